import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATEGORY_BY_SLUG } from '../contract';
import { MOCK_SERVER_ERROR_MESSAGE } from '../mocks';
import { renderApiHook, setupMockBackend } from './hookTestSupport';
import { type UseNewsListOptions, useNewsList } from './useNewsList';

const backend = setupMockBackend();
const WORLD = 1;
const POLITICS = 2;

function newsListQueries() {
  return backend.api.db.log
    .filter((entry) => entry.endpoint === 'newsList')
    .map((entry) => Object.fromEntries(new URL(entry.url).searchParams));
}

function renderNewsList(initialProps: UseNewsListOptions) {
  return renderApiHook(backend, (props: UseNewsListOptions) => useNewsList(props), {
    initialProps,
  });
}

describe('useNewsList', () => {
  it('sends nothing while the category is unknown', async () => {
    const { result } = renderNewsList({ categoryId: undefined });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toMatchObject({
      items: [],
      hasMore: false,
      isLoading: false,
      isEmpty: false,
    });
    expect(backend.api.db.log).toHaveLength(0);
  });

  it('pages 10 → 15 → 20 → 23 with LOAD MORE, then stops', async () => {
    const { result } = renderNewsList({ categoryId: WORLD });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    expect(result.current.hasMore).toBe(true);
    expect(result.current.isLoadingMore).toBe(false);

    for (const expected of [15, 20, 23]) {
      act(() => result.current.loadMore());
      expect(result.current.isLoadingMore).toBe(true);
      await waitFor(() => expect(result.current.items).toHaveLength(expected));
    }
    expect(result.current.hasMore).toBe(false);
    expect(new Set(result.current.items.map((item) => item.id)).size).toBe(23);
    expect(
      result.current.items.every((item) => item.category_name === CATEGORY_BY_SLUG.world.name),
    ).toBe(true);

    // Newest first, across pages.
    const dates = result.current.items.map((item) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const pages = newsListQueries().filter((query) => query.cursor !== undefined);
    expect(pages.map((query) => query.limit)).toEqual(expect.arrayContaining(['5']));
    expect(pages.every((query) => query.limit === '5' && query.category_id === '1')).toBe(true);
    expect(newsListQueries()[0]).toEqual({ category_id: '1', limit: '10' });

    const requestsBefore = backend.api.db.log.length;
    act(() => result.current.loadMore());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.api.db.log.length).toBe(requestsBefore);
  });

  it('searches case-insensitively and starts again at 10 when the search changes', async () => {
    const { result, rerender } = renderNewsList({ categoryId: WORLD });
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(15));

    rerender({ categoryId: WORLD, q: 'FLOOD' });
    await waitFor(() => expect(result.current.items.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.isLoadingMore).toBe(false));
    expect(result.current.items.map((item) => item.id).length).toBeLessThan(10);
    for (const item of result.current.items) {
      const text = [item.title, item.description, ...item.keywords].join(' ').toLowerCase();
      expect(text).toContain('flood');
    }
    expect(newsListQueries().at(-1)).toMatchObject({ q: 'FLOOD', limit: '10' });

    // Back to no search: the first 10 again, not the 15 loaded before.
    rerender({ categoryId: WORLD, q: '' });
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.items).toHaveLength(10);
    expect(result.current.hasMore).toBe(true);
  });

  it('starts again at the first page when the category changes', async () => {
    const { result, rerender } = renderNewsList({ categoryId: WORLD });
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(15));

    rerender({ categoryId: POLITICS });
    await waitFor(() =>
      expect(result.current.items[0]?.category_name).toBe(CATEGORY_BY_SLUG.politics.name),
    );
    expect(result.current.items).toHaveLength(8);
    expect(result.current.hasMore).toBe(false);

    rerender({ categoryId: WORLD });
    await waitFor(() =>
      expect(result.current.items[0]?.category_name).toBe(CATEGORY_BY_SLUG.world.name),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.items).toHaveLength(10);
  });

  it('honours custom page sizes (home sections)', async () => {
    const { result } = renderNewsList({ categoryId: POLITICS, pageSize: 7, loadMoreSize: 1 });
    await waitFor(() => expect(result.current.items).toHaveLength(7));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(8));
    expect(result.current.hasMore).toBe(false);
  });

  it('reports an empty result', async () => {
    const { result } = renderNewsList({ categoryId: WORLD, q: 'no such words anywhere' });
    await waitFor(() => expect(result.current.isEmpty).toBe(true));
    expect(result.current.hasMore).toBe(false);
  });

  it('reports an error with the server message', async () => {
    backend.server.use(backend.api.variants.newsList.error);
    const { result } = renderNewsList({ categoryId: WORLD });
    await waitFor(() => expect(result.current.error?.message).toBe(MOCK_SERVER_ERROR_MESSAGE));
    expect(result.current.items).toEqual([]);
    expect(result.current.isLoadingMore).toBe(false);
  });
});
