import { endpoints, UNIQUE_KEY_HEADER } from '@byline/api-client/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TOKEN_HEADER,
  ARTICLE_CACHE_CONTROL,
  ERROR_CACHE_CONTROL,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_READ_CACHE_CONTROL,
} from '../src/constants';
import { createTestApp, TEST_UNIQUE_KEY, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { multipartBody } from './helpers/multipart';

/**
 * What a CDN in front of the API sees (docs/caching.md): public reads carry Cache-Control and an
 * ETag, a client holding the ETag gets a bodiless 304 until the answer changes, and nothing of a
 * credentialed request or of a failure may be kept or shared.
 */
const CATEGORY_ID = 6;
const LIST_URL = `${endpoints.newsList.path}?category_id=${CATEGORY_ID}`;
const WEAK_ETAG = /^W\/"[\w-]+"$/;

describe.each(testBackends())('caching by CDNs and browsers on $name', (backend) => {
  let t: TestApp;
  let author: { userId: number; token: string };
  let articleId: number;
  // The read cache keeps answers for a minute, as in production for a second: only this
  // process's writes change an answer within it (test/read-cache.test.ts).
  beforeAll(async () => {
    t = await createTestApp(backend, { env: { READ_CACHE_MS: '60000' } });
    author = await t.createUser('Etag Author');
    articleId = await save({ title: 'First version', category: String(CATEGORY_ID) });
  });
  afterAll(() => t.close());

  async function save(fields: Record<string, string>): Promise<number> {
    const { payload, headers } = multipartBody({
      keywords: '[]',
      creator: '[]',
      description: 'About validators.',
      content: '<p>Body.</p>',
      ...fields,
    });
    const response = await t.call({
      method: 'POST',
      url: endpoints.saveArticle.path,
      token: author.token,
      payload,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return endpoints.saveArticle.response.parse(response.json()).data.news_id;
  }
  const get = (url: string, headers: Record<string, string> = {}, token?: string) =>
    t.call({ method: 'GET', url, headers, token });
  const articleUrl = () => `${endpoints.articleById.path}?news_id=${articleId}`;
  const expectShared = (response: LightMyRequestResponse, cacheControl: string) => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers.etag).toMatch(WEAK_ETAG);
  };
  const expectNotKept = (response: LightMyRequestResponse, cacheControl: string) => {
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers.etag).toBeUndefined();
  };

  it('marks every public read for shared caches, with an ETag', async () => {
    for (const url of [
      LIST_URL,
      endpoints.categories.path,
      endpoints.mostWatched.path,
      `${endpoints.authorProfile.path}?user_id=${author.userId}`,
    ]) {
      expectShared(await get(url), PUBLIC_READ_CACHE_CONTROL);
    }
    // An article counts its readers: caches must ask the server each time.
    expectShared(await get(articleUrl()), ARTICLE_CACHE_CONTROL);
    expect(PUBLIC_READ_CACHE_CONTROL).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
  });

  it('answers a request holding the current ETag with 304 and no body, in every encoding', async () => {
    for (const url of [LIST_URL, endpoints.categories.path, articleUrl()]) {
      for (const acceptEncoding of ['br', 'gzip', 'identity']) {
        const headers = { 'accept-encoding': acceptEncoding };
        const full = await get(url, headers);
        const etag = String(full.headers.etag);
        const again = await get(url, { ...headers, 'if-none-match': etag });
        expect(again.statusCode, `${url} ${acceptEncoding}`).toBe(304);
        expect(again.rawPayload).toHaveLength(0);
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe(full.headers['cache-control']);
        expect(again.headers.vary).toBe(full.headers.vary);
        // Another encoding of the same answer is the same (weak) validator.
        const other = await get(url, { 'accept-encoding': 'br', 'if-none-match': `"x", ${etag}` });
        expect(other.statusCode).toBe(304);
      }
    }
    const stale = await get(LIST_URL, { 'if-none-match': 'W/"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data.length).toBeGreaterThan(0);
  });

  it('gives a changed article, and the lists showing it, a new ETag', async () => {
    const list = await get(LIST_URL);
    const article = await get(articleUrl());
    const listTag = String(list.headers.etag);
    const articleTag = String(article.headers.etag);

    // A draft shows nowhere: the list is unchanged, and so is its ETag.
    const draftId = await save({
      title: 'An unpublished story',
      category: String(CATEGORY_ID),
      is_draft: 'true',
    });
    expect((await get(LIST_URL, { 'if-none-match': listTag })).statusCode).toBe(304);

    await save({
      news_id: String(articleId),
      title: 'Edited version',
      category: String(CATEGORY_ID),
    });
    const editedList = await get(LIST_URL, { 'if-none-match': listTag });
    expect(editedList.statusCode).toBe(200);
    expect(editedList.headers.etag).not.toBe(listTag);
    expect(editedList.json().data.map((item: { title: string }) => item.title)).toEqual([
      'Edited version',
    ]);
    const editedArticle = await get(articleUrl(), { 'if-none-match': articleTag });
    expect(editedArticle.statusCode).toBe(200);
    expect(editedArticle.headers.etag).not.toBe(articleTag);
    expect(editedArticle.json().data.title).toBe('Edited version');

    const published = await t.call({
      method: 'POST',
      url: endpoints.publishDraft.path,
      token: author.token,
      payload: { news_id: draftId },
    });
    expect(published.statusCode).toBe(200);
    const withDraft = await get(LIST_URL, { 'if-none-match': String(editedList.headers.etag) });
    expect(withDraft.statusCode).toBe(200);
    expect(withDraft.json().data).toHaveLength(2);
  });

  it('shares nothing with a credentialed request: no-store, no ETag, never 304', async () => {
    const tag = String((await get(LIST_URL)).headers.etag);
    const articleTag = String((await get(articleUrl())).headers.etag);
    for (const [url, etag] of [
      [LIST_URL, tag],
      [articleUrl(), articleTag],
    ] as const) {
      const signedIn = await get(url, { 'if-none-match': etag }, author.token);
      expect(signedIn.statusCode).toBe(200);
      expectNotKept(signedIn, PRIVATE_CACHE_CONTROL);
      expect(signedIn.json().data).toBeTruthy();
      const admin = await get(url, { 'if-none-match': etag, [ADMIN_TOKEN_HEADER]: 'x' });
      expect(admin.statusCode).toBe(200);
      expectNotKept(admin, PRIVATE_CACHE_CONTROL);
    }
    // Personal reads are no-store whoever asks.
    expectNotKept(await get(endpoints.drafts.path, {}, author.token), PRIVATE_CACHE_CONTROL);
  });

  it('keeps no failure: not found, bad input, missing key, rate limited', async () => {
    const missing = await get(`${endpoints.articleById.path}?news_id=999999`);
    expect(missing.statusCode).toBe(404);
    expectNotKept(missing, ERROR_CACHE_CONTROL);
    const invalid = await get(`${endpoints.newsList.path}?category_id=abc`);
    expect(invalid.statusCode).toBe(400);
    expectNotKept(invalid, ERROR_CACHE_CONTROL);
    const unknownCall = await get('/api/News/nothingHere');
    expect(unknownCall.statusCode).toBe(404);
    expectNotKept(unknownCall, ERROR_CACHE_CONTROL);
    const withoutKey = await t.app.inject({ method: 'GET', url: LIST_URL });
    expect(withoutKey.statusCode).toBe(401);
    expectNotKept(withoutKey, ERROR_CACHE_CONTROL);

    const limited = await createTestApp(backend, {
      database: t.database,
      rateLimits: { reads: 1 },
      env: { READ_CACHE_MS: '60000' },
    });
    try {
      const call = () =>
        limited.app.inject({
          method: 'GET',
          url: LIST_URL,
          headers: { [UNIQUE_KEY_HEADER]: TEST_UNIQUE_KEY },
        });
      expect((await call()).statusCode).toBe(200);
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expectNotKept(refused, ERROR_CACHE_CONTROL);
    } finally {
      await limited.close();
    }
  });
});
