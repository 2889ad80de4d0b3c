import { endpoints, UNIQUE_KEY_HEADER } from '@byline/api-client/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_HEADER } from '../src/constants';
import { insertArticle } from '../src/news/repository';
import { createTestApp, TEST_UNIQUE_KEY, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';

/**
 * A hit of the read cache must answer exactly as the route does without the cache: two servers on
 * one database, one without the read cache (every request goes the route's way) and one whose
 * cache holds the URL (every request is a hit), get the same requests from fresh addresses and
 * must give the same status, headers (but the moment's: Date, the rate limit's reset) and bytes.
 */
const WEB_ORIGIN = 'https://news.example';
const CATEGORY_ID = 7;
const URL = `${endpoints.newsList.path}?category_id=${CATEGORY_ID}&limit=10`;
const READ_LIMIT = 5;
/** Headers of the moment (and of the request: its id); everything else must match. */
const MOMENT_HEADERS = [
  'date',
  'connection',
  'keep-alive',
  'x-ratelimit-reset',
  'retry-after',
  'x-request-id',
];

interface Case {
  name: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'HEAD';
  withoutKey?: boolean;
  signedIn?: boolean;
  /** Sends the answer's current ETag in If-None-Match. */
  holdsEtag?: boolean;
  /** The address has used its reads first. */
  overLimit?: boolean;
}
const CASES: Case[] = [
  { name: 'plain' },
  { name: 'brotli', headers: { 'accept-encoding': 'gzip, deflate, br' } },
  { name: 'gzip', headers: { 'accept-encoding': 'gzip' } },
  { name: 'no compression asked', headers: { 'accept-encoding': 'br', 'x-no-compression': '1' } },
  { name: 'with Origin', headers: { origin: WEB_ORIGIN, 'accept-encoding': 'br' } },
  { name: 'without the unique key', withoutKey: true },
  { name: 'with a wrong unique key', headers: { [UNIQUE_KEY_HEADER]: 'wrong' } },
  { name: 'signed in', signedIn: true, headers: { 'accept-encoding': 'br' } },
  { name: 'with the admin token', headers: { [ADMIN_TOKEN_HEADER]: 'not-the-token' } },
  { name: 'holding the ETag', holdsEtag: true, headers: { 'accept-encoding': 'br' } },
  { name: 'HEAD', method: 'HEAD', headers: { 'accept-encoding': 'gzip' } },
  { name: 'over the read limit', overLimit: true, headers: { origin: WEB_ORIGIN } },
];

const comparable = (response: LightMyRequestResponse) => {
  const headers = { ...response.headers };
  for (const name of MOMENT_HEADERS) delete headers[name];
  return { status: response.statusCode, headers, body: response.rawPayload.toString('base64') };
};

describe.each(testBackends())('a cache hit answers as the route does on $name', (backend) => {
  let uncached: TestApp;
  let cached: TestApp;
  let token: string;
  beforeAll(async () => {
    const env = { WEB_ORIGIN };
    const rateLimits = { reads: READ_LIMIT };
    uncached = await createTestApp(backend, { env: { ...env, READ_CACHE_MS: '0' }, rateLimits });
    cached = await createTestApp(backend, {
      database: uncached.database,
      env: { ...env, READ_CACHE_MS: '60000' },
      rateLimits,
    });
    const author = await uncached.createUser('Equal Author');
    token = author.token;
    for (let index = 0; index < 12; index++) {
      await insertArticle(
        uncached.database.db,
        author.userId,
        {
          title: `Over the compression threshold, article ${index}, ${'y'.repeat(80)}`,
          description: 'Hit or miss.',
          content: '<p>Same.</p>',
          readingMinutes: 1,
          keywords: [],
          creator: [],
          videoUrl: null,
          categoryId: CATEGORY_ID,
          isDraft: false,
        },
        null,
      );
    }
  });
  afterAll(async () => {
    await cached.close();
    await uncached.close();
  });

  const send = (t: TestApp, request: Case, remoteAddress: string, etag?: string) => {
    const options: InjectOptions = {
      method: request.method ?? 'GET',
      url: URL,
      remoteAddress,
      headers: {
        ...(request.withoutKey ? {} : { [UNIQUE_KEY_HEADER]: TEST_UNIQUE_KEY }),
        ...(request.signedIn ? { authorization: `Bearer ${token}` } : {}),
        ...(etag ? { 'if-none-match': etag } : {}),
        ...request.headers,
      },
    };
    return t.app.inject(options);
  };

  it.each(CASES.map((request, index) => ({ ...request, index })))('$name', async (request) => {
    // A fresh address per case and server, so both count the same reads.
    const address = `10.0.${request.index}.1`;
    const current = await send(cached, { name: 'warm-up' }, `10.1.${request.index}.1`);
    expect(current.statusCode).toBe(200);
    const etag = request.holdsEtag ? String(current.headers.etag) : undefined;
    if (request.overLimit) {
      for (let read = 0; read < READ_LIMIT; read++) {
        for (const t of [uncached, cached]) await send(t, { name: 'use' }, address);
      }
    }
    const miss = await send(uncached, request, address, etag);
    const hit = await send(cached, request, address, etag);
    expect(comparable(hit)).toEqual(comparable(miss));
    expect(Object.keys(hit.headers)).toEqual(Object.keys(miss.headers));
  });

  it('gives each kind of request the answer it should', async () => {
    const answers = new Map<string, LightMyRequestResponse>();
    for (const [index, request] of CASES.entries()) {
      const etag = request.holdsEtag
        ? String((await send(cached, { name: 'etag' }, '10.2.0.1')).headers.etag)
        : undefined;
      if (request.overLimit) {
        for (let read = 0; read < READ_LIMIT; read++)
          await send(cached, request, `10.3.${index}.1`);
      }
      answers.set(request.name, await send(cached, request, `10.3.${index}.1`, etag));
    }
    const status = (name: string) => answers.get(name)?.statusCode;
    const header = (name: string, header: string) => answers.get(name)?.headers[header];
    expect(status('plain')).toBe(200);
    expect(header('brotli', 'content-encoding')).toBe('br');
    expect(header('gzip', 'content-encoding')).toBe('gzip');
    expect(header('no compression asked', 'content-encoding')).toBeUndefined();
    expect(header('with Origin', 'access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(status('without the unique key')).toBe(401);
    expect(status('with a wrong unique key')).toBe(401);
    expect(header('signed in', 'cache-control')).toBe('no-store');
    expect(header('signed in', 'etag')).toBeUndefined();
    expect(header('with the admin token', 'cache-control')).toBe('no-store');
    expect(status('holding the ETag')).toBe(304);
    expect(answers.get('holding the ETag')?.rawPayload).toHaveLength(0);
    expect(status('HEAD')).toBe(200);
    expect(answers.get('HEAD')?.rawPayload).toHaveLength(0);
    expect(status('over the read limit')).toBe(429);
  });
});
