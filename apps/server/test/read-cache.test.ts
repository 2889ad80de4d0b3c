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
    expect(
      await Promise.all([cache.get('a', ['t'], compute), cache.get('a', ['t'], compute)]),
    ).toEqual(['body', 'body']);
    expect(await cache.get('a', ['t'], compute)).toBe('body');
    expect(computed).toBe(1);
    cache.invalidate(['t']);
    await cache.get('a', ['t'], compute);
    expect(computed).toBe(2);
  });

  it('drops only the entries of the invalidated tags', async () => {
    const cache = new ResponseCache(60_000);
    let version = 0;
    const read = (key: string, tags: string[]) => cache.get(key, tags, async () => `v${version}`);
    await read('list-2', ['category:2']);
    await read('list-5', ['category:5']);
    await read('watched', ['most-watched']);
    version = 1;
    cache.invalidate(['category:2', 'most-watched']);
    expect(await read('list-2', ['category:2'])).toBe('v1');
    expect(await read('watched', ['most-watched'])).toBe('v1');
    expect(await read('list-5', ['category:5'])).toBe('v0');
  });

  it('does not keep an answer computed across an invalidation of its tags', async () => {
    const cache = new ResponseCache(1000);
    let version = 0;
    const slowRead = (tag: string) =>
      cache.get(tag, [tag], async () => {
        const read = version;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return `v${read}`;
      });
    const changed = slowRead('changed');
    const unrelated = slowRead('unrelated');
    // A reader arriving after the write does not join the stale computation.
    version = 1;
    cache.invalidate(['changed']);
    expect(await cache.get('changed', ['changed'], async () => `v${version}`)).toBe('v1');
    expect(await changed).toBe('v0');
    expect(await unrelated).toBe('v0');
    expect(await cache.get('changed', ['changed'], async () => 'recomputed')).toBe('v1');
    expect(await cache.get('unrelated', ['unrelated'], async () => 'recomputed')).toBe('v0');
  });

  it('is a pass-through when the TTL is 0', async () => {
    const cache = new ResponseCache(0);
    let computed = 0;
    await cache.get('a', [], async () => String(++computed));
    await cache.get('a', [], async () => String(++computed));
    expect(computed).toBe(2);
  });
});

