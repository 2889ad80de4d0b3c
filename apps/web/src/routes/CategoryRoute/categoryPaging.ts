import { ROUTES } from '@byline/ui';

/** The query parameters of a category page's URL. */
export const CATEGORY_PARAMS = {
  /** The list starts after this cursor (LOAD MORE's link). */
  before: 'before',
  /** The search within the category (the search box, also without JavaScript). */
  search: 'q',
} as const;

/** What a category page's URL asks for. */
export interface CategoryPageQuery {
  /** The list starts after this cursor. */
  before?: string | null;
  /** Search text; '' for none. */
  q?: string;
}

/** A category page's query, as its URL says. */
export function readCategoryQuery(searchParams: URLSearchParams): Required<CategoryPageQuery> {
  return {
    before: searchParams.get(CATEGORY_PARAMS.before),
    q: searchParams.get(CATEGORY_PARAMS.search)?.trim() ?? '',
  };
}

/**
 * A category page's URL: its first page, a search, or the page that starts after a cursor
 * (LOAD MORE's link, which works without JavaScript and which crawlers follow).
 */
export function categoryPageUrl(slug: string, { before, q }: CategoryPageQuery = {}): string {
  const params = new URLSearchParams();
  if (q) params.set(CATEGORY_PARAMS.search, q);
  if (before) params.set(CATEGORY_PARAMS.before, before);
  const query = params.toString();
  return query ? `${ROUTES.category(slug)}?${query}` : ROUTES.category(slug);
}
