import { endpoints, SERVER_MESSAGES } from '@byline/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_WINDOW_MS } from '../src/constants';
import { articles, articleViews } from '../src/db/schema';
import { type ArticleValues, insertArticle } from '../src/news/repository';
import { ViewCounter } from '../src/news/views';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';

const article = (title: string, isDraft = false): ArticleValues => ({
  title,
  description: 'd',
  content: '<p>c</p>',
  readingMinutes: 1,
  keywords: [],
  creator: [],
  videoUrl: null,
  categoryId: 1,
  isDraft,
});

describe.each(testBackends())('views of Most Watched on $name', (backend) => {
  let t: TestApp;
  let author: { userId: number; token: string };
  let leader: number;
  let runnerUp: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    author = await t.createUser('Vera Viewed');
    leader = await insertArticle(t.database.db, author.userId, article('Leader'), null);
    runnerUp = await insertArticle(t.database.db, author.userId, article('Runner-up'), null);
    await t.database.db.update(articles).set({ viewCount: 11 }).where(eq(articles.id, leader));
    await t.database.db.update(articles).set({ viewCount: 9 }).where(eq(articles.id, runnerUp));
  });
  afterAll(() => t.close());

  const open = (id: number, remoteAddress: string, token?: string) =>
    t.call({
      method: 'GET',
      url: endpoints.articleById.path,
      query: { news_id: String(id) },
      remoteAddress,
      ...(token ? { token } : {}),
    });
  const views = async (id: number) =>
    (await t.database.db.select().from(articles).where(eq(articles.id, id)))[0]?.viewCount;
  const mostWatched = async () =>
    endpoints.mostWatched.response
      .parse((await t.call({ method: 'GET', url: endpoints.mostWatched.path })).json())
      .data.map((item) => item.title);

  it('counts 300 reads from one address once, so they cannot move an article up', async () => {
    for (let batch = 0; batch < 6; batch++) {
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => open(runnerUp, '203.0.113.7')),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    }
    expect(await views(runnerUp)).toBe(10);
    expect(await mostWatched()).toEqual(['Leader', 'Runner-up']);
  });

  it('counts different readers separately, each once', async () => {
    await open(runnerUp, '198.51.100.2');
    await open(runnerUp, '198.51.100.2');
    expect(await views(runnerUp)).toBe(11);
    // A signed-in reader is one reader wherever they are; anonymous from the same address is another.
    await open(runnerUp, '203.0.113.7', author.token);
    await open(runnerUp, '192.0.2.99', author.token);
    expect(await views(runnerUp)).toBe(12);
    // IPv6 addresses count by their /64, as one household or device does.
    await open(runnerUp, '2001:db8:1:2::10');
    await open(runnerUp, '2001:db8:1:2::11');
    expect(await views(runnerUp)).toBe(13);
    expect(await mostWatched()).toEqual(['Runner-up', 'Leader']);
  });

  it('never stores the address, and counts no draft', async () => {
    const keys = await t.database.db.select({ key: articleViews.readerKey }).from(articleViews);
    expect(keys.length).toBeGreaterThan(0);
    for (const { key } of keys) {
      expect(key).toMatch(/^(u:\d+|a:[\w-]{22})$/);
      expect(key).not.toContain('203.0.113');
    }
    const draft = await insertArticle(
      t.database.db,
      author.userId,
      article('Unpublished story', true),
      null,
    );
    expect((await open(draft, '203.0.113.7', author.token)).statusCode).toBe(200);
    expect(await views(draft)).toBe(0);
  });

  it('counts a reader again in the next window, and forgets the earlier one', async () => {
    let now = Date.UTC(2031, 0, 1, 12);
    const counter = new ViewCounter(t.database.db, () => now);
    const reader = { userId: null, address: '203.0.113.50' };
    expect(await counter.record(leader, reader)).toBe(true);
    now += 60 * 60 * 1000;
    expect(await counter.record(leader, reader)).toBe(false);
    now += VIEW_WINDOW_MS;
    expect(await counter.record(leader, reader)).toBe(true);
    const windows = await t.database.db
      .selectDistinct({ start: articleViews.windowStart })
      .from(articleViews);
    expect(windows).toEqual([{ start: new Date(Date.UTC(2031, 0, 2)) }]);
  });
});

describe.each(testBackends())('read rate limit on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { rateLimits: { reads: 5 } });
  });
  afterAll(() => t.close());

  it('answers 429 with the contract’s message once an address has read its share', async () => {
    const read = (remoteAddress: string, url: string = endpoints.mostWatched.path) =>
      t.call({ method: 'GET', url, query: { category_id: '1' }, remoteAddress });
    const statuses = [];
    for (let index = 0; index < 8; index++) {
      // Every read endpoint draws on the same allowance.
      const url = index % 2 === 0 ? endpoints.mostWatched.path : endpoints.newsList.path;
      const response = await read('203.0.113.9', url);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({
          status: 429,
          message: expect.stringContaining(SERVER_MESSAGES.rateLimited),
        });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // Another address reads on.
    expect((await read('198.51.100.20')).statusCode).toBe(200);
  });
});
