import fs from 'node:fs';
import http from 'node:http';

/**
 * The baseline: node:http answering each benchmarked URL with the exact bytes the API sent,
 * from memory. Reads `{ url: body }` from the JSON file given as the first argument and prints
 * its port.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: raw-server <responses.json>');
const responses = new Map(
  Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>).map(
    ([url, body]) => [url, Buffer.from(body)],
  ),
);
const server = http.createServer((request, response) => {
  const body = responses.get(request.url ?? '');
  response.writeHead(body ? 200 : 404, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body?.length ?? 0,
  });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`PORT=${address.port}`);
});
