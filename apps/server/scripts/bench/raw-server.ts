import fs from 'node:fs';
import http from 'node:http';
import type { RecordedAnswers } from './recorded-answer';

/**
 * The baseline: node:http answering each benchmarked request with the exact status, headers and
 * bytes the API sent, from memory. Reads the answers (recorded-answer.ts) from the JSON file given
 * as the first argument, keyed by URL and Accept-Encoding, and prints its port.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: raw-server <answers.json>');
const recorded = JSON.parse(fs.readFileSync(file, 'utf8')) as RecordedAnswers;
const answers = new Map(
  Object.entries(recorded).map(([key, answer]) => [
    key,
    { ...answer, body: Buffer.from(answer.body, 'base64') },
  ]),
);
const server = http.createServer((request, response) => {
  const answer = answers.get(`${request.url} ${request.headers['accept-encoding'] ?? ''}`);
  if (!answer) {
    response.writeHead(404, { 'content-length': 0 });
    response.end();
    return;
  }
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`PORT=${address.port}`);
});
