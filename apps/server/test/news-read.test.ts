import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  CATEGORIES,
  CATEGORY_BY_SLUG,
  encodeNewsCursor,
  endpoints,
  MOST_WATCHED_LIMIT,
  type NewsItem,
  SERVER_MESSAGES,
} from '@byline/api-client/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LIST_LIMIT } from '../src/constants';
import { articles } from '../src/db/schema';
import { LocalMediaStorage } from '../src/media/storage';
import { buildSearchText, insertArticle } from '../src/news/repository';
import { seedDatabase } from '../src/seed/seed';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';

const SEEDED = 160;
const PER_CATEGORY = SEEDED / CATEGORIES.length;

const newestFirst = (a: NewsItem, b: NewsItem) => b.date.localeCompare(a.date) || b.id - a.id;

describe.each(testBackends())('read endpoints on $name', (backend) => {
  let t: TestApp;
  let authorId: number;
  let authorToken: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedDatabase(t.database.db, new LocalMediaStorage(t.mediaDir), { articles: SEEDED });
    ({ userId: authorId, token: authorToken } = await t.createUser('Draft Author'));
    ({ token: otherToken } = await t.createUser('Someone Else'));
  });
  afterAll(() => t.close());

  const newsList = (query: Record<string, string | number>) =>
    t.call({ method: 'GET', url: endpoints.newsList.path, query: stringify(query) });

  describe('unique-key header', () => {
    it('rejects a missing key with 401 and a clear message', async () => {
      const response = await t.app.inject({ method: 'GET', url: endpoints.categories.path });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 401,
        message: SERVER_MESSAGES.uniqueKey,
      });
    });

    it('rejects a wrong key, also on unknown API paths', async () => {
      for (const url of [endpoints.mostWatched.path, '/api/nothing/here']) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'unique-key': 'nope' },
        });
        expect(response.statusCode).toBe(401);
      }
    });

    it('answers unknown API paths with a 404 envelope', async () => {
      const response = await t.call({ method: 'GET', url: '/api/nothing/here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404 });
    });
  });

  it('lists the ten categories with fixed ids', async () => {
    const response = await t.call({ method: 'GET', url: endpoints.categories.path });
    expect(response.statusCode).toBe(200);
    const body = endpoints.categories.response.parse(response.json());
    expect(body.data).toEqual(CATEGORIES.map(({ id, name }) => ({ id, name })));
  });

  describe('news list', () => {
    it('pages through a category newest first with an opaque cursor', async () => {
      const seen: NewsItem[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 10; page++) {
        const response = await newsList({
          category_id: 3,
          limit: 5,
          ...(cursor ? { cursor } : {}),
        });
        expect(response.statusCode).toBe(200);
        const body = endpoints.newsList.response.parse(response.json());
        seen.push(...body.data);
        cursor = body.next_cursor;
        if (!cursor) break;
      }
      expect(seen).toHaveLength(PER_CATEGORY);
      expect(new Set(seen.map((item) => item.id)).size).toBe(PER_CATEGORY);
      expect(seen.every((item) => item.category_name === CATEGORY_BY_SLUG.business.name)).toBe(
        true,
      );
      expect(seen.every((item) => item.status === 'published')).toBe(true);
      expect([...seen].sort(newestFirst)).toEqual(seen);
    });

    it('defaults to 10 items and ends with a null cursor', async () => {
      const first = endpoints.newsList.response.parse((await newsList({ category_id: 1 })).json());
      expect(first.data).toHaveLength(10);
      const second = endpoints.newsList.response.parse(
        (await newsList({ category_id: 1, cursor: first.next_cursor ?? '' })).json(),
      );
      expect(second.data).toHaveLength(PER_CATEGORY - 10);
      expect(second.next_cursor).toBeNull();
    });

    it('keeps items with identical timestamps apart by id', async () => {
      const ids: number[] = [];
      for (let index = 0; index < 3; index++) {
        ids.push(
          await insertArticle(
            t.database.db,
            authorId,
            {
              title: `Tie ${index}`,
              description: 'same second',
              content: '<p>x</p>',
              readingMinutes: 1,
              keywords: ['tie'],
              creator: [],
              videoUrl: null,
              categoryId: 4,
              isDraft: false,
            },
            null,
          ),
        );
      }
      // Newer than the seed's, yet past: a time ahead would schedule them.
      const stamp = new Date(Date.now() - 1000);
      await t.database.db
        .update(articles)
        .set({ publishedAt: stamp })
        .where(sql`${articles.id} in (${sql.join(ids, sql`, `)})`);
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const response = await newsList({
          category_id: 4,
          limit: 1,
          q: 'tie',
          ...(cursor ? { cursor } : {}),
        });
        const body = endpoints.newsList.response.parse(response.json());
        seen.push(...body.data.map((item) => item.id));
        cursor = body.next_cursor;
      } while (cursor);
      expect(seen).toEqual([...ids].sort((a, b) => b - a));
    });

    it('searches title, description and keywords case-insensitively', async () => {
      const byTitle = endpoints.newsList.response.parse(
        (await newsList({ category_id: 3, q: 'BAKERY CHAIN' })).json(),
      );
      expect(byTitle.data.length).toBeGreaterThan(0);
      expect(byTitle.data.every((item) => /bakery chain/i.test(item.title))).toBe(true);

      const byDescription = endpoints.newsList.response.parse(
        (await newsList({ category_id: 3, q: 'twenty-two SHOPS' })).json(),
      );
      expect(byDescription.data.length).toBeGreaterThan(0);

      const byKeyword = endpoints.newsList.response.parse(
        (await newsList({ category_id: 6, q: 'Citizen Science' })).json(),
      );
      expect(byKeyword.data.length).toBeGreaterThan(0);
      expect(byKeyword.data.every((item) => item.keywords.includes('citizen science'))).toBe(true);
    });

    it('finds matches both among the newest rows and deep in the feed', async () => {
      // Newer than the seed's (its category 4 ends 12 hours back), yet past: a time ahead would
      // schedule them.
      const base = Date.now() - 1000;
      // 320 articles in Entertainment, newest first: only the 2nd and the 3 oldest mention "needle".
      const rows = Array.from({ length: 320 }, (_, index) => {
        const title =
          index === 1 || index >= 317 ? `Needle story ${index}` : `Haystack story ${index}`;
        const at = new Date(base - index * 60_000);
        return {
          authorId,
          categoryId: 4,
          status: 'published' as const,
          title,
          description: 'd',
          content: '',
          searchText: buildSearchText({ title, description: 'd', keywords: [] }),
          createdAt: at,
          updatedAt: at,
          publishedAt: at,
        };
      });
      await t.database.db.insert(articles).values(rows);
      const titles: string[] = [];
      let cursor: string | null = null;
      do {
        const response = await newsList({
          category_id: 4,
          limit: 2,
          q: 'NEEDLE',
          ...(cursor ? { cursor } : {}),
        });
        const body = endpoints.newsList.response.parse(response.json());
        titles.push(...body.data.map((item) => item.title));
        cursor = body.next_cursor;
      } while (cursor);
      expect(titles).toEqual([
        'Needle story 1',
        'Needle story 317',
        'Needle story 318',
        'Needle story 319',
      ]);
      const haystack = endpoints.newsList.response.parse(
        (await newsList({ category_id: 4, limit: 3, q: 'haystack' })).json(),
      );
      expect(haystack.data.map((item) => item.title)).toEqual([
        'Haystack story 0',
        'Haystack story 2',
        'Haystack story 3',
      ]);
    });

    it('treats % and _ in a search as plain characters', async () => {
      for (const q of ['%', '_', '\\', "'; drop table articles; --"]) {
        const response = await newsList({ category_id: 3, q });
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toEqual([]);
      }
    });

    it('never lists drafts', async () => {
      await insertArticle(
        t.database.db,
        authorId,
        {
          title: 'Secret draft about bakeries',
          description: 'not yet',
          content: '',
          readingMinutes: 0,
          keywords: [],
          creator: [],
          videoUrl: null,
          categoryId: 3,
          isDraft: true,
        },
        null,
      );
      const body = (await newsList({ category_id: 3, q: 'secret draft' })).json();
      expect(body.data).toEqual([]);
    });

    it.each([
      [{}, 400],
      [{ category_id: 'abc' }, 400],
      [{ category_id: 0 }, 400],
      [{ category_id: -2 }, 400],
      [{ category_id: 1.5 }, 400],
      [{ category_id: 99 }, 404],
      [{ category_id: 1, limit: 0 }, 400],
      [{ category_id: 1, limit: 51 }, 400],
      [{ category_id: 1, cursor: 'not-a-cursor' }, 400],
      [{ category_id: 1, cursor: Buffer.from('{"a":1}').toString('base64url') }, 400],
      [{ category_id: 1, cursor: encodeNewsCursor({ publishedAt: 'yesterday', id: 1 }) }, 400],
      [{ category_id: 1, q: 'x'.repeat(201) }, 400],
    ])('rejects %j with %i', async (query, status) => {
      const response = await newsList(query);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ status, message: expect.any(String) });
    });

    it('rejects repeated query parameters', async () => {
      const response = await t.call({
        method: 'GET',
        url: `${endpoints.newsList.path}?category_id=1&category_id=2`,
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('most recent', () => {
    it('accepts no body, an empty JSON body and {}', async () => {
      const variants = [
        t.call({ method: 'POST', url: endpoints.mostRecent.path }),
        t.call({
          method: 'POST',
          url: endpoints.mostRecent.path,
          headers: { 'content-type': 'application/json' },
          payload: '',
        }),
        t.call({ method: 'POST', url: endpoints.mostRecent.path, payload: {} }),
      ];
      for (const response of await Promise.all(variants)) {
        expect(response.statusCode).toBe(200);
        const body = endpoints.mostRecent.response.parse(response.json());
        expect(body.data).toHaveLength(10);
        expect([...body.data].sort((a, b) => b.date.localeCompare(a.date))).toEqual(body.data);
      }
    });

    it('filters by category', async () => {
      const response = await t.call({
        method: 'POST',
        url: endpoints.mostRecent.path,
        payload: { category_id: 9 },
      });
      const body = endpoints.mostRecent.response.parse(response.json());
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((item) => item.category_name === CATEGORY_BY_SLUG.tourism.name)).toBe(
        true,
      );
    });

    it.each([
      [{ category_id: 99 }, 404],
      [{ category_id: 'x' }, 400],
      ['{not json', 400],
      ['[1,2', 400],
    ])('rejects %j with %i', async (payload, status) => {
      const response = await t.call({
        method: 'POST',
        url: endpoints.mostRecent.path,
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(status);
    });
  });

  describe('compression', () => {
    const mostWatched = (acceptEncoding?: string) =>
      t.call({
        method: 'GET',
        url: endpoints.mostWatched.path,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });

    it('sends a large answer brotli- or gzip-compressed as the client accepts, the same JSON', async () => {
      const plain = await mostWatched();
      expect(plain.headers['content-encoding']).toBeUndefined();
      const json = plain.json();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);

      const brotli = await mostWatched('gzip, deflate, br');
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(json);

      const gzip = await mostWatched('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(json);
    });

    it('leaves small answers as they are', async () => {
      const categories = await t.call({
        method: 'GET',
        url: endpoints.categories.path,
        headers: { 'accept-encoding': 'br' },
      });
      expect(categories.headers['content-encoding']).toBeUndefined();
      expect(categories.json().data).toHaveLength(CATEGORIES.length);
    });
  });

  describe('most watched and views', () => {
    it('ranks published articles by recorded views, 16 at most', async () => {
      const response = await t.call({ method: 'GET', url: endpoints.mostWatched.path });
      const body = endpoints.mostWatched.response.parse(response.json());
      expect(body.data).toHaveLength(MOST_WATCHED_LIMIT);
      const views = await t.database.db
        .select({ id: articles.id, views: articles.viewCount })
        .from(articles)
        .where(
          sql`${articles.id} in (${sql.join(
            body.data.map((item) => item.id),
            sql`, `,
          )})`,
        );
      const viewsById = new Map(views.map((row) => [row.id, row.views]));
      const ranked = body.data.map((item) => viewsById.get(item.id) ?? -1);
      expect([...ranked].sort((a, b) => b - a)).toEqual(ranked);
    });

    it('opening an article records a view that moves it up', async () => {
      const [target] = await t.database.db
        .select({ id: articles.id })
        .from(articles)
        .where(eq(articles.status, 'published'))
        .orderBy(articles.viewCount)
        .limit(1);
      const id = target?.id ?? 0;
      const top = await t.database.db
        .select({ views: articles.viewCount })
        .from(articles)
        .orderBy(sql`${articles.viewCount} desc`)
        .limit(1);
      // Put it one view short of the top, then open it twice.
      await t.database.db
        .update(articles)
        .set({ viewCount: (top[0]?.views ?? 0) - 1 })
        .where(eq(articles.id, id));
      for (let index = 0; index < 2; index++) {
        const opened = await t.call({
          method: 'GET',
          url: endpoints.articleById.path,
          query: { news_id: String(id) },
        });
        expect(opened.statusCode).toBe(200);
      }
      const body = endpoints.mostWatched.response.parse(
        (await t.call({ method: 'GET', url: endpoints.mostWatched.path })).json(),
      );
      expect(body.data[0]?.id).toBe(id);
    });
  });

  describe('article by id', () => {
    let draftId: number;
    beforeAll(async () => {
      draftId = await insertArticle(
        t.database.db,
        authorId,
        {
          title: 'Unfinished',
          description: 'draft',
          content: '<p>body</p>',
          readingMinutes: 1,
          keywords: ['k'],
          creator: ['Me'],
          videoUrl: null,
          categoryId: 2,
          isDraft: true,
        },
        null,
      );
    });

    const open = (newsId: string | number, token?: string) =>
      t.call({
        method: 'GET',
        url: endpoints.articleById.path,
        query: { news_id: String(newsId) },
        ...(token ? { token } : {}),
      });

    it('returns a published article with its body to anyone', async () => {
      const response = await open(1);
      expect(response.statusCode).toBe(200);
      const body = endpoints.articleById.response.parse(response.json());
      expect(body.data).toMatchObject({ id: 1, status: 'published', category_id: 1 });
      expect(body.data.content).toContain('<p>');
      // The seed's covers are 1200 × 675; share cards state the size.
      expect(body.data).toMatchObject({ image_width: 1200, image_height: 675 });
      expect(body.data.updated_at).toBe(body.data.pub_date);
    });

    it('shows a draft only to its author, and counts no view for it', async () => {
      expect((await open(draftId)).statusCode).toBe(404);
      expect((await open(draftId, otherToken)).statusCode).toBe(404);
      const own = await open(draftId, authorToken);
      expect(own.statusCode).toBe(200);
      expect(own.json().data).toMatchObject({ id: draftId, status: 'draft', pub_date: null });
      const [row] = await t.database.db
        .select({ views: articles.viewCount })
        .from(articles)
        .where(eq(articles.id, draftId));
      expect(row?.views).toBe(0);
    });

    it('reads a stale bearer on a public article as anonymous', async () => {
      expect((await open(1, 'stale-token')).statusCode).toBe(200);
    });

    it.each([
      ['999999', 404],
      ['abc', 400],
      ['0', 400],
      ['', 400],
    ])('answers news_id=%j with %i', async (newsId, status) => {
      expect((await open(newsId)).statusCode).toBe(status);
    });
  });

  describe('author profile', () => {
    it('shows public fields and published articles only', async () => {
      const response = await t.call({
        method: 'GET',
        url: endpoints.authorProfile.path,
        query: { user_id: String(authorId) },
      });
      expect(response.statusCode).toBe(200);
      const raw = response.json();
      expect(raw.data.profile).not.toHaveProperty('user_email');
      expect(raw.data.profile).not.toHaveProperty('user_mobile_no');
      const body = endpoints.authorProfile.response.parse(raw);
      expect(body.data.articles.every((item) => item.status === 'published')).toBe(true);
      expect(body.data.articles.every((item) => item.author.user_id === authorId)).toBe(true);
      const [published] = await t.database.db
        .select({ value: count() })
        .from(articles)
        .where(and(eq(articles.authorId, authorId), eq(articles.status, 'published')));
      expect(body.data.profile.articles_count).toBe(Number(published?.value));
      expect(body.data.articles).toHaveLength(Math.min(Number(published?.value), USER_LIST_LIMIT));
    });

    it('answers an unknown author with 404 and a bad id with 400', async () => {
      const unknown = await t.call({
        method: 'GET',
        url: endpoints.authorProfile.path,
        query: { user_id: '424242' },
      });
      expect(unknown.statusCode).toBe(404);
      const bad = await t.call({
        method: 'GET',
        url: endpoints.authorProfile.path,
        query: { user_id: 'x' },
      });
      expect(bad.statusCode).toBe(400);
    });
  });
});

function stringify(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}
