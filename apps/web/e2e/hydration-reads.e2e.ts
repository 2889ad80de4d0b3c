import {
  CATEGORY_BY_SLUG,
  DELETED_ACCOUNT_NAME,
  endpoints,
  tagSlug,
} from '@byline/api-client/contract';
import { PAGING } from '@byline/ui/constants';
import type { Request } from '@playwright/test';
import { categoryId, newsPage } from './helpers/reader';
import { expect, test } from './helpers/test';

/**
 * Every kind of page the server renders, opened as a signed-out reader's first visit: the page
 * carries every read it makes as it renders (its route's declared reads, app/routeReads.ts), so
 * the browser sends no API request while it takes the page over, lazily loaded pages included.
 * A read missing from a route's declaration shows here as the request the browser makes again.
 */
test('a server-rendered page asks the API for nothing while the browser hydrates it', async ({
  page,
}) => {
  const slug = 'world';
  const world = await newsPage(await categoryId(CATEGORY_BY_SLUG[slug].name), {
    limit: PAGING.categoryInitial,
  });
  // Not a story kept from a deleted account (the account journey makes one): its author's page
  // answers 410; and one with a keyword, for its tag page (other journeys publish stories without).
  const article = world.data.find(
    (item) => item.author.full_name !== DELETED_ACCOUNT_NAME && item.keywords.length > 0,
  );
  if (!article || !world.next_cursor) throw new Error(`The seed has too few ${slug} articles`);
  // A word of a seeded headline: the search finds something.
  const word = article.title.split(/\W+/).find((part) => part.length >= 4) ?? article.title;

  const pages: [kind: string, path: string, status: number][] = [
    ['home', '/', 200],
    ['category', `/news/${slug}`, 200],
    [
      'category after LOAD MORE',
      `/news/${slug}?before=${encodeURIComponent(world.next_cursor)}`,
      200,
    ],
    ['category search', `/news/${slug}?q=${encodeURIComponent(word)}`, 200],
    ['unknown category', '/news/no-such-category', 404],
    ['article', `/article/${article.id}`, 200],
    ['unknown article', '/article/987654321', 404],
    ['author profile', `/profile/${article.author.user_id}`, 200],
    ['unknown author', '/profile/987654321', 404],
    ['tag', `/tag/${tagSlug(article.keywords[0] ?? '')}`, 200],
    ['unknown tag', '/tag/no-article-has-this-tag', 404],
    ['search', `/search?q=${encodeURIComponent(word)}`, 200],
    ['search page without a search', '/search', 200],
    ['not found', '/no-such-page', 404],
  ];

  const madeAgain: string[] = [];
  for (const [kind, path, status] of pages) {
    const apiReads: string[] = [];
    const record = (request: Request) => {
      const url = new URL(request.url());
      // The stats beacon is no read: a write the article page sends once it is idle.
      if (url.pathname === endpoints.statsBeacon.path) return;
      if (url.pathname.startsWith('/api/') && request.resourceType() === 'fetch') {
        apiReads.push(`${request.method()} ${url.pathname}${url.search}`);
      }
    };
    page.on('request', record);
    // Waits for the hydration mark (helpers/test.ts); a lazily loaded page hydrates once its
    // code has come, and its reads would leave right after: the network settles past both.
    const response = await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.off('request', record);
    expect(response?.status(), `${kind}: ${path}`).toBe(status);
    madeAgain.push(...apiReads.map((read) => `${kind} (${path}): ${read}`));
  }
  expect(madeAgain).toEqual([]);
});
