import { type PagePrefetch, statusOf } from '../../ssr/prefetch';
import { readSearchQuery } from './searchQuery';

/** The search's first page (after a cursor), as SearchRoute reads it; nothing without a search. */
export const prefetchSearch: PagePrefetch = async ({ searchParams, reads }) => {
  const query = readSearchQuery(searchParams);
  if (!query.q) return 'found';
  const page = await reads.search({
    q: query.q,
    categoryId: query.categoryId,
    from: query.from,
    to: query.to,
    startCursor: query.cursor,
  });
  return statusOf(page);
};
