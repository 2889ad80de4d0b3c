import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints, SERVER_MESSAGES, UNIQUE_KEY_HEADER } from '@byline/api-client/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../src/db/schema';
import { createKeyCheck, isApiPath } from '../src/http/unique-key';
import { createTestApp, TEST_UNIQUE_KEY, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { multipartBody } from './helpers/multipart';

/**
 * Spellings of an API path, sent as raw bytes over a socket (an HTTP client or inject would
 * normalise some of them first) that a router, a proxy or a browser may read as the path itself.
 * `{path}` is the endpoint's path without the leading `/api/`.
 */
const SPELLINGS = [
  '/%61pi/{path}',
  '/%61%70%69/{path}',
  '/%2561pi/{path}',
  '/%2Fapi/{path}',
  '//api/{path}',
  '/api//{path}',
  '/api/{path}/',
  '/%61pi/{path}/',
  '/API/{path}',
  '/Api/{path}',
  '/api/../api/{path}',
  '/x/../api/{path}',
  '/./api/{path}',
  '/%2e%2e/api/{path}',
  '/api%2F{path}',
  '/\\api/{path}',
];
const spell = (spelling: string, path: string) =>
  spelling.replace('{path}', path.replace(/^\/api\//, ''));

const draftFields = {
  title: 'Sent without the key',
  keywords: JSON.stringify(JSON.stringify(['key'])),
  creator: JSON.stringify(['Ana']),
  description: 'Must not be saved.',
  content: '<p>Nothing</p>',
  video_url: '',
  category: '9',
  is_draft: 'true',
};

// The check is the server's, not the database's: one backend is enough.
const [backend] = testBackends();

describe('the unique-key check cannot be skipped by spelling the path differently', () => {
  let t: TestApp;
  let token: string;
  let port: number;

  beforeAll(async () => {
    if (!backend) throw new Error('no test backend');
    t = await createTestApp(backend);
    ({ token } = await t.createUser('Key Tester'));
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t?.close());

  /** One request with the path exactly as given. */
  const send = (
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    payload?: Buffer,
  ) =>
    new Promise<{ statusCode: number; json: () => unknown }>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, method, path, headers: { connection: 'close', ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            resolve({ statusCode: response.statusCode ?? 0, json: () => JSON.parse(text) });
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });

  const articleCount = async () =>
    Number((await t.database.db.select({ value: count() }).from(articles))[0]?.value);

  const drafts = (path: string, headers: Record<string, string>) =>
    send('GET', path, { authorization: `Bearer ${token}`, ...headers });
  const addNews = (path: string, headers: Record<string, string>) => {
    const body = multipartBody(draftFields);
    return send(
      'POST',
      path,
      { authorization: `Bearer ${token}`, ...body.headers, ...headers },
      body.payload,
    );
  };

  it('a percent-encoded path reaches the route (so the key check is what refuses it)', async () => {
    const withKey = { [UNIQUE_KEY_HEADER]: TEST_UNIQUE_KEY };
    expect((await drafts('/%61pi/News/draftNewsList', withKey)).statusCode).toBe(200);
    expect((await addNews('/%61pi/News/addNews', withKey)).statusCode).toBe(200);
  });

  it.each(SPELLINGS)('GET drafts and POST addNews at %s: 401 without the key', async (spelling) => {
    const before = await articleCount();
    const withoutKey: Array<Record<string, string>> = [{}, { [UNIQUE_KEY_HEADER]: 'wrong-key' }];
    for (const headers of withoutKey) {
      for (const response of [
        await drafts(spell(spelling, endpoints.drafts.path), headers),
        await addNews(spell(spelling, endpoints.saveArticle.path), headers),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          status: 401,
          message: SERVER_MESSAGES.uniqueKey,
        });
      }
    }
    expect(await articleCount()).toBe(before);
  });

  it('a path only resembling /api is not an API path', () => {
    for (const path of ['/', '/apix', '/news/api', '/article/12', '/media/api/x.png']) {
      expect(isApiPath(path), path).toBe(false);
    }
    expect(isApiPath('/%zz/api')).toBe(false);
  });
});

describe('the key compare', () => {
  const matches = createKeyCheck('s3cret-key');

  it('accepts the key and nothing else', () => {
    expect(matches('s3cret-key')).toBe(true);
    for (const sent of [
      undefined,
      ['s3cret-key'],
      '',
      's3cret-ke',
      's3cret-keyy',
      's3cret-kez',
      'S3CRET-KEY',
      's3cret-key\u0000',
      's3cret-ke\u0179',
    ]) {
      expect(matches(sent), JSON.stringify(sent)).toBe(false);
    }
    // Still right after a longer and a shorter key were compared.
    expect(matches('s3cret-key')).toBe(true);
  });
});
