import { pageRead } from '@byline/api-client';
import { pageSubject, type RouteReads } from '../../app/routeReads';
import { readSearchQuery } from './searchQuery';

/** `/search`: the search's first page (after its cursor); nothing to read without a search. */
export const searchReads = (({ searchParams }) => {
  const query = readSearchQuery(searchParams);
  if (!query.q) return {};
  return {
    results: pageSubject(pageRead.search({ ...query, startCursor: query.cursor })),
  };
}) satisfies RouteReads;
