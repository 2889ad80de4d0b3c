import { text } from 'node:stream/consumers';
import { createApiClient } from '@byline/api-client';
import { createMockApi, fixtures, MOCK_UNIQUE_KEY } from '@byline/api-client/mocks';
import { READER_TEXTS } from '@byline/ui';
import { within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server';
import { MemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from '../app/RootLayout';
import { routes } from '../app/router';
import { clearSession, writeSession } from '../session/sessionCookie';
import { readPageData } from './pageData';
import { createPageRenderer } from './renderPage';
import { ServerRenderedPage } from './ServerRenderedPage';
import { TEST_CLIENT_ASSETS } from './testAssets';

const API = 'http://api.test';
const server = setupServer(...createMockApi({ uniqueKey: MOCK_UNIQUE_KEY }).handlers);
beforeAll(() => {
  // jsdom has no media queries, resize observer or scrolling, which Mantine and the layout use…
  window.matchMedia ??= (media: string) =>
    ({ matches: false, media, addEventListener() {}, removeEventListener() {} }) as never;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.scrollTo = () => {};
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // …nor font loading events, which the comment box's autosizing textarea listens to.
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener() {}, removeEventListener() {} },
  });
  server.listen({ onUnhandledFrame: 'error' });
});
afterAll(() => server.close());

const apiFetch: typeof fetch = (input, init) => fetch(new URL(String(input), API), init);
const renderer = createPageRenderer({
  uniqueKey: MOCK_UNIQUE_KEY,
  publicOrigin: 'https://news.example',
  assets: TEST_CLIENT_ASSETS,
});