describe.each(testBackends())('cached public reads on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { env: { READ_CACHE_MS: '60000' } });
  });
  afterAll(() => t.close());

  const read = async <Name extends 'newsList' | 'mostWatched' | 'authorProfile' | 'search'>(
    name: Name,
    query: Record<string, string> = {},
  ) => {
    const response = await t.call({ method: 'GET', url: endpoints[name].path, query });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const listTitles = async (categoryId: number) =>
    endpoints.newsList.response
      .parse(await read('newsList', { category_id: String(categoryId) }))
      .data.map((item) => `${item.title} by ${item.author.full_name}`);
  const profileTitles = async (userId: number) =>
    endpoints.authorProfile.response
      .parse(await read('authorProfile', { user_id: String(userId) }))
      .data.articles.map((item) => item.title);
  const watchedTitles = async () =>
    endpoints.mostWatched.response
      .parse(await read('mostWatched'))
      .data.map((item) => item.title)
      .sort();
  const save = async (token: string, fields: Record<string, string>) => {
    const { payload, headers } = multipartBody({
      keywords: '[]',
      creator: '[]',
      description: 'd',
      content: '<p>c</p>',
      ...fields,
    });
    const response = await t.call({
      method: 'POST',
      url: endpoints.saveArticle.path,
      token,
      payload,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return endpoints.saveArticle.response.parse(response.json()).data.news_id;
  };
  const searchTitles = async (q: string) =>
    endpoints.search.response.parse(await read('search', { q })).data.map((item) => item.title);
  /** A change made behind the server's back: only a fresh read shows it. */
  const retitleInDatabase = (id: number, title: string) =>
    t.database.db.update(articles).set({ title }).where(eq(articles.id, id));

  it('shows a write of this process at once, and nothing else until the entry expires', async () => {
    const user = await t.createUser('Cache Writer');
    expect(await listTitles(2)).toEqual([]);
    const id = await save(user.token, { title: 'Fresh news', category: '2' });
    expect(await listTitles(2)).toEqual(['Fresh news by Cache Writer']);

    await retitleInDatabase(id, 'Changed elsewhere');
    expect(await listTitles(2)).toEqual(['Fresh news by Cache Writer']);
  });

  it('drops only the cached reads a write changes', async () => {
    const ada = await t.createUser('Ada');
    const bo = await t.createUser('Bo');
    const adaArticle = await save(ada.token, { title: 'Ada one', category: '3' });
    const boArticle = await save(bo.token, { title: 'Bo one', category: '5' });
    // Cache every read in play.
    expect(await listTitles(3)).toEqual(['Ada one by Ada']);
    expect(await listTitles(4)).toEqual([]);
    expect(await listTitles(5)).toEqual(['Bo one by Bo']);
    expect(await profileTitles(ada.userId)).toEqual(['Ada one']);
    expect(await profileTitles(bo.userId)).toEqual(['Bo one']);
    expect(await watchedTitles()).toContain('Ada one');
    await retitleInDatabase(boArticle, 'Bo elsewhere');

    // Ada edits her article: her category, her profile and most watched are fresh.
    await save(ada.token, { news_id: String(adaArticle), title: 'Ada edited', category: '3' });
    expect(await listTitles(3)).toEqual(['Ada edited by Ada']);
    expect(await profileTitles(ada.userId)).toEqual(['Ada edited']);
    expect(await watchedTitles()).toEqual(expect.arrayContaining(['Ada edited', 'Bo elsewhere']));
    // Bo's category and profile stay as cached: the write did not touch them.
    expect(await listTitles(5)).toEqual(['Bo one by Bo']);
    expect(await profileTitles(bo.userId)).toEqual(['Bo one']);

    // Moving it to another category refreshes the list it left and the one it joined.
    await save(ada.token, { news_id: String(adaArticle), title: 'Ada moved', category: '4' });
    expect(await listTitles(3)).toEqual([]);
    expect(await listTitles(4)).toEqual(['Ada moved by Ada']);

    // A draft shows in no public read: saving one drops nothing.
    await save(ada.token, { title: 'Ada draft', category: '5', is_draft: 'true' });
    expect(await listTitles(5)).toEqual(['Bo one by Bo']);

    // A new name shows beside her articles and on her profile; Bo's profile is untouched (every
    // category list is refreshed: they may show her name).
    const { payload, headers } = multipartBody({ full_name: 'Ada Lovelace', author_bio: '' });
    const renamed = await t.call({
      method: 'POST',
      url: endpoints.updateProfile.path,
      token: ada.token,
      payload,
      headers,
    });
    expect(renamed.statusCode).toBe(200);
    expect(await listTitles(4)).toEqual(['Ada moved by Ada Lovelace']);
    expect(
      endpoints.authorProfile.response.parse(
        await read('authorProfile', { user_id: String(ada.userId) }),
      ).data.profile.full_name,
    ).toBe('Ada Lovelace');
    expect(await profileTitles(bo.userId)).toEqual(['Bo one']);
    expect(await listTitles(5)).toEqual(['Bo elsewhere by Bo']);
  });

  it('keeps site searches, and drops them when a live article is written', async () => {
    const user = await t.createUser('Search Writer');
    const first = await save(user.token, { title: 'Lanternfish migrate north', category: '6' });
    expect(await searchTitles('lanternfish')).toEqual(['Lanternfish migrate north']);
    await retitleInDatabase(first, 'Lanternfish changed elsewhere');
    // Kept: the same search answers from the cache.
    expect(await searchTitles('lanternfish')).toEqual(['Lanternfish migrate north']);

    // A publish anywhere drops every kept search: the new article is found at once.
    await save(user.token, { title: 'Lanternfish return south', category: '7' });
    expect((await searchTitles('lanternfish')).sort()).toEqual([
      'Lanternfish changed elsewhere',
      'Lanternfish return south',
    ]);
    // A draft drops nothing.
    await retitleInDatabase(first, 'Lanternfish changed again');
    await save(user.token, { title: 'Lanternfish draft', category: '7', is_draft: 'true' });
    expect(await searchTitles('lanternfish')).toContain('Lanternfish changed elsewhere');
  });
});
