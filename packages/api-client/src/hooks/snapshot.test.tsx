import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiClientProvider } from './ApiClientProvider';
import { setupMockBackend } from './hookTestSupport';
import { createPrefetcher, type SwrSnapshot } from './snapshot';
import { useNewsList } from './useNewsList';
import { useArticle, useMostWatched } from './useReads';

const backend = setupMockBackend();
const WORLD = 1;

/** A page that reads what a server prefetched: an article, Most Read and the World list. */
function Page({ articleId }: { articleId: number }) {
  const article = useArticle(articleId);
  const mostWatched = useMostWatched();
  const world = useNewsList({ categoryId: WORLD });
  return (
    <div>
      <p>
        article: {article.error ? `error ${article.error.status}` : (article.data?.title ?? '…')}
      </p>
      <p>most watched: {mostWatched.data?.length ?? '…'}</p>
      <p>world: {world.items.length}</p>
    </div>
  );
}

/** The page, and a button that unmounts and remounts it (a reader leaving and coming back). */
function App({ snapshot, articleId }: { snapshot: SwrSnapshot; articleId: number }) {
  const [shown, setShown] = useState(true);
  return (
    <ApiClientProvider client={backend.client} snapshot={snapshot}>
      <button type="button" onClick={() => setShown((value) => !value)}>
        toggle
      </button>
      {shown && <Page articleId={articleId} />}
    </ApiClientProvider>
  );
}

/** What a server-rendered page does: HTML from the server, then the browser hydrates it. */
async function hydrate(app: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  await act(async () => {
    render(app, { container, hydrate: true });
  });
}

async function prefetchPage(articleId: number): Promise<SwrSnapshot> {
  const prefetch = createPrefetcher(backend.client);
  await Promise.all([
    prefetch.article(articleId),
    prefetch.mostWatched(),
    prefetch.newsList({ categoryId: WORLD }),
  ]);
  backend.api.db.log.length = 0;
  // What the browser receives: JSON.
  return JSON.parse(JSON.stringify(prefetch.snapshot)) as SwrSnapshot;
}

describe('a page rendered from a server snapshot', () => {
  it('carries each news page once, though SWR keeps it under two keys', async () => {
    const prefetch = createPrefetcher(backend.client);
    const read = await prefetch.newsList({ categoryId: WORLD });
    const first = read.data?.items[0];
    if (!first) throw new Error('fixtures have no World news');
    const json = JSON.stringify(prefetch.snapshot);
    expect(json.split(JSON.stringify(first.title)).length - 1).toBe(1);
  });

  it('shows the prefetched reads at once and asks for none of them again', async () => {
    const article = backend.api.db.articles.find((item) => item.status === 'published');
    if (!article) throw new Error('fixtures have no published article');
    const snapshot = await prefetchPage(article.id);

    await hydrate(<App snapshot={snapshot} articleId={article.id} />);
    expect(screen.getByText(`article: ${article.title}`)).toBeTruthy();
    expect(screen.getByText('world: 10')).toBeTruthy();
    expect(screen.getByText(/^most watched: \d+$/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.api.db.log).toEqual([]);

    // Coming back to the page later (a render in the browser, not a hydration) revalidates.
    screen.getByRole('button').click();
    await waitFor(() => expect(screen.queryByText(/^article:/)).toBeNull());
    screen.getByRole('button').click();
    await waitFor(() =>
      expect(backend.api.db.log.map((entry) => entry.endpoint)).toEqual(
        expect.arrayContaining(['articleById', 'mostWatched', 'newsList']),
      ),
    );
    cleanup();
  });

  it('asks for what the server could not read', async () => {
    const snapshot = await prefetchPage(1);
    const missing = Object.keys(snapshot).find((key) => key.includes('mostWatched'));
    if (!missing) throw new Error('no most-watched entry');
    delete snapshot[missing];
    await hydrate(<App snapshot={snapshot} articleId={1} />);
    await waitFor(() =>
      expect(backend.api.db.log.map((entry) => entry.endpoint)).toEqual(['mostWatched']),
    );
    cleanup();
  });

  it('keeps a lasting refusal (404) so the browser shows it too, without asking again', async () => {
    const snapshot = await prefetchPage(999_999);
    expect(Object.values(snapshot)).toContainEqual({
      error: expect.objectContaining({ kind: 'http', status: 404, endpoint: 'articleById' }),
    });

    await hydrate(<App snapshot={snapshot} articleId={999_999} />);
    expect(screen.getByText('article: error 404')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.api.db.log).toEqual([]);
  });

  it('leaves out a failure that may pass, so the browser asks again', async () => {
    backend.server.use(backend.api.variants.mostWatched.httpError);
    const prefetch = createPrefetcher(backend.client);
    const result = await prefetch.mostWatched();
    expect(result.error?.status).toBe(500);
    expect(prefetch.snapshot).toEqual({});
    expect(prefetch.incomplete).toBe(true);
  });

  it('keeps the refusal of a forged cursor (never sent), so the page shows it and asks nothing', async () => {
    const forged = 'not-a-cursor';
    const prefetch = createPrefetcher(backend.client);
    const result = await prefetch.newsList({ categoryId: WORLD, startCursor: forged });
    expect(result.error?.kind).toBe('invalid-request');
    expect(prefetch.incomplete).toBe(false);
    expect(backend.api.db.log).toEqual([]);
    const snapshot = JSON.parse(JSON.stringify(prefetch.snapshot)) as SwrSnapshot;

    function PagedList() {
      const list = useNewsList({ categoryId: WORLD, startCursor: forged });
      return <p>paged: {list.error ? list.error.kind : list.items.length}</p>;
    }
    await hydrate(
      <ApiClientProvider client={backend.client} snapshot={snapshot}>
        <PagedList />
      </ApiClientProvider>,
    );
    expect(screen.getByText('paged: invalid-request')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.api.db.log).toEqual([]);
    cleanup();
  });
});
