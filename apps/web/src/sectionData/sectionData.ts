import type { ApiError, NewsListState } from '@byline/api-client';
import type { SectionData } from '@byline/ui';
import { useCallback } from 'react';

/**
 * A read's state as a ui section expects it: items, loading, the error's message and Retry.
 * A hook so that Retry keeps its identity: the home page's sections re-render only when their
 * own data changes, not at every other section's response.
 */
export function useResourceSection<T>(resource: {
  data?: readonly T[] | undefined;
  isLoading: boolean;
  error?: ApiError | undefined;
  mutate: () => unknown;
}): SectionData<T> {
  const { mutate } = resource;
  const onRetry = useCallback(() => void mutate(), [mutate]);
  return {
    items: resource.data,
    loading: resource.isLoading,
    error: resource.error?.message ?? null,
    onRetry,
  };
}

/** The first page of a category's news list as a section. */
export function newsListSection(list: NewsListState): SectionData<NewsListState['items'][number]> {
  return {
    items: list.items,
    loading: list.isLoading,
    error: list.error?.message ?? null,
    onRetry: list.revalidate,
  };
}
