// @vitest-environment node
import { text } from 'node:stream/consumers';
import { CATEGORY_BY_SLUG } from '@byline/api-client/contract';
import {
  createMockApi,
  fixtureNewsInCategory,
  fixtures,
  MOCK_COMMENTED_ARTICLE_ID,
  MOCK_UNIQUE_KEY,
} from '@byline/api-client/mocks';
import { PAGE_META, READER_TEXTS } from '@byline/ui/constants';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOR_SCHEME_SCRIPT } from '../colorScheme/colorSchemeScript';
import { THEME_COLORS } from '../pageMeta/siteMeta';
import { createPageRenderer } from './renderPage';
import { AUTHOR_PAGE_MODULE, TEST_CLIENT_ASSETS } from './testAssets';

const API = 'http://api.test';
const server = setupServer(...createMockApi({ uniqueKey: MOCK_UNIQUE_KEY }).handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

/** The mock API stands in for the server's in-process one. */
const renderer = createPageRenderer({
  uniqueKey: MOCK_UNIQUE_KEY,
  publicOrigin: 'https://news.example',
  assets: TEST_CLIENT_ASSETS,
});

async function render(url: string) {
  const page = await renderer.render(url, {
    fetch: (input, init) => fetch(new URL(String(input), API), init),
  });
  return { ...page, html: await text(page.html) };
}

describe('a reader page rendered on the server', () => {
  it('holds the article, its share tags and JSON-LD, with 200 and the reads for the browser', async () => {
    const item = fixtures.newsItems[0];
    if (!item) throw new Error('no fixture article');
    const page = await render(`/article/${item.id}`);
    expect(page.status).toBe(200);
    expect(page.cacheable).toBe(true);
    expect(page.html).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(page.html).toContain(`<title>${PAGE_META.pageTitle(item.title)}</title>`);
    expect(page.html).toContain('<meta property="og:type" content="article"/>');
    expect(page.html).toContain(
      `<link rel="canonical" href="https://news.example/article/${item.id}"/>`,
    );
    expect(page.html).toContain('"@type":"NewsArticle"');
    // Rendered again a moment later: the HTML holds the new moment, the validators do not move.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await render(`/article/${item.id}`);
    expect(again.html).not.toBe(page.html);
    expect(again.version).toBe(page.version);
    expect(page.lastModified).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(page.html).toContain('id="byline-page-data"');
    // The boot module starts the app once the page has loaded; no inline script completes the
    // page (the CSP forbids them), and nothing else fetches the app's code early.
    expect(page.html).toMatch(
      /<script type="module" src="\/assets\/boot.js" data-byline-entry="\/assets\/index.js"[^>]*>/,
    );
    expect(page.html).not.toContain('modulepreload');
    // The entry's chunks, dependencies first, for the boot module to evaluate one at a time.
    expect(page.html).toContain('data-byline-modules="/assets/react.js /assets/mantine.js"');
    // Any other script is a file, or data; the one inline script is the colour scheme's, which
    // the renderer names so the server can allow it by its hash.
    const scripts = Array.from(page.html.matchAll(/<script([^>]*)>([^<]*)<\/script>/g));
    const inline = scripts.filter(
      ([, attributes = '']) => !/ src="|type="application\//.test(attributes),
    );
    expect(inline.map(([, , body]) => body)).toEqual([...renderer.inlineScripts]);
    expect(page.html.indexOf(`<script>${COLOR_SCHEME_SCRIPT}</script>`)).toBeLessThan(
      page.html.indexOf('<link rel="stylesheet"'),
    );
  });

  it('colours the browser’s bar for the reader’s system scheme', async () => {
    const page = await render('/');
    expect(page.html).toContain(
      `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${THEME_COLORS.light}"/>`,
    );
    expect(page.html).toContain(
      `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${THEME_COLORS.dark}"/>`,
    );
  });

  it('holds an article’s first comments, so they read without JavaScript', async () => {
    const page = await render(`/article/${MOCK_COMMENTED_ARTICLE_ID}`);
    expect(page.status).toBe(200);
    const [newest] = fixtures.comments;
    if (!newest) throw new Error('no fixture comment');
    expect(page.html).toContain(READER_TEXTS.commentsHeading(fixtures.commentTotal));
    expect(page.html).toContain(`id="comment-${newest.id}"`);
  });

  it('lists a category’s first ten, with LOAD MORE as a link to the next page', async () => {
    const page = await render('/news/world');
    expect(page.status).toBe(200);
    const world = fixtureNewsInCategory(CATEGORY_BY_SLUG.world.name);
    expect(world.length).toBeGreaterThan(10);
    expect(page.html).toMatch(/<a[^>]*href="\/news\/world\?before=[^"]+"/);
  });

  it('renders a search with its marked results and Load more as a link', async () => {
    const page = await render('/search?q=the');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<mark>');
    expect(page.html).toMatch(/<a[^>]*href="\/search\?q=the&amp;cursor=[^"]+"/);
    expect(page.html).toMatch(/<form[^>]*action="\/search"/);
  });

  it("links a lazy page's style sheets and code, and only on its page", async () => {
    const author = await render(`/profile/${fixtures.secondAuthor.user_id}`);
    expect(author.status).toBe(200);
    expect(author.html).toContain('<link rel="stylesheet" href="/assets/ProfileView.css"/>');
    expect(author.html).toContain('data-byline-preloads="/assets/Author.js"');
    const home = await render('/');
    expect(home.html).toContain('<link rel="stylesheet" href="/assets/index.css"/>');
    expect(home.html).not.toContain('ProfileView.css');
  });

  it('refuses a client build that lacks a server-rendered page', () => {
    const { [AUTHOR_PAGE_MODULE]: _, ...otherPages } = TEST_CLIENT_ASSETS.pages;
    expect(() =>
      createPageRenderer({
        uniqueKey: MOCK_UNIQUE_KEY,
        publicOrigin: 'https://news.example',
        assets: { ...TEST_CLIENT_ASSETS, pages: otherPages },
      }),
    ).toThrow(AUTHOR_PAGE_MODULE);
  });

  it.each([
    ['an unknown article', '/article/999999'],
    // Never published, or taken back to draft: a reader cannot tell it from one that never was.
    ['a draft', `/article/${fixtures.drafts[0]?.id}`],
    ['an id the contract refuses', '/article/abc'],
    ['an unknown author', '/profile/999999'],
    ['an unknown category', '/news/astrology'],
    ['a forged paged link', '/news/world?before=garbage'],
    ['a path with no page', '/nope'],
  ])('answers %s with 404 and the not-found page', async (_, url) => {
    const page = await render(url);
    expect(page.status).toBe(404);
    expect(page.html).toMatch(
      new RegExp(
        `${READER_TEXTS.notFoundTitle}|${READER_TEXTS.articleNotFoundTitle}`.replace(
          /\s+/g,
          '\\s+',
        ),
      ),
    );
  });
});
