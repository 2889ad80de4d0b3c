import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { ApiError } from '../client/ApiError';
import type { SearchPage } from '../client/createApiClient';
import { SEARCH_PAGE_SIZE, type SearchResult } from '../contract';
import { useApiClient } from './ApiClientProvider';
import { type SearchPageKey, swrKeys } from './swrKeys';
import { usePageControls } from './useKeysetList';

/** What a search page asks for; empty filters are left out of the request. */
export interface SearchRead {
  q: string;
  categoryId?: number | null;
  /** YYYY-MM-DD. */
  from?: string | null;
  to?: string | null;
  /** The first page starts after this cursor (a Load more link followed without JavaScript). */
  startCursor?: string | null;
}

/** The key of a search page: the one after `cursor` (null: the first). */
function searchPageKey(read: SearchRead, cursor: string | null): SearchPageKey {
  return swrKeys.searchPage(
    {
      q: read.q.trim(),
      categoryId: read.categoryId ?? 0,
      from: read.from ?? '',
      to: read.to ?? '',
      limit: SEARCH_PAGE_SIZE,
    },
    cursor,
  );
}

/** The key of a search's first page, as `useSearch` asks for it (and the Prefetcher stores it). */
export function searchFirstPageKey(read: SearchRead): SearchPageKey {
  return searchPageKey(read, read.startCursor ?? null);
}

/** The request of a search page key. */
export function searchRequestOf([, , q, categoryId, from, to, limit, cursor]: SearchPageKey) {
  return {
    q,
    limit,
    ...(categoryId ? { category_id: categoryId } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(cursor ? { cursor } : {}),
  };
}

export interface SearchState {
  items: SearchResult[];
  loadMore: () => void;
  hasMore: boolean;
  isLoading: boolean;
  isLoadingMore: boolean;
  /** Loaded, and nothing matched. */
  isEmpty: boolean;
  error: ApiError | undefined;
  revalidate: () => void;
  /** The cursor after the last loaded result (null at the end): what a Load more link carries. */
  nextCursor: string | null;
}

/** Site search, page by page with the keyset cursor; no request while the text is empty. */
export function useSearch(read: SearchRead): SearchState {
  const client = useApiClient();
  const first = searchFirstPageKey(read);

  const getKey = (index: number, previousPage: SearchPage | null): SearchPageKey | null => {
    if (first[2] === '') return null;
    if (index === 0) return first;
    if (!previousPage?.nextCursor) return null;
    return searchPageKey(read, previousPage.nextCursor);
  };

  const swr = useSWRInfinite<SearchPage, ApiError>(getKey, (key: SearchPageKey) =>
    client.search(searchRequestOf(key)),
  );
  const { pages, hasMore, isLoading, isLoadingMore, loadMore, revalidate, error } =
    usePageControls(swr);
  const { data } = swr;
  const items = useMemo(() => (data ?? []).flatMap((page) => page.items), [data]);
  return {
    items,
    loadMore,
    hasMore,
    isLoading,
    isLoadingMore,
    isEmpty: data !== undefined && items.length === 0,
    error,
    revalidate,
    nextCursor: pages.at(-1)?.nextCursor ?? null,
  };
}
