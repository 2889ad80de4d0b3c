import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite, { type SWRInfiniteResponse } from 'swr/infinite';
import type { ApiError } from '../client/ApiError';
import type { Page } from '../client/createApiClient';

/** Options of every community list hook. */
export interface CommunityListOptions {
  /** Items per page (default COMMUNITY_PAGE_SIZE, 20). */
  pageSize?: number;
  /** False: no request (e.g. signed out). Default true. */
  enabled?: boolean;
}

/** What every paged community list returns (comments, followers, wallet, notifications). */
export interface KeysetListState<Item> {
  /** Every loaded item, newest first. */
  items: Item[];
  /** Fetches the next page; does nothing while one is loading or when there is no more. */
  loadMore: () => void;
  hasMore: boolean;
  /** True until the first page has arrived. */
  isLoading: boolean;
  /** True while the first page or a further page is loading. */
  isLoadingMore: boolean;
  /** Loaded, and the list is empty. */
  isEmpty: boolean;
  error: ApiError | undefined;
  /** Refetches the loaded pages. */
  revalidate: () => void;
}

type PageKey = readonly [string, string, ...Array<string | number | null>];

/**
 * A keyset list read page by page (useSWRInfinite): `keyOf(cursor)` names a page (null: none
 * yet), `fetchPage(cursor)` asks for it. Internal: the list hooks wrap it with their own keys.
 */
export function useKeysetList<P extends Page<unknown>>(
  keyOf: ((cursor: string | null) => PageKey) | null,
  fetchPage: (cursor: string | null) => Promise<P>,
): KeysetListState<P['items'][number]> & { pages: P[] } {
  const getKey = (index: number, previousPage: P | null): PageKey | null => {
    if (!keyOf) return null;
    if (index === 0) return keyOf(null);
    if (!previousPage?.nextCursor) return null;
    return keyOf(previousPage.nextCursor);
  };
  const swr = useSWRInfinite<P, ApiError>(getKey, (key: PageKey) =>
    fetchPage((key.at(-1) as string | null) ?? null),
  );
  const controls = usePageControls(swr);
  const { data } = swr;
  const items = useMemo(
    () => (data ?? []).flatMap((page) => page.items as Array<P['items'][number]>),
    [data],
  );
  return { ...controls, items, isEmpty: data !== undefined && items.length === 0 };
}

/**
 * What a paged list (useSWRInfinite over pages with `nextCursor`) offers beside its items:
 * whether there is more, LOAD MORE, the loading states and a refetch. Shared by the news list.
 */
export function usePageControls<P extends { nextCursor: string | null }>(
  swr: SWRInfiniteResponse<P, ApiError>,
) {
  const { data, error, size, setSize, isLoading, mutate } = swr;
  const pages = data ?? [];
  const hasMore = Boolean(pages.at(-1)?.nextCursor);
  const isLoadingMore =
    isLoading || (!error && size > 0 && data !== undefined && data[size - 1] === undefined);
  const loadedPages = pages.length;

  const loadMore = useCallback(() => {
    if (!hasMore || isLoadingMore) return;
    // One page past what has arrived: after a failed page this retries it instead of skipping on.
    void setSize(loadedPages + 1);
  }, [hasMore, isLoadingMore, loadedPages, setSize]);

  const revalidate = useCallback(() => {
    void mutate();
  }, [mutate]);

  return { pages, hasMore, isLoading, isLoadingMore, loadMore, revalidate, error };
}

/**
 * Writes to cached page lists (useSWRInfinite), found by the prefix of their `$inf$` keys
 * (`infinitePrefix(...)`): `update` changes them and returns what they held before, to put back
 * if the write fails; `revalidate` asks the server again (changed pages are asked again).
 */
export function usePagedLists() {
  const { mutate, cache } = useSWRConfig();
  return useMemo(() => {
    const keysOf = (prefix: string) => [...cache.keys()].filter((key) => key.startsWith(prefix));
    return {
      update<P>(
        prefix: string,
        change: (pages: P[]) => P[],
        options: { revalidate?: boolean } = {},
      ): () => void {
        const before = new Map<string, P[]>();
        for (const key of keysOf(prefix)) {
          const pages = cache.get(key)?.data as P[] | undefined;
          if (!pages) continue;
          before.set(key, pages);
          void mutate(key, change(pages), { revalidate: options.revalidate ?? true });
        }
        return () => {
          for (const [key, pages] of before) void mutate(key, pages, { revalidate: true });
        };
      },
      revalidate(prefix: string): void {
        for (const key of keysOf(prefix)) void mutate(key);
      },
    };
  }, [mutate, cache]);
}
