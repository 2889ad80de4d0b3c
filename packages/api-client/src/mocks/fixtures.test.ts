import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  articleSchema,
  authorProfileSchema,
  CATEGORIES,
  categorySchema,
  draftSchema,
  mostRecentItemSchema,
  newsItemSchema,
  userProfileSchema,
} from '../contract';
import { MOCK_MEDIA_BASE_URL } from './constants';
import { createWireFixtures, fixtureNewsInCategory, fixtures } from './fixtures';

/** The SVG files Storybook serves at /media, by path under mocks-media (`fixtures/world-1.svg`). */
const mediaFiles = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../mocks-media/fixtures/*.svg', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([file, text]) => [file.replace('../../mocks-media/', ''), text]),
);
const wire = createWireFixtures();

describe('wire fixtures', () => {
  it('every fixture passes its schema', () => {
    const checks: Array<[string, z.ZodMiniType, unknown]> = [
      ['categories', z.array(categorySchema), wire.categories],
      ['newsItems', z.array(newsItemSchema), wire.newsItems],
      ['articles', z.array(articleSchema), wire.articles],
      ['mostRecent', z.array(mostRecentItemSchema), wire.mostRecent],
      ['mostWatched', z.array(newsItemSchema), wire.mostWatched],
      ['ownNews', z.array(newsItemSchema), wire.ownNews],
      ['drafts', z.array(draftSchema), wire.drafts],
      ['currentUser', userProfileSchema, wire.currentUser],
      ['secondAuthor', userProfileSchema, wire.secondAuthor],
      ['currentAuthorProfile', authorProfileSchema, wire.currentAuthorProfile],
      ['secondAuthorProfile', authorProfileSchema, wire.secondAuthorProfile],
    ];
    for (const [name, schema, value] of checks) {
      const result = schema.safeParse(value);
      expect(result.success ? name : `${name}: ${result.error.message}`).toBe(name);
    }
  });

  it('serves the ten categories of the contract, Crime the tenth', () => {
    expect(fixtures.categories).toEqual(CATEGORIES.map(({ id, name }) => ({ id, name })));
    expect(fixtures.categories.map((category) => category.name)).toEqual([
      'World',
      'Politics',
      'Business',
      'Entertainment',
      'Sports',
      'Environment',
      'Lifestyle',
      'Technology',
      'Tourism',
      'Crime',
    ]);
  });

  it('has enough items for every home section and for paging', () => {
    expect(fixtureNewsInCategory('World')).toHaveLength(23);
    expect(fixtureNewsInCategory('politics').length).toBeGreaterThanOrEqual(7);
    for (const category of fixtures.categories) {
      expect(fixtureNewsInCategory(category.name).length, category.name).toBeGreaterThanOrEqual(3);
    }
    expect(fixtures.mostWatched.length).toBeGreaterThanOrEqual(16);
    expect(fixtures.mostRecent.length).toBeGreaterThanOrEqual(10);
    expect(fixtures.newsItems.some((item) => item.image_url === null)).toBe(true);
  });

  it('gives every item a unique id and a 2026 date', () => {
    const ids = fixtures.articles.map((article) => article.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const article of fixtures.articles) {
      expect(article.date.startsWith('2026-')).toBe(true);
      expect(article.created_at.startsWith('2026-')).toBe(true);
    }
  });

  it('gives the signed-in author nine published articles over several categories and three drafts', () => {
    const published = fixtures.ownNews.filter((item) => item.status === 'published');
    expect(published).toHaveLength(9);
    expect(new Set(published.map((item) => item.category_name)).size).toBeGreaterThanOrEqual(4);
    expect(fixtures.ownNews.filter((item) => item.status === 'draft')).toHaveLength(3);
    expect(fixtures.drafts).toHaveLength(3);
    expect(fixtures.currentUser).toMatchObject({
      user_id: 1,
      user_email: expect.stringContaining('@'),
      user_mobile_no: expect.any(String),
      articles_count: 9,
    });
    expect(fixtures.currentUser.author_bio).not.toBe('');
    expect(fixtures.secondAuthorProfile.articles.length).toBeGreaterThan(0);
  });

  it('keeps one draft double-encoded on the wire and decodes it to a clean list', () => {
    const doubleEncoded = wire.drafts.find(
      (draft) =>
        typeof draft.keywords === 'string' && typeof JSON.parse(draft.keywords) === 'string',
    );
    expect(doubleEncoded).toBeDefined();
    const decoded = fixtures.drafts.find((draft) => draft.id === doubleEncoded?.id);
    expect(decoded?.keywords).toEqual(['frost', 'sensors', 'orchards']);
    expect(decoded?.creator).toEqual(['Amara Okafor', 'Lena Fischer']);
  });

  it('gives articles rich HTML bodies', () => {
    for (const article of fixtures.articles.filter((item) => item.status === 'published')) {
      for (const tag of [
        '<h2>',
        '<ul>',
        '<ol>',
        '<blockquote>',
        '<figure>',
        '<figcaption>',
        '<img ',
      ]) {
        expect(article.content, `${article.id} ${tag}`).toContain(tag);
      }
    }
  });

  it('references only media files that exist, are small and are local', () => {
    const paths = new Set<string>();
    const add = (value: string | null) => {
      if (value) paths.add(value);
    };
    for (const article of fixtures.articles) {
      add(article.image_url);
      add(article.source_icon);
      add(article.author.user_profile);
      for (const match of article.content.matchAll(/src="([^"]+)"/g)) {
        const source = match[1] ?? '';
        expect(source.startsWith(`${MOCK_MEDIA_BASE_URL}/`), source).toBe(true);
        add(source.slice(MOCK_MEDIA_BASE_URL.length + 1));
      }
    }
    add(fixtures.currentUser.user_profile);
    add('fixtures/uploaded.svg');
    expect(paths.size).toBeGreaterThan(10);
    for (const mediaPath of paths) {
      const text = mediaFiles[mediaPath];
      expect(text, mediaPath).toBeDefined();
      expect(text?.length).toBeLessThan(8 * 1024);
      expect(text).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });
});
