import { endpoints, SERVER_MESSAGES } from '@byline/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleDailySources, articleDailyStats, articleStatTotals } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { callEndpoint, saveArticle } from './helpers/community';

type User = { userId: number; token: string };

describe.each(testBackends())('stats on $name', (backend) => {
  let t: TestApp;
  let writer: User;
  let fan: User;
  let admin: User;
  let articleId: number;

  beforeAll(async () => {
    t = await createTestApp(backend, {
      env: { STATS_ADMIN_EMAILS: 'someone@example.test, Stats.Admin@example.test' },
    });
    writer = await t.createUser('Stat Writer');
    fan = await t.createUser('Stat Fan');
    admin = await t.createUser('Stats Admin');
    articleId = await saveArticle(t, writer.token, { title: 'Counted story' });
  });
  afterAll(() => t.close());

  const call = <Name extends Parameters<typeof callEndpoint>[1]>(
    name: Name,
    user: User | undefined,
    fields: Record<string, string | number | boolean> = {},
  ) => callEndpoint(t, name, user?.token, fields);

  const open = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.call({
      method: 'GET',
      url: endpoints.articleById.path,
      query: { news_id: String(articleId) },
      remoteAddress,
      headers,
    });
  const beacon = (remoteAddress: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: endpoints.statsBeacon.path, remoteAddress, payload });

  it('counts views, reads, referrers and devices once per reader and day', async () => {
    await open('203.0.113.1', { referer: 'https://www.google.com/search?q=secret+words' });
    await open('203.0.113.1', { referer: 'https://elsewhere.example/a' });
    await open('203.0.113.2', { referer: 'https://news.example.org/links?id=7' });
    await open('203.0.113.3', { 'x-byline-ref': 'newsletter' });
    // Reads: once per reader, however often sent; none for a reader who never opened it.
    for (let i = 0; i < 3; i++) {
      const sent = await beacon('203.0.113.1', { news_id: articleId, event: 'read', width: 390 });
      expect(sent.statusCode).toBe(200);
    }
    await beacon('203.0.113.9', { news_id: articleId, event: 'read', width: 390 });
    await beacon('203.0.113.1', { news_id: articleId, event: 'view', width: 390 });
    await beacon('203.0.113.2', { news_id: articleId, event: 'view', width: 1440 });
    await beacon('203.0.113.2', { news_id: articleId, event: 'view', width: 1440 });

    const answer = await call('articleStats', writer, { news_id: articleId, days: 7 });
    expect(answer.status).toBe(200);
    const stats = answer.body.data;
    expect(stats.views.total_views).toBe(3);
    expect(stats.views.total_reads).toBe(1);
    expect(stats.views.series).toHaveLength(7);
    expect(stats.views.series.at(-1)).toMatchObject({ views: 3, reads: 1 });
    expect(stats.sources).toEqual(
      expect.arrayContaining([
        { source: 'search', domain: 'google.com', views: 1 },
        { source: 'website', domain: 'news.example.org', views: 1 },
        { source: 'newsletter', domain: '', views: 1 },
      ]),
    );
    expect(stats.sources).toHaveLength(3);
    expect(JSON.stringify(stats)).not.toContain('secret');
    expect(stats.devices).toEqual(
      expect.arrayContaining([
        { device: 'phone', views: 1 },
        { device: 'desktop', views: 1 },
      ]),
    );
  });

  it("shows the author's followers, coins and articles table", async () => {
    expect((await call('follow', fan, { user_id: writer.userId })).status).toBe(200);
    const reward = await call('rewardAuthor', fan, {
      user_id: writer.userId,
      amount: 5,
      news_id: articleId,
      idempotency_key: 'stats-reward-0001',
    });
    expect(reward.status).toBe(200);
    const author = await call('authorStats', writer, { user_id: writer.userId, days: 30 });
    expect(author.status).toBe(200);
    expect(author.body.data.views.total_views).toBe(3);
    expect(author.body.data.views.series).toHaveLength(30);
    expect(author.body.data.followers).toMatchObject({ added: 1, total: 1 });
    expect(author.body.data.coins).toMatchObject({ added: 5, total: 5 });
    const table = await call('statsArticles', writer, { user_id: writer.userId, sort: 'views' });
    expect(table.body.data.items).toEqual([
      expect.objectContaining({ id: articleId, views: 3, reads: 1, coins: 5, comments: 0 }),
    ]);
    expect(table.body.data.items[0]?.read_ratio).toBeCloseTo(1 / 3);
    expect(table.body.data.total).toBe(1);
  });

  it("refuses another author's stats (403) and the site's to non-administrators", async () => {
    for (const answer of [
      await call('authorStats', fan, { user_id: writer.userId }),
      await call('statsArticles', fan, { user_id: writer.userId }),
      await call('articleStats', fan, { news_id: articleId }),
    ]) {
      expect(answer).toMatchObject({ status: 403, message: SERVER_MESSAGES.notYourStats });
    }
    expect(await call('siteStats', writer)).toMatchObject({
      status: 403,
      message: SERVER_MESSAGES.siteStatsForbidden,
    });
  });

  it('shows the whole site to the administrators the configuration names', async () => {
    const site = await call('siteStats', admin, { days: 7 });
    expect(site.status).toBe(200);
    expect(site.body.data.views).toMatchObject({ total_views: 3, total_reads: 1 });
    expect(site.body.data.coins).toMatchObject({ added: 5 });
    // Every author's articles, naming their author; each one's own stats open to them too.
    const table = await call('siteStatsArticles', admin, { sort: 'views' });
    expect(table.status).toBe(200);
    expect(table.body.data.items).toEqual([
      expect.objectContaining({
        id: articleId,
        views: 3,
        author: { id: writer.userId, name: 'Stat Writer' },
      }),
    ]);
    const article = await call('articleStats', admin, { news_id: articleId, days: 7 });
    expect(article.status).toBe(200);
    expect(article.body.data.views.total_views).toBe(3);
    expect(await call('siteStatsArticles', writer, { sort: 'views' })).toMatchObject({
      status: 403,
      message: SERVER_MESSAGES.siteStatsForbidden,
    });
  });

  it('refuses bad beacons with 400 and counts nothing', async () => {
    for (const payload of [
      { news_id: articleId, event: 'like', width: 390 },
      { news_id: articleId, event: 'read', width: 0 },
      { news_id: 'x', event: 'read', width: 390 },
      { news_id: articleId, event: 'read' },
    ]) {
      expect((await beacon('203.0.113.2', payload)).statusCode).toBe(400);
    }
    const stats = await call('articleStats', writer, { news_id: articleId, days: 7 });
    expect(stats.body.data.views.total_reads).toBe(1);
    expect((await call('articleStats', writer, { news_id: articleId, days: 14 })).status).toBe(400);
  });

  it("forgets a deleted article's stats; the author's and the site's days keep its views", async () => {
    const doomed = await saveArticle(t, writer.token, { title: 'Short-lived story' });
    await t.call({
      method: 'GET',
      url: endpoints.articleById.path,
      query: { news_id: String(doomed) },
      remoteAddress: '203.0.113.40',
    });
    const before = await call('siteStats', admin, { days: 7 });
    expect(before.body.data.views.total_views).toBe(4);
    expect((await call('deleteArticle', writer, { news_id: doomed })).status).toBe(200);

    expect(await call('articleStats', writer, { news_id: doomed })).toMatchObject({ status: 404 });
    const table = await call('statsArticles', writer, { user_id: writer.userId, sort: 'views' });
    expect(table.body.data.items.map((row: { id: number }) => row.id)).toEqual([articleId]);
    for (const table of [articleDailyStats, articleDailySources, articleStatTotals]) {
      expect(await t.database.db.select().from(table).where(eq(table.articleId, doomed))).toEqual(
        [],
      );
    }
    // Counts that name nobody stay: the author's and the site's views of those days.
    expect((await call('siteStats', admin, { days: 7 })).body.data.views.total_views).toBe(4);
    const author = await call('authorStats', writer, { user_id: writer.userId, days: 7 });
    expect(author.body.data.views.total_views).toBe(4);
  });
});
