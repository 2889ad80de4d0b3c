import { pageRead } from '@byline/api-client';
import { pageSubject, type RouteReads } from '../../app/routeReads';
import { findSiteCategory } from '../../app/siteCategories';
import { readCategoryQuery } from './categoryPaging';

/**
 * `/news/:category`: the category's first page (of its URL's search, after its cursor) and Most
 * Read; an unknown category is no page.
 */
export const categoryReads = (({ params, searchParams }) => {
  const category = findSiteCategory(params.category);
  if (!category) return null;
  const { before, q } = readCategoryQuery(searchParams);
  return {
    list: pageSubject(pageRead.newsList({ categoryId: category.id, q, startCursor: before })),
    mostRead: pageRead.mostWatched(),
  };
}) satisfies RouteReads;
