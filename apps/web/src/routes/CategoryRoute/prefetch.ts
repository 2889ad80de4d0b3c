import { findCategoryBySlug } from '@byline/api-client';
import { type PagePrefetch, statusOf } from '../../ssr/prefetch';
import { readCategoryQuery } from './categoryPaging';

/** The category's first page (of a search, after a cursor) and Most Read, as CategoryRoute reads them. */
export const prefetchCategory: PagePrefetch = async ({ params, searchParams, reads }) => {
  const category = findCategoryBySlug(params.category ?? '');
  if (!category) return 'not-found';
  const { before, q } = readCategoryQuery(searchParams);
  const [list] = await Promise.all([
    reads.newsList({ categoryId: category.id, q, startCursor: before }),
    reads.mostWatched(),
  ]);
  return statusOf(list);
};
