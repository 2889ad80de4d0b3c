import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { ApiError } from '../client/ApiError';
import type { SearchPage } from '../client/createApiClient';
import type { SearchResult } from '../contract';
import { useApiClient } from './ApiClientProvider';
import { type SearchRead, searchFirstPageKey, searchPageKey, searchRequestOf } from './searchKeys';
import type { SearchPageKey } from './swrKeys';
import { type KeysetListState, usePageControls } from './useKeysetList';

/** A keyset list of results ("newest first" there reads "most relevant first" here). */
export interface SearchState extends KeysetListState<SearchResult> {
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
