import http from 'node:http';

/** One answer's timing, in ms from sending the request. */
export interface AnswerTiming {
  /** To the first chunk of the body ('data'): the headers have arrived by then. */
  firstByteMs: number;
  /** To the end of the body. */
  totalMs: number;
}

/** One GET of `url` on `agent`'s connection, timed to its first body byte and to its end. */
export function timeAnswer(
  url: string,
  headers: Record<string, string>,
  agent: http.Agent,
): Promise<AnswerTiming> {
  return new Promise((resolve, reject) => {
    const sent = performance.now();
    const request = http.get(url, { headers, agent }, (response) => {
      let firstByteMs: number | null = null;
      response.on('data', () => {
        firstByteMs ??= performance.now() - sent;
      });
      response.on('end', () => {
        const totalMs = performance.now() - sent;
        resolve({ firstByteMs: firstByteMs ?? totalMs, totalMs });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * Asks for `url` one request after another on one kept-alive connection until `signal` aborts,
 * and returns each answer's timing: a sample beside a load another client generates.
 */
export async function sampleAnswerTimings(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<AnswerTiming[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const timings: AnswerTiming[] = [];
  try {
    while (!signal.aborted) timings.push(await timeAnswer(url, headers, agent));
  } finally {
    agent.destroy();
  }
  return timings;
}

/** The `p`th percentile (nearest rank) of `values`, or null for an empty sample. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}
