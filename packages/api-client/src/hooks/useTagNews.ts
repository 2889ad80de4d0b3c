import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { ApiError } from '../client/ApiError';
import type { NewsPage } from '../client/createApiClient';
import { useApiClient } from './ApiClientProvider';
import { NEWS_LIST_LOAD_MORE_SIZE } from './newsListKeys';
import { swrKeys, type TagNewsPageKey } from './swrKeys';
import { type TagNewsRead, tagNewsFirstPageKey } from './tagNewsKeys';
import { usePageControls } from './useKeysetList';
import type { NewsListState } from './useNewsList';

/**
 * A tag's live news, page by page with the keyset cursor, as a category's: 10, then 5 more per
 * LOAD MORE. A tag no live article carries answers 404 (`error.status`).
 */
export function useTagNews({ tag, startCursor = null }: TagNewsRead): NewsListState {
  const client = useApiClient();
  const getKey = (index: number, previousPage: NewsPage | null): TagNewsPageKey | null => {
    if (index === 0) return tagNewsFirstPageKey({ tag, startCursor });
    if (!previousPage?.nextCursor) return null;
    return swrKeys.tagNewsPage(tag, NEWS_LIST_LOAD_MORE_SIZE, previousPage.nextCursor);
  };
  const swr = useSWRInfinite<NewsPage, ApiError>(
    getKey,
    ([, , slug, limit, cursor]: TagNewsPageKey) =>
      client.tagNews({ tag: slug, limit, cursor: cursor ?? undefined }),
  );
  const { data } = swr;
  const { pages, hasMore, isLoading, isLoadingMore, loadMore, revalidate, error } =
    usePageControls(swr);
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
