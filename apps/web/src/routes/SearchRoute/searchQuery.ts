import { ROUTES } from '@byline/ui';
import { findSiteCategoryById } from '../../app/siteCategories';

/** What a search page's URL asks for (the GET form's fields and Load more's cursor). */
export interface SearchPageQuery {
  q: string;
  /** 0 for every category. */
  categoryId: number;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  cursor: string | null;
}

const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/**
 * The search page's query as its URL says; a filter the form could not have sent (an unknown
 * category, a date that is not a day) is left out rather than refused.
 */
export function readSearchQuery(searchParams: URLSearchParams): SearchPageQuery {
  const categoryId = Number(searchParams.get('category_id'));
  return {
    q: searchParams.get('q')?.trim() ?? '',
    categoryId: findSiteCategoryById(categoryId) ? categoryId : 0,
    from: day(searchParams.get('from')),
    to: day(searchParams.get('to')),
    cursor: searchParams.get('cursor') || null,
  };
}

/** A search page's URL: the search, its filters and where the list starts. */
export function searchPageUrl(query: SearchPageQuery): string {
  const params = new URLSearchParams({ q: query.q });
  if (query.categoryId) params.set('category_id', String(query.categoryId));
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.cursor) params.set('cursor', query.cursor);
  return `${ROUTES.search}?${params}`;
}
