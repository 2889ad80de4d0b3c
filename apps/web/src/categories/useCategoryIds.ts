import { findCategoryByName, useCategories } from '@byline/api-client';
import { useCallback } from 'react';

/**
 * A route slug's category id, matched by name case-insensitively (spec sections 3 and 5).
 * `undefined` while categories load; `null` when no category has that name.
 */
export function useCategoryIds(): {
  idOf: (slug: string) => number | null | undefined;
  error: ReturnType<typeof useCategories>['error'];
  /** Asks for the categories again (after an error). */
  retry: () => void;
} {
  const categories = useCategories();
  const { mutate } = categories;
  // Stable, so sections that show the categories' error keep their props between renders.
  const retry = useCallback(() => void mutate(), [mutate]);
  return {
    idOf: (slug) =>
      categories.data ? (findCategoryByName(categories.data, slug)?.id ?? null) : undefined,
    error: categories.error,
    retry,
  };
}
