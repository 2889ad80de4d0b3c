import { useLayoutEffect, useMemo, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { ApiError } from '../client/ApiError';
import type { NewsPage } from '../client/createApiClient';
import type { NewsItem } from '../contract';
import { useApiClient } from './ApiClientProvider';
import {
  NEWS_LIST_FIRST_PAGE_SIZE,
  NEWS_LIST_LOAD_MORE_SIZE,
  newsListFirstPageKey,
} from './newsListKeys';
import { type NewsListPageKey, swrKeys } from './swrKeys';
import { usePageControls } from './useKeysetList';

export interface UseNewsListOptions {
  /** No request while the category is unknown (e.g. categories still loading). */
  categoryId: number | null | undefined;
  /** Search text; trimmed, and a change starts again from the first page. */
  q?: string;
  /** Items on the first page (default 10). */
  pageSize?: number;
  /** Items each `loadMore()` adds (default 5). */
  loadMoreSize?: number;
  /** The list starts after this cursor (a paged link: `/news/world?before=<cursor>`). */
  startCursor?: string | null;
}

export interface NewsListState {
  /** Every loaded item, in order. */
  items: NewsItem[];
  /** Fetches the next page; does nothing while one is loading or when there is no more. */
  loadMore: () => void;
  hasMore: boolean;
  /** True until the first page has arrived. */
  isLoading: boolean;
  /** True while the first page or a further page is loading. */
  isLoadingMore: boolean;
  /** Loaded, and nothing matched. */
  isEmpty: boolean;
  error: ApiError | undefined;
  /** Refetches the loaded pages. */
  revalidate: () => void;
  /** The cursor after the last loaded item (null at the end): a link to what LOAD MORE shows. */
  nextCursor: string | null;
}

/** A category's news, page by page with the keyset cursor (spec: 10, then +5 per LOAD MORE). */
export function useNewsList({
  categoryId,
  q = '',
  pageSize = NEWS_LIST_FIRST_PAGE_SIZE,
  loadMoreSize = NEWS_LIST_LOAD_MORE_SIZE,
  startCursor = null,
}: UseNewsListOptions): NewsListState {
  const client = useApiClient();
  const query = q.trim();

  const getKey = (index: number, previousPage: NewsPage | null): NewsListPageKey | null => {
    if (typeof categoryId !== 'number') return null;
    if (index === 0) return newsListFirstPageKey({ categoryId, q: query, pageSize, startCursor });
    if (!previousPage?.nextCursor) return null;
    return swrKeys.newsListPage(
      { categoryId, q: query, limit: loadMoreSize },
      previousPage.nextCursor,
    );
  };

  const swr = useSWRInfinite<NewsPage, ApiError>(
    getKey,
    ([, , category_id, q, limit, cursor]: NewsListPageKey) =>
      client.newsList({ category_id, q: q || undefined, limit, cursor: cursor ?? undefined }),
  );
  const { data, size, setSize } = swr;
  const { pages, hasMore, isLoading, isLoadingMore, loadMore, revalidate, error } =
    usePageControls(swr);

  // SWR remembers how many pages each (category, search) had; the spec wants a change of either
  // to start again at the first page, also when returning to an earlier search.
  const listIdentity = `${categoryId ?? ''}\u0000${query}\u0000${startCursor ?? ''}`;
  const shownIdentity = useRef(listIdentity);
  // Before paint, so the longer list of the earlier visit never flashes.
  useLayoutEffect(() => {
    if (shownIdentity.current === listIdentity) return;
    shownIdentity.current = listIdentity;
    if (size > 1) void setSize(1);
  }, [listIdentity, size, setSize]);

  const lastPage = pages.at(-1);

  // The same array until a page changes, so memoised sections skip other sections' updates.
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
    nextCursor: lastPage?.nextCursor ?? null,
  };
}
