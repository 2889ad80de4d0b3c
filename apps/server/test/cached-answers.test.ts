import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { endpoints, SERVER_MESSAGES, UNIQUE_KEY_HEADER } from '@byline/api-client/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticle } from '../src/news/repository';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';

/**
 * A cache hit is answered from bytes kept with the answer (compressed once per encoding) and
 * skips reading the input again; the reader must not see a difference: same status, headers and
 * JSON as the miss before it, the same compression choice as every other answer
 * (@fastify/compress), and the same security headers, CORS, key check and rate limit.
 */
const WEB_ORIGIN = 'https://news.example';
const CATEGORY_ID = 4;
const LIST_URL = `${endpoints.newsList.path}?category_id=${CATEGORY_ID}&limit=10`;
/** What browsers, proxies and scripts send, in the spellings the negotiation must read alike. */
const ACCEPT_ENCODINGS = [
  undefined,
  'gzip, deflate, br',
  'br',
  'gzip',
  'BR',
  'x-gzip',
  '*',
  'deflate',
  'identity',
  'br;q=0, gzip',
  'gzip;q=0.5, br;q=0.9',
  'compress',
];
/**
 * Headers of the moment (the rate limit's count goes down by one) and of the request (its id);
 * everything else must match.
 */
const withoutMoment = (response: LightMyRequestResponse) => {
  const {
    date: _date,
    'x-request-id': _requestId,
    connection: _connection,
    'x-ratelimit-remaining': _remaining,
    'x-ratelimit-reset': _reset,
    ...headers
  } = response.headers;
  return headers;
};
const decoded = (response: LightMyRequestResponse) => {
  const encoding = response.headers['content-encoding'];
  const bytes =
    encoding === 'br'
      ? brotliDecompressSync(response.rawPayload)
      : encoding === 'gzip'
        ? gunzipSync(response.rawPayload)
        : response.rawPayload;
  return JSON.parse(bytes.toString('utf8'));
};

describe.each(testBackends())('cache hits answer as the miss did on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { env: { READ_CACHE_MS: '60000', WEB_ORIGIN } });
    const { userId } = await t.createUser('Hit Author');
    // Long titles: both a news list page and most recent (not cached) are over the compression
    // threshold, so their compression can be compared.
    for (let index = 0; index < 12; index++) {
      await insertArticle(
        t.database.db,
        userId,
        {
          title: `A long enough title for the compression threshold, number ${index}, ${'x'.repeat(80)}`,
          description: 'About the hit path.',
          content: '<p>Same bytes.</p>',
          readingMinutes: 1,
          keywords: ['cache'],
          creator: [],
          videoUrl: null,
          categoryId: CATEGORY_ID,
          isDraft: false,
        },
        null,
      );
    }
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.call({ method: 'GET', url, headers });

  it.each(ACCEPT_ENCODINGS.map((acceptEncoding, index) => ({ acceptEncoding, index })))(
    'Accept-Encoding $acceptEncoding: the hit has the miss’s headers and JSON, and compresses as any answer does',
    async ({ acceptEncoding, index }) => {
      const headers: Record<string, string> = acceptEncoding
        ? { 'accept-encoding': acceptEncoding }
        : {};
      // A URL of its own per case (a page size), so the first request is a miss.
      const url = `${endpoints.newsList.path}?category_id=${CATEGORY_ID}&limit=${20 + index}`;
      const miss = await get(url, headers);
      const hit = await get(url, headers);
      expect(miss.statusCode).toBe(200);
      expect(hit.statusCode).toBe(200);
      expect(JSON.stringify(withoutMoment(hit))).toBe(JSON.stringify(withoutMoment(miss)));
      // The hit counted against the reader's allowance as the miss did.
      expect(Number(hit.headers['x-ratelimit-remaining'])).toBe(
        Number(miss.headers['x-ratelimit-remaining']) - 1,
      );
      expect(decoded(hit)).toEqual(decoded(miss));
      expect(decoded(hit).data.length).toBeGreaterThan(0);

      // Most recent is not cached: @fastify/compress compresses it per request.
      const uncached = await t.call({
        method: 'POST',
        url: endpoints.mostRecent.path,
        payload: { category_id: CATEGORY_ID },
        headers,
      });
      expect(uncached.rawPayload.length).toBeGreaterThan(0);
      expect(hit.headers['content-encoding']).toBe(uncached.headers['content-encoding']);
      expect(hit.headers.vary).toBe(uncached.headers.vary);
    },
  );

  it('does not compress for a client sending x-no-compression, on a hit either', async () => {
    const headers = { 'accept-encoding': 'br', 'x-no-compression': '1' };
    const url = `${endpoints.newsList.path}?category_id=${CATEGORY_ID}&limit=9`;
    await get(url, headers);
    const hit = await get(url, headers);
    expect(hit.headers['content-encoding']).toBeUndefined();
    expect(decoded(hit).data).toHaveLength(9);
  });

  it('sends the security headers and CORS on a hit', async () => {
    const reference = await get(endpoints.categories.path, { origin: WEB_ORIGIN });
    await get(LIST_URL, { origin: WEB_ORIGIN });
    const hit = await get(LIST_URL, { origin: WEB_ORIGIN });
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'permissions-policy',
      'cross-origin-resource-policy',
      'cross-origin-opener-policy',
      'referrer-policy',
      'access-control-allow-origin',
    ]) {
      expect(hit.headers[name], name).toBeDefined();
      expect(hit.headers[name], name).toBe(reference.headers[name]);
    }
    expect(hit.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
  });

  it('refuses a hit without the unique key, by GET or HEAD', async () => {
    await get(LIST_URL);
    for (const method of ['GET', 'HEAD'] as const) {
      const refused = await t.app.inject({ method, url: LIST_URL });
      expect(refused.statusCode).toBe(401);
      if (method === 'GET') expect(refused.json().message).toBe(SERVER_MESSAGES.uniqueKey);
      const wrong = await t.app.inject({
        method,
        url: LIST_URL,
        headers: { [UNIQUE_KEY_HEADER]: 'not-the-key' },
      });
      expect(wrong.statusCode).toBe(401);
    }
  });
});

describe.each(testBackends())('cache hits count against the read limit on $name', (backend) => {
  let t: TestApp;
  const READS_PER_MINUTE = 3;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      env: { READ_CACHE_MS: '60000' },
      rateLimits: { reads: READS_PER_MINUTE },
    });
  });
  afterAll(() => t.close());

  it('answers 429 once an address has used its reads, though the answer is cached', async () => {
    const url = `${endpoints.newsList.path}?category_id=${CATEGORY_ID}`;
    for (let index = 0; index < READS_PER_MINUTE; index++) {
      expect((await t.call({ method: 'GET', url })).statusCode).toBe(200);
    }
    const limited = await t.call({ method: 'GET', url });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toContain(SERVER_MESSAGES.rateLimited);
  });
});
