import { endpoints } from '@byline/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../src/db/schema';
import { ResponseCache } from '../src/http/response-cache';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { multipartBody } from './helpers/multipart';

describe('response cache', () => {
  it('shares one computation between concurrent readers of a key', async () => {
    const cache = new ResponseCache(1000);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 'body';
    };
    expect(await Promise.all([cache.get('a', compute), cache.get('a', compute)])).toEqual([
      'body',
      'body',
    ]);
    expect(await cache.get('a', compute)).toBe('body');
    expect(computed).toBe(1);
    cache.clear();
    await cache.get('a', compute);
    expect(computed).toBe(2);
  });

  it('does not keep an answer computed across a clear', async () => {
    const cache = new ResponseCache(1000);
    let version = 0;
    const slow = cache.get('k', async () => {
      const read = version;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return `v${read}`;
    });
    version = 1;
    cache.clear();
    expect(await slow).toBe('v0');
    expect(await cache.get('k', async () => `v${version}`)).toBe('v1');
  });

  it('is a pass-through when the TTL is 0', async () => {
    const cache = new ResponseCache(0);
    let computed = 0;
    await cache.get('a', async () => String(++computed));
    await cache.get('a', async () => String(++computed));
    expect(computed).toBe(2);
  });
});

describe.each(testBackends())('cached public reads on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { env: { READ_CACHE_MS: '60000' } });
  });
  afterAll(() => t.close());

  const list = async () =>
    endpoints.newsList.response.parse(
      (
        await t.call({ method: 'GET', url: endpoints.newsList.path, query: { category_id: '2' } })
      ).json(),
    ).data;

  it('shows a write of this process at once, and nothing else until the entry expires', async () => {
    const user = await t.createUser('Cache Writer');
    expect(await list()).toEqual([]);
    const { payload, headers } = multipartBody({
      title: 'Fresh news',
      keywords: '[]',
      creator: '[]',
      description: 'd',
      content: '<p>c</p>',
      category: '2',
    });
    const saved = await t.call({
      method: 'POST',
      url: endpoints.saveArticle.path,
      token: user.token,
      payload,
      headers,
    });
    expect(saved.statusCode).toBe(200);
    const afterWrite = await list();
    expect(afterWrite.map((item) => item.title)).toEqual(['Fresh news']);

    // A change made behind the server's back (another process) is served from cache for now.
    await t.database.db
      .update(articles)
      .set({ title: 'Changed elsewhere' })
      .where(eq(articles.id, afterWrite[0]?.id ?? 0));
    expect((await list()).map((item) => item.title)).toEqual(['Fresh news']);
  });
});
