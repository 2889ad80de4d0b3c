import {
  CATEGORY_BY_SLUG,
  FEED_PATHS,
  FEED_TITLES,
  feedPathAs,
  PAGE_PATHS,
  SERVER_MESSAGES,
  tagSlugsOf,
  withSourceMarker,
} from '@byline/api-client/contract';
import { TAG_SLUG_CASES } from '@byline/api-client/testing';
import { parseFeed } from '@rowanmanning/feed-parser';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../src/db/schema';
import {
  type ArticleValues,
  deleteArticle,
  insertArticle,
  publishArticle,
  unscheduleArticle,
  updateArticle,
} from '../src/news/repository';
import { tagSlugsSql } from '../src/news/tagSlugsSql';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';

const PUBLIC_ORIGIN = 'https://news.example.test';

const values = (overrides: Partial<ArticleValues>): ArticleValues => ({
  title: 'A tagged story',
  description: 'What happened.',
  content: '<p>Body.</p>',
  readingMinutes: 1,
  keywords: [],
  creator: [],
  videoUrl: null,
  categoryId: CATEGORY_BY_SLUG.world.id,
  isDraft: false,
  ...overrides,
});

describe.each(testBackends())('tag pages on $name', (backend) => {
  let t: TestApp;
  let authorId: number;

  const tagNews = (tag: string, query = '') =>
    t.call({ method: 'GET', url: `/api/News/tagNews?tag=${encodeURIComponent(tag)}${query}` });
  const listedIds = async (tag: string) => {
    const response = await tagNews(tag);
    if (response.statusCode === 404) return [];
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: Array<{ id: number }> }).data.map((item) => item.id);
  };

  beforeAll(async () => {
    t = await createTestApp(backend, { env: { PUBLIC_ORIGIN } });
    ({ userId: authorId } = await t.createUser('Tag Author'));
  });
  afterAll(() => t.close());

  it('writes the slugs in SQL (seed, migration) exactly as the contract makes them', async () => {
    const keywords = TAG_SLUG_CASES.map(([keyword]) => keyword);
    const result = (await t.database.db.execute(
      sql`select ${tagSlugsSql(sql`${JSON.stringify(keywords)}::jsonb`)} as slugs`,
    )) as unknown as { rows: Array<{ slugs: string[] }> };
    expect(result.rows[0]?.slugs).toEqual(tagSlugsOf(keywords));
    for (const [keyword, slug] of TAG_SLUG_CASES) {
      const one = (await t.database.db.execute(
        sql`select ${tagSlugsSql(sql`${JSON.stringify([keyword])}::jsonb`)} as slugs`,
      )) as unknown as { rows: Array<{ slugs: string[] }> };
      expect(one.rows[0]?.slugs, keyword).toEqual(slug === '' ? [] : [slug]);
    }
  });

  it('lists the live articles carrying a tag, newest first, whatever the keyword’s spelling', async () => {
    const older = await insertArticle(
      t.database.db,
      authorId,
      values({ title: 'Older', keywords: ['Climate Change', 'rail'] }),
      null,
    );
    const newer = await insertArticle(
      t.database.db,
      authorId,
      values({ title: 'Newer', keywords: ['climate change!', 'Zürich'] }),
      null,
    );
    await t.database.db
      .update(articles)
      .set({ publishedAt: new Date(Date.now() - 60_000) })
      .where(eq(articles.id, older));
    const draft = await insertArticle(
      t.database.db,
      authorId,
      values({ title: 'An unpublished one', keywords: ['Climate Change'], isDraft: true }),
      null,
    );
    expect(await listedIds('climate-change')).toEqual([newer, older]);
    expect(await listedIds('zurich')).toEqual([newer]);
    expect(await listedIds('climate-change')).not.toContain(draft);

    // Pages of one, with the cursor of the one before.
    const first = await tagNews('climate-change', '&limit=1');
    const firstPage = first.json() as { data: Array<{ id: number }>; next_cursor: string };
    expect(firstPage.data.map((item) => item.id)).toEqual([newer]);
    const second = await tagNews(
      'climate-change',
      `&limit=1&cursor=${encodeURIComponent(firstPage.next_cursor)}`,
    );
    expect((second.json() as { data: Array<{ id: number }> }).data.map((item) => item.id)).toEqual([
      older,
    ]);
  });

  it('follows every change: keywords edited, made a draft, scheduled, published, deleted', async () => {
    const db = t.database.db;
    const id = await insertArticle(db, authorId, values({ keywords: ['Harbour Life'] }), null);
    expect(await listedIds('harbour-life')).toEqual([id]);

    await updateArticle(db, id, values({ keywords: ['Ferries'] }), null, sql`now()`);
    expect(await listedIds('harbour-life')).toEqual([]);
    expect(await listedIds('ferries')).toEqual([id]);

    await updateArticle(db, id, values({ keywords: ['Ferries'], isDraft: true }), null, sql`null`);
    expect(await listedIds('ferries')).toEqual([]);

    // Scheduled an hour ahead: not before its time.
    await publishArticle(db, id, sql`now() + interval '1 hour'`);
    expect(await listedIds('ferries')).toEqual([]);
    await unscheduleArticle(db, id);
    await publishArticle(db, id, sql`now()`);
    expect(await listedIds('ferries')).toEqual([id]);

    await deleteArticle(db, id);
    expect(await listedIds('ferries')).toEqual([]);
  });

  it('answers a tag nobody’s live article carries with a clear 404', async () => {
    const response = await tagNews('no-such-tag');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, message: SERVER_MESSAGES.tagNotFound });
  });

  it('has a feed in RSS, Atom and JSON Feed, named for the tag as written', async () => {
    const id = await insertArticle(
      t.database.db,
      authorId,
      values({ title: 'Night trains return', keywords: ['Night Trains'] }),
      null,
    );
    for (const format of ['rss', 'atom', 'json'] as const) {
      const path = feedPathAs(FEED_PATHS.tagFeed('night-trains'), format);
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      const feed =
        format === 'json'
          ? (JSON.parse(response.body) as { title: string; items: Array<{ url: string }> })
          : parseFeed(response.body);
      expect(feed.title, path).toBe(FEED_TITLES.tag('Night Trains'));
      expect(
        feed.items.map((item) => item.url),
        path,
      ).toEqual([withSourceMarker(`${PUBLIC_ORIGIN}${PAGE_PATHS.article(id)}`, 'feed')]);
    }
    const missing = await t.app.inject({ method: 'GET', url: FEED_PATHS.tagFeed('no-such-tag') });
    expect(missing.statusCode).toBe(404);
  });

  it('puts every tag page with a live article in the sitemap', async () => {
    await insertArticle(
      t.database.db,
      authorId,
      values({ title: 'Sitemapped', keywords: ['Open Data'] }),
      null,
    );
    await insertArticle(
      t.database.db,
      authorId,
      values({ title: 'Unpublished', keywords: ['Secret Plans'], isDraft: true }),
      null,
    );
    const index = await t.app.inject({ method: 'GET', url: FEED_PATHS.sitemapIndex });
    expect(index.body).toContain(`${PUBLIC_ORIGIN}${FEED_PATHS.tagsSitemap(0)}`);
    const page = await t.app.inject({ method: 'GET', url: FEED_PATHS.tagsSitemap(0) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<loc>${PUBLIC_ORIGIN}${PAGE_PATHS.tag('open-data')}</loc>`);
    expect(page.body).not.toContain(PAGE_PATHS.tag('secret-plans'));
    const past = await t.app.inject({ method: 'GET', url: FEED_PATHS.tagsSitemap(9) });
    expect(past.statusCode).toBe(404);
  });
});
