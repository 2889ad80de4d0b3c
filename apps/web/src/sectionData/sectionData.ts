import type { ApiError, NewsListState } from '@byline/api-client';
import type { SectionData } from '@byline/ui';
import { useCallback } from 'react';

/** What a section shows while its category is unknown or failed: the same array every time. */
const NO_ITEMS: readonly never[] = [];

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
function fromNewsList(list: NewsListState): SectionData<NewsListState['items'][number]> {
  return {
    items: list.items,
    loading: list.isLoading,
    error: list.error?.message ?? null,
    onRetry: list.revalidate,
  };
}

/**
 * A category's section on a page that first needs the category list for its id: loading until
 * the id is known, and failed with the category list (never "No news in this section yet."
 * while the categories load, nor that text when they failed).
 */
export function categorySection(
  categoryId: number | null | undefined,
  categories: { error: ApiError | undefined; retry: () => void },
  list: NewsListState,
): SectionData<NewsListState['items'][number]> {
  if (categories.error) {
    return {
      items: NO_ITEMS,
      loading: false,
      error: categories.error.message,
      onRetry: categories.retry,
    };
  }
  if (categoryId === undefined) return { items: NO_ITEMS, loading: true };
  return fromNewsList(list);
}
