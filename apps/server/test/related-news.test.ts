import {
  endpoints,
  RELATED_NEWS_LIMIT,
  RELATED_NEWS_SPLIT,
  SERVER_MESSAGES,
} from '@byline/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../src/db/schema';
import { RELATED_SCAN_ROWS } from '../src/news/relatedRepository';
import { insertArticle } from '../src/news/repository';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';

/**
 * Related news (docs/product.md#article-page): never the article itself, nor anything readers cannot see; the same
 * category and author first, then the same category, then the same author, then the most read.
 */
describe.each(testBackends())('related news on $name', (backend) => {
  let t: TestApp;
  let author: { userId: number; token: string };
  let other: { userId: number; token: string };
  /** Article ids by name. */
  const ids: Record<string, number> = {};

  const add = async (
    name: string,
    placement: { authorId: number; categoryId: number; views?: number; draft?: boolean },
  ) => {
    const id = await insertArticle(
      t.database.db,
      placement.authorId,
      {
        title: `Story ${name}`,
        description: `About ${name}`,
        content: `<p>The ${name} story.</p>`,
        readingMinutes: 1,
        keywords: [name],
        creator: [],
        videoUrl: null,
        categoryId: placement.categoryId,
        isDraft: placement.draft ?? false,
      },
      null,
    );
    if (placement.views) {
      await t.database.db
        .update(articles)
        .set({ viewCount: placement.views })
        .where(eq(articles.id, id));
    }
    ids[name] = id;
    return id;
  };

  const related = (newsId: number, limit?: number) =>
    t.call({
      method: 'GET',
      url: endpoints.relatedNews.path,
      query: { news_id: String(newsId), ...(limit ? { limit: String(limit) } : {}) },
    });
  const relatedIds = async (newsId: number, limit?: number) => {
    const response = await related(newsId, limit);
    expect(response.statusCode).toBe(200);
    return endpoints.relatedNews.response.parse(response.json()).data.map((item) => item.id);
  };

  beforeAll(async () => {
    t = await createTestApp(backend, { env: { READ_CACHE_MS: '60000' } });
    author = await t.createUser('Related Author');
    other = await t.createUser('Other Author');
    const a = author.userId;
    const b = other.userId;
    await add('target', { authorId: a, categoryId: 1, views: 7 });
    await add('sameBothQuiet', { authorId: a, categoryId: 1, views: 5 });
    await add('sameBothRead', { authorId: a, categoryId: 1, views: 50 });
    await add('sameCategory', { authorId: b, categoryId: 1, views: 100 });
    await add('sameAuthor', { authorId: a, categoryId: 2, views: 1000 });
    await add('mostRead', { authorId: b, categoryId: 2, views: 10_000 });
    await add('lessRead', { authorId: b, categoryId: 3, views: 3 });
    await add('draft', { authorId: a, categoryId: 1, views: 1_000_000, draft: true });
    await add('scheduled', { authorId: a, categoryId: 1, views: 1_000_000 });
    await t.database.db
      .update(articles)
      .set({ publishedAt: sql`now() + interval '1 day'` })
      .where(eq(articles.id, ids.scheduled as number));
  });
  afterAll(() => t.close());

  it('ranks the same category and author first, then category, author, and the most read', async () => {
    expect(await relatedIds(ids.target as number)).toEqual(
      ['sameBothRead', 'sameBothQuiet', 'sameCategory', 'sameAuthor', 'mostRead', 'lessRead'].map(
        (name) => ids[name],
      ),
    );
  });

  it('never lists the article itself, a draft or an article before its time', async () => {
    for (const name of ['target', 'sameCategory', 'mostRead', 'lessRead']) {
      const listed = await relatedIds(ids[name] as number, RELATED_NEWS_LIMIT);
      expect(listed, name).not.toContain(ids[name]);
      expect(listed, name).not.toContain(ids.draft);
      expect(listed, name).not.toContain(ids.scheduled);
      expect(new Set(listed).size, name).toBe(listed.length);
    }
  });

  it('answers at most the limit asked for: Recommended gets the closest', async () => {
    expect(await relatedIds(ids.target as number, RELATED_NEWS_SPLIT.recommended)).toEqual(
      ['sameBothRead', 'sameBothQuiet', 'sameCategory'].map((name) => ids[name]),
    );
  });

  it('answers 404 for a missing article, a draft and a scheduled one', async () => {
    for (const newsId of [ids.draft, ids.scheduled, 2_000_000_000]) {
      const response = await related(newsId as number);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: SERVER_MESSAGES.articleNotFound });
    }
  });

  it('weighs only the newest RELATED_SCAN_ROWS of the category: a bounded read', async () => {
    const lonely = await add('lonelyTarget', { authorId: other.userId, categoryId: 9 });
    const old = await add('oldNeighbour', { authorId: author.userId, categoryId: 9 });
    await t.database.db
      .update(articles)
      .set({ publishedAt: sql`now() - interval '30 days'` })
      .where(eq(articles.id, old));
    for (let index = 0; index < RELATED_SCAN_ROWS; index++) {
      await add(`newNeighbour${index}`, { authorId: author.userId, categoryId: 9 });
    }
    const listed = await relatedIds(lonely, RELATED_NEWS_LIMIT);
    expect(listed).toHaveLength(RELATED_NEWS_LIMIT);
    expect(listed).not.toContain(old);
    // Every one the same category (the newest ones), the newer first at equal views.
    expect(listed).toEqual(
      Array.from(
        { length: RELATED_NEWS_LIMIT },
        (_, index) => ids[`newNeighbour${RELATED_SCAN_ROWS - 1 - index}`],
      ),
    );
  });

  it('a publication drops the cached answers, so a new neighbour shows at once', async () => {
    const before = await relatedIds(ids.target as number);
    const fresh = await add('freshDraft', {
      authorId: author.userId,
      categoryId: 1,
      views: 500,
      draft: true,
    });
    // Written behind the server's back: the cached answer stays.
    expect(await relatedIds(ids.target as number)).toEqual(before);
    const published = await t.call({
      method: 'POST',
      url: endpoints.publishDraft.path,
      token: author.token,
      payload: { news_id: fresh },
    });
    expect(published.statusCode).toBe(200);
    expect((await relatedIds(ids.target as number))[0]).toBe(fresh);
  });
});
