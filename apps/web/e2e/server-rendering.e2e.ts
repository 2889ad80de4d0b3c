import { CATEGORY_BY_SLUG } from '@byline/api-client/contract';
import { CATEGORY_LIST, PAGE_META, PAGING, READER_TEXTS, SCREEN_TEXTS } from '@byline/ui/constants';
import { BASE_URL } from './helpers/env';
import {
  articleLink,
  categoryId,
  listedTitles,
  type NewsItem,
  newsPage,
  publish,
  region,
  truncate,
} from './helpers/reader';
import { api, authorTest } from './helpers/session';
import { expect, test } from './helpers/test';

/**
 * The pages as the server sends them: what a reader without JavaScript, a crawler or a link
 * preview gets. Every reader page is whole in the HTML, links lead on, and statuses are honest.
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  authorTest(
    'a reader reads the home page, pages a category with LOAD MORE, reads an article and opens its author',
    async ({ page, author }) => {
      const title = `Lighthouse keepers return ${randomTag()}`;
      const newsId = await publish(author.token, {
        title,
        category: CATEGORY_BY_SLUG.world.name,
        content: '<p>The lamp was lit again on Sunday.</p><h2>Keepers</h2><p>Two of them.</p>',
      });
      const world = await categoryId('world');
      const first = await newsPage(world, { limit: PAGING.categoryInitial });
      const second = await newsPage(world, {
        limit: PAGING.categoryInitial,
        cursor: first.next_cursor,
      });

      const home = await page.goto('/');
      expect(home?.status()).toBe(200);
      // The home sections are in the page, with their articles.
      await expect(
        region(page, READER_TEXTS.mostRead).locator('a[href^="/article/"]').first(),
      ).toBeVisible();
      await expect(
        region(page, READER_TEXTS.latestNews).locator('a[href^="/article/"]').first(),
      ).toBeVisible();

      // The header's category link is a plain link.
      const nav = page.getByRole('navigation', { name: READER_TEXTS.categoriesNav });
      await nav.getByRole('link', { name: CATEGORY_BY_SLUG.world.navLabel, exact: true }).click();
      await expect(page).toHaveURL(`${BASE_URL}/news/world`);
      await expect(
        page.getByRole('heading', { level: 1, name: CATEGORY_BY_SLUG.world.name }),
      ).toBeVisible();
      await expect(listedTitles(page)).toHaveText(first.data.map((item) => shortTitle(item)));

      // LOAD MORE is a link to the next page, which the server renders on its own.
      await region(page, READER_TEXTS.articles)
        .getByRole('link', { name: SCREEN_TEXTS.loadMore })
        .click();
      await expect(page).toHaveURL(/\/news\/world\?before=/);
      await expect(listedTitles(page)).toHaveText(second.data.map((item) => shortTitle(item)));

      // The article, whole: headline, text, styled by the style sheets the page links.
      await page.goto('/news/world');
      await articleLink(region(page, READER_TEXTS.articles), newsId).click();
      await expect(page).toHaveURL(`${BASE_URL}/article/${newsId}`);
      const headline = page.getByRole('heading', { level: 1, name: title });
      await expect(headline).toBeVisible();
      await expect(page.getByText('The lamp was lit again on Sunday.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Keepers' })).toBeVisible();
      // Mantine's reset and the theme apply (no unstyled page): the body has no default margin.
      await expect(page.locator('body')).toHaveCSS('margin', '0px');
      const cover = page.getByRole('article').locator('img').first();
      await expect(cover).toBeVisible();
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);

      // The byline leads to the author's page (a lazily loaded page, rendered and styled too).
      const profile = await api<{ data: { full_name: string } }>('/api/User/userDetails', {
        method: 'POST',
        body: JSON.stringify({ user_id: author.userId }),
        headers: { 'Content-Type': 'application/json' },
        token: author.token,
      });
      await page.getByRole('link', { name: profile.data.full_name, exact: true }).first().click();
      await expect(page).toHaveURL(`${BASE_URL}/profile/${author.userId}`);
      await expect(page.getByText(profile.data.full_name).first()).toBeVisible();
      await expect(articleLink(page.locator('main'), newsId).first()).toBeVisible();
    },
  );

  test('what does not exist answers 404 with the not-found page', async ({ page }) => {
    for (const url of [
      '/article/987654321',
      '/news/astrology',
      '/profile/987654321',
      '/no-such-page',
    ]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
    }
  });
});

test('an article URL, fetched as a crawler or a link preview does, holds its headline, text, share tags and JSON-LD', async ({
  request,
}) => {
  const { data } = await api<{ data: NewsItem[] }>('/api/News/mostWatchedNews');
  const item = data[0];
  if (!item) throw new Error('no published article');
  const response = await request.get(`/article/${item.id}`, { headers: { cookie: '' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/s-maxage=/);
  const html = await response.text();
  expect(html).toContain(`<title>${escapeHtml(PAGE_META.pageTitle(item.title))}</title>`);
  expect(html).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
  expect(html).toContain('<meta property="og:type" content="article"/>');
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
  type JsonLd = {
    '@type': string;
    headline?: string;
    image?: unknown;
    datePublished?: string;
    dateModified?: string;
    author?: { '@type': string; name?: string; url?: string };
    publisher?: { '@type': string; name?: string; logo?: { url?: string } };
  };
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
  ].flatMap((match) => JSON.parse(match[1] ?? 'null') as JsonLd | JsonLd[]);
  expect(jsonLd.map((entry) => entry['@type'])).toEqual(
    expect.arrayContaining(['NewsArticle', 'BreadcrumbList']),
  );
  const article = jsonLd.find((entry) => entry['@type'] === 'NewsArticle');
  expect(article?.headline).toBe(item.title);
  // What search engines require of a NewsArticle, as the page itself carries it.
  expect(article?.image).toBeTruthy();
  expect(Date.parse(article?.datePublished ?? '')).not.toBeNaN();
  expect(Date.parse(article?.dateModified ?? '')).not.toBeNaN();
  expect(article?.author).toEqual(
    expect.objectContaining({ '@type': 'Person', url: expect.stringMatching(/^https?:/) }),
  );
  expect(article?.publisher).toMatchObject({
    '@type': 'Organization',
    logo: { url: expect.stringMatching(/^https?:/) },
  });
});

test('a reader page asks for the app’s code only once it has loaded, then takes the page over', async ({
  page,
}) => {
  // The test's `page` waits for the takeover after each navigation (helpers/test.ts).
  await page.goto('/news/world');
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'));
    return {
      loaded: navigation?.loadEventStart ?? 0,
      scripts: scripts.map((entry) => entry.startTime),
    };
  });
  expect(timing.loaded).toBeGreaterThan(0);
  // The boot module is asked for with the page; the app's own code only after the load event.
  expect(timing.scripts.filter((start) => start < timing.loaded)).toHaveLength(1);
  expect(timing.scripts.filter((start) => start >= timing.loaded).length).toBeGreaterThan(0);
  // Taken over: LOAD MORE adds the next page in place instead of opening it.
  const links = listedTitles(page);
  await expect(links).toHaveCount(PAGING.categoryInitial);
  await region(page, READER_TEXTS.articles)
    .getByRole('link', { name: SCREEN_TEXTS.loadMore })
    .click();
  await expect(links).toHaveCount(PAGING.categoryInitial + PAGING.categoryStep);
  await expect(page).toHaveURL(/\/news\/world$/);
});

const randomTag = () => Math.random().toString(36).slice(2, 10);
const shortTitle = (item: NewsItem) => truncate(item.title, CATEGORY_LIST.title);
const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
