import http from 'node:http';

/** An answer as it left the server: status, headers and body bytes (base64 in JSON). */
export interface RecordedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}
/** Keyed by `${url} ${accept-encoding}` (raw-server.ts answers by the same key). */
export type RecordedAnswers = Record<string, RecordedAnswer>;

export const answerKey = (path: string, acceptEncoding: string | undefined) =>
  `${path} ${acceptEncoding ?? ''}`;

/** Headers that belong to one connection or moment, not to the answer. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** One request with node:http (fetch would decompress the body): the bytes as sent. */
export function recordAnswer(
  url: string,
  headers: Record<string, string>,
): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const kept: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined && !PER_CONNECTION.has(name)) kept[name] = value;
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: kept,
            body: Buffer.concat(chunks).toString('base64'),
          });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
