import type { ApiError, NewsListState } from '@byline/api-client';
import type { SectionData } from '@byline/ui';

/** A read's state as a ui section expects it: items, loading, the error's message and Retry. */
export function fromResource<T>(resource: {
  data?: readonly T[] | undefined;
  isLoading: boolean;
  error?: ApiError | undefined;
  mutate: () => unknown;
}): SectionData<T> {
  return {
    items: resource.data,
    loading: resource.isLoading,
    error: resource.error?.message ?? null,
    onRetry: () => void resource.mutate(),
  };
}

/** The first page of a category's news list as a section. */
export function fromNewsList(list: NewsListState): SectionData<NewsListState['items'][number]> {
  return {
    items: list.items,
    loading: list.isLoading,
    error: list.error?.message ?? null,
    onRetry: list.revalidate,
  };
}
