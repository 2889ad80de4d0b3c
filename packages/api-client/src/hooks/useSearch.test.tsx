import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE } from '../contract';
import { renderApiHook, setupMockBackend } from './hookTestSupport';
import type { SearchRead } from './searchKeys';
import { useSearch } from './useSearch';

const backend = setupMockBackend();

function renderSearch(initialProps: SearchRead) {
  return renderApiHook(backend, (props: SearchRead) => useSearch(props), { initialProps });
}

describe('useSearch', () => {
  it('sends nothing while the text is blank', async () => {
    const { result } = renderSearch({ q: '  ' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toMatchObject({ items: [], isLoading: false, isEmpty: false });
    expect(backend.api.db.log).toHaveLength(0);
  });

  it('finds an article by a word of its headline and marks the word', async () => {
    const article = backend.api.db.published()[0];
    const word = article?.title.split(' ').find((piece) => /^[A-Za-z]{5,}$/.test(piece)) ?? '';
    const { result } = renderSearch({ q: word });
    await waitFor(() => expect(result.current.items.length).toBeGreaterThan(0));
    const found = result.current.items.find((item) => item.id === article?.id);
    expect(found?.headline_html).toContain(`<mark>${word}</mark>`);
  });

  it('pages with Load more and sends the filters', async () => {
    const { result } = renderSearch({ q: 'the', categoryId: 1, from: '2000-01-01' });
    await waitFor(() => expect(result.current.items.length).toBeGreaterThan(0));
    while (result.current.hasMore) {
      const before = result.current.items.length;
      act(() => result.current.loadMore());
      await waitFor(() => expect(result.current.items.length).toBeGreaterThan(before));
    }
    const ids = result.current.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    const first = backend.api.db.log.find((entry) => entry.endpoint === 'search');
    expect(Object.fromEntries(new URL(first?.url ?? '').searchParams)).toMatchObject({
      q: 'the',
      category_id: '1',
      from: '2000-01-01',
      limit: String(SEARCH_PAGE_SIZE),
    });
  });
});
