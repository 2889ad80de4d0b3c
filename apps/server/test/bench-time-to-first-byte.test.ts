import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentile, sampleAnswerTimings } from '../scripts/bench/time-to-first-byte';

describe('percentile (nearest rank)', () => {
  it('takes the value at the rank, whatever the order of the sample', () => {
    const sample = [50, 10, 40, 20, 30];
    expect(percentile(sample, 50)).toBe(30);
    expect(percentile(sample, 99)).toBe(50);
    expect(percentile(sample, 20)).toBe(10);
    expect(percentile(sample, 0)).toBe(10);
  });

  it('has no percentile for an empty sample', () => {
    expect(percentile([], 50)).toBeNull();
  });
});

describe('sampleAnswerTimings (the bench:api page scenario)', () => {
  /** Sends its first body byte after FIRST_BYTE_MS and the rest REST_MS later. */
  const FIRST_BYTE_MS = 30;
  const REST_MS = 300;
  const server = http.createServer((_request, response) => {
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('first');
      setTimeout(() => response.end('rest'), REST_MS);
    }, FIRST_BYTE_MS);
  });
  let url = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('times an answer to its first byte apart from its end, and stops when aborted', async () => {
    const sampling = new AbortController();
    const timings = sampleAnswerTimings(url, {}, sampling.signal);
    // Aborted while the first request is under way: that one is finished and kept.
    sampling.abort();
    const [timing, ...more] = await timings;
    expect(more).toEqual([]);
    expect(timing?.firstByteMs).toBeGreaterThanOrEqual(FIRST_BYTE_MS - 2);
    // The end comes well after the first byte (timers never fire early by more than a tick).
    expect((timing?.totalMs ?? 0) - (timing?.firstByteMs ?? 0)).toBeGreaterThanOrEqual(REST_MS / 2);
  });
});
