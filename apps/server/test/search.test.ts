import { endpoints, type SearchResult } from '@byline/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../src/db/schema';
import { type ArticleValues, insertArticle } from '../src/news/repository';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';

const article = (overrides: Partial<ArticleValues>): ArticleValues => ({
  title: 'Untitled',
  description: 'A story.',
  content: '<p>Nothing to see.</p>',
  readingMinutes: 1,
  keywords: [],
  creator: [],
  videoUrl: null,
  categoryId: 1,
  isDraft: false,
  ...overrides,
});

describe.each(testBackends())('site search on $name', (backend) => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  const search = async (query: Record<string, string | number>) => {
    const response = await t.call({
      method: 'GET',
      url: endpoints.search.path,
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    });
    expect(response.statusCode).toBe(200);
    return endpoints.search.response.parse(response.json());
  };
  const titles = (items: SearchResult[]) => items.map((item) => item.title);

  beforeAll(async () => {
    t = await createTestApp(backend);
    const { userId } = await t.createUser('Search Author');
    const add = async (
      name: string,
      values: Partial<ArticleValues>,
      stored: { publishedAt?: Date; subtitle?: string } = {},
    ) => {
      ids[name] = await insertArticle(t.database.db, userId, article(values), null);
      if (stored.publishedAt || stored.subtitle) {
        await t.database.db
          .update(articles)
          .set(stored)
          .where(eq(articles.id, ids[name] ?? 0));
      }
    };
    await add('body', {
      title: 'Harbour works resume',
      content: '<p>The zeppelin hangar by the harbour reopens.</p>',
    });
    await add('headline', { title: 'Zeppelin returns to the skies', categoryId: 2 });
    await add('subtitle', { title: 'Airships again' }, { subtitle: 'A zeppelin flies over town' });
    await add('html', {
      title: 'Quokka <b>bold</b> & "friends"',
      content: '<p>The quokka &amp; its <em>friends</em> smile.</p>',
    });
    await add(
      'old',
      { title: 'Quokka census of last year' },
      { publishedAt: new Date('2025-03-10T12:00:00Z') },
    );
    await add('draft', { title: 'Zeppelin draft', isDraft: true });
    await add(
      'scheduled',
      { title: 'Zeppelin tomorrow' },
      { publishedAt: new Date(Date.now() + 86_400_000) },
    );
    for (let index = 0; index < 7; index++) {
      await add(`many${index}`, { title: `Marmot report ${index}`, content: '<p>marmot</p>' });
    }
  });
  afterAll(() => t.close());

  it('ranks a headline match above a subtitle match above a body match', async () => {
    const page = await search({ q: 'zeppelin' });
    expect(page.data.map((item) => item.id)).toEqual([ids.headline, ids.subtitle, ids.body]);
  });

  it('marks the matched words and escapes everything else', async () => {
    const [item] = (await search({ q: 'quokka' })).data.filter((found) => found.id === ids.html);
    expect(item?.headline_html).toBe(
      '<mark>Quokka</mark> &lt;b&gt;bold&lt;/b&gt; &amp; &quot;friends&quot;',
    );
    // A snippet is the fragment around the match, its entities decoded, then escaped again.
    expect(item?.snippet_html).toContain('<mark>quokka</mark> &amp; its friends smile');
    const headline = (await search({ q: 'zeppelin' })).data[0];
    expect(headline?.headline_html).toBe('<mark>Zeppelin</mark> returns to the skies');
  });

  it('corrects a misspelt word to the nearest word the articles have, ranked and marked', async () => {
    const page = await search({ q: 'zepelin' });
    expect(page.data.map((item) => item.id)).toEqual([ids.headline, ids.subtitle, ids.body]);
    expect(page.data[0]?.headline_html).toBe('<mark>Zeppelin</mark> returns to the skies');
    // Each word is corrected on its own.
    const two = await search({ q: 'zepelin harbur' });
    expect(two.data.map((item) => item.id)).toEqual([ids.body]);
  });

  it('finds nothing, rather than something else, when no word is near', async () => {
    expect((await search({ q: 'xqzvbnm' })).data).toEqual([]);
    // A known word outside the chosen category is not turned into another word.
    expect((await search({ q: 'quokka', category_id: 2 })).data).toEqual([]);
  });

  it('filters by category and by date', async () => {
    expect((await search({ q: 'zeppelin', category_id: 2 })).data.map((item) => item.id)).toEqual([
      ids.headline,
    ]);
    const march = await search({ q: 'quokka', from: '2025-03-10', to: '2025-03-10' });
    expect(march.data.map((item) => item.id)).toEqual([ids.old]);
    const later = await search({ q: 'quokka', from: '2025-03-11' });
    expect(later.data.map((item) => item.id)).toEqual([ids.html]);
  });

  it('pages through every match once', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await search({ q: 'marmot', limit: 3, ...(cursor ? { cursor } : {}) });
      seen.push(...page.data.map((item) => item.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it('never finds drafts or scheduled articles', async () => {
    const found = titles((await search({ q: 'zeppelin', limit: 50 })).data);
    expect(found).not.toContain('Zeppelin draft');
    expect(found).not.toContain('Zeppelin tomorrow');
    const typo = titles((await search({ q: 'zepelin draft', limit: 50 })).data);
    expect(typo).not.toContain('Zeppelin draft');
    expect(typo).not.toContain('Zeppelin tomorrow');
  });

  it('keeps the generated document in step with edits', async () => {
    await t.database.db
      .update(articles)
      .set({ title: sql`'Wombat ' || ${articles.title}` })
      .where(eq(articles.id, ids.body ?? 0));
    expect((await search({ q: 'wombat' })).data.map((item) => item.id)).toEqual([ids.body]);
  });
});
