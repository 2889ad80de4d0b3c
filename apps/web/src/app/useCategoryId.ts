import { findCategoryByName, useCategories } from '@byline/api-client';

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
  return {
    idOf: (slug) =>
      categories.data ? (findCategoryByName(categories.data, slug)?.id ?? null) : undefined,
    error: categories.error,
    retry: () => void categories.mutate(),
  };
}