// This file writes whole documents (document.write): the first one goes back after it, so that a
// later file in the same worker (the unit project shares workers) renders where its `screen`
// looks, the body Testing Library bound when first imported.
const firstDocumentElement = document.documentElement;
afterAll(() => {
  document.replaceChild(firstDocumentElement, document.documentElement);
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

/**
 * Renders `url` as the server does, puts the document in place as the browser receives it, and
 * hydrates it as main.tsx does, with React's development build: it reports every difference
 * between the two renders, attributes included, which the production build does not.
 */
async function hydrate(url: string, alter?: (html: string) => string) {
  // A test may hydrate twice: the first page must not live on under the second's document.
  act(() => root?.unmount());
  root = undefined;
  const page = await renderer.render(url, { fetch: apiFetch });
  const html = await text(page.html);
  // The server's renderer leaves its last context values on React's context objects, which the
  // browser's renderer shares in this one process (never in a real server and browser): a
  // render outside every provider restores them.
  await new Promise<void>((resolve) => {
    renderToPipeableStream(<span />, { onAllReady: () => resolve() });
  });
  document.open();
  document.write(alter ? alter(html) : html);
  document.close();
  const data = readPageData();
  if (!data) throw new Error(`${url}: the page carries no page data`);

  const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable: unknown[] = [];
  // Counted as the page calls the browser's client: the request itself leaves later (the first
  // one loads the contract's schemas), maybe after the check.
  const requests: string[] = [];
  const browserClient = new Proxy(createApiClient({ baseUrl: API, uniqueKey: MOCK_UNIQUE_KEY }), {
    get(client, name, receiver) {
      const member: unknown = Reflect.get(client, name, receiver);
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) => {
        requests.push(String(name));
        return member.apply(client, args);
      };
    },
  });
  await act(async () => {
    root = hydrateRoot(
      document,
      <ServerRenderedPage
        data={data}
        apiClient={browserClient}
        router={(routes) => <MemoryRouter initialEntries={[url]}>{routes}</MemoryRouter>}
      />,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
    // Lazy pages and effects settle.
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  // What hydration's effects started (SWR's first requests) runs to its end.
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  const errors = consoleErrors.mock.calls.map((call) => call.map(String).join(' '));
  consoleErrors.mockRestore();
  return { errors, recoverable, requests };
}

const article = fixtures.newsItems[0];
const author = fixtures.secondAuthor;
// A word of a headline: the search finds something.
const word = article?.title.split(/\W+/).find((part) => part.length >= 4) ?? 'news';

/** Every kind of page the server renders, with a URL of each. */
const SERVER_RENDERED_PAGES: [kind: string, url: string][] = [
  ['the home page', '/'],
  ['a category page', '/news/world'],
  ['a category page after LOAD MORE', `/news/world?before=${fixtures.newsItems[12]?.id ?? 1}`],
  ['a category search', `/news/world?q=${word}`],
  ['an unknown category', '/news/no-such-category'],
  ['an article', `/article/${article?.id}`],
  ['an author page', `/profile/${author.user_id}`],
  ['a tag page', '/tag/climate'],
  ['a tag without live articles', '/tag/no-article-has-this-tag'],
  ['a search', `/search?q=${word}`],
  ['the search page without a search', '/search'],
  ['the not-found page', '/no-such-page'],
  ['an unknown article', '/article/999999'],
];

/** The routes that declare reads (`handle.reads`), the layout's aside: the pages the server reads for. */
function routesWithReads(list: RouteObject[], depth = 0): RouteObject[] {
  return list.flatMap((route) => [
    ...(depth > 0 && (route.handle as RouteHandle | undefined)?.reads ? [route] : []),
    ...routesWithReads(route.children ?? [], depth + 1),
  ]);
}

describe('a server-rendered page taken over by the browser', () => {
  it('is tested below for every route that declares reads', () => {
    const tested = new Set(
      SERVER_RENDERED_PAGES.flatMap(([, url]) =>
        (matchRoutes(routes, new URL(url, API).pathname) ?? []).map((match) => match.route),
      ),
    );
    const untested = routesWithReads(routes).filter((route) => !tested.has(route));
    expect(untested.map((route) => route.path ?? '(index)')).toEqual([]);
  });

  it.each(SERVER_RENDERED_PAGES)(
    'hydrates %s without a mismatch and without reading again what the server read',
    async (_, url) => {
      const { errors, recoverable, requests } = await hydrate(url);
      expect(recoverable).toEqual([]);
      expect(
        errors.filter((message) => /hydrat|did not match|didn't match/i.test(message)),
      ).toEqual([]);
      // Every read the page makes on load is in the page data: the browser sends none.
      expect(requests).toEqual([]);
    },
  );
});

describe('a signed-in reader on a server-rendered page', () => {
  afterEach(() => clearSession());

  it('hydrates signed out, as the server rendered it, then shows their account', async () => {
    writeSession({ token: 'a-token', userId: author.user_id });
    const { errors, recoverable } = await hydrate('/');
    expect(recoverable).toEqual([]);
    expect(errors.filter((message) => /hydrat|match/i.test(message))).toEqual([]);
    expect(
      within(document.body).getByRole('button', { name: READER_TEXTS.accountMenu }),
    ).toBeInTheDocument();
  });
});

describe('the hydration check', () => {
  it('reports a page the browser renders differently, and the reads it makes again', async () => {
    if (!article) throw new Error('no fixture article');
    // The server's HTML says one title, the page data another: the browser renders the latter.
    const { errors, recoverable } = await hydrate(`/article/${article.id}`, (html) =>
      html.replace(/(<h1[^>]*>)[^<]+/, '$1A different headline'),
    );
    expect([...errors, ...recoverable.map(String)].join('\n')).toMatch(/hydrat|match/i);
    const { requests: again } = await hydrate(`/article/${article.id}`, (html) =>
      // Page data without the reads: the browser must ask for them itself.
      html.replace(/"snapshot":\{.*?\},"publicOrigin"/s, '"snapshot":{},"publicOrigin"'),
    );
    // (React renders a mismatched page afresh, whose hooks then read again: no check of those.)
    expect(again).toEqual(expect.arrayContaining(['articleById', 'relatedNews', 'comments']));
  });
});

describe('relative times on a server-rendered page', () => {
  afterEach(() => vi.useRealTimers());

  it('hydrate as rendered, even when the page is read a day later, then count from the browser clock', async () => {
    const published = article?.pub_date ?? article?.date;
    if (!article || !published) throw new Error('no fixture article');
    const rendered = Date.parse(published) + 3 * 60 * 60_000;
    // Only the clock is fake: React and the page's timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'], now: rendered });
    const page = await renderer.render(`/article/${article.id}`, { fetch: apiFetch });
    const html = await text(page.html);
    expect(html).toContain('3 hours ago');

    // The page is served from a cache a day later: hydration still says what the server said…
    vi.setSystemTime(rendered + 24 * 60 * 60_000);
    const { errors, recoverable } = await hydrate(`/article/${article.id}`, () => html);
    expect(recoverable).toEqual([]);
    expect(errors.filter((message) => /hydrat|did not match/i.test(message))).toEqual([]);
    // …and then the browser's clock: a day on, the article shows its date.
    const time = document.querySelector(`main time[datetime="${published}"]`);
    expect(time?.textContent).not.toContain('ago');
    expect(time?.textContent).toMatch(/\d{4}$/);
  });
});
