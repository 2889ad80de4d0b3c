import { SEARCH_PAGE_SIZE } from '../contract';
import { type SearchPageKey, swrKeys } from './swrKeys';

// The keys of search pages, apart from useSearch: the Prefetcher (snapshot.ts) needs them on every
// page, the hook only on the search page (its own chunk).

/** What a search page asks for; empty filters are left out of the request. */
export interface SearchRead {
  q: string;
  categoryId?: number | null;
  /** YYYY-MM-DD. */
  from?: string | null;
  to?: string | null;
  /** The first page starts after this cursor (a Load more link followed without JavaScript). */
  startCursor?: string | null;
}

/** The key of a search page: the one after `cursor` (null: the first). */
export function searchPageKey(read: SearchRead, cursor: string | null): SearchPageKey {
  return swrKeys.searchPage(
    {
      q: read.q.trim(),
      categoryId: read.categoryId ?? 0,
      from: read.from ?? '',
      to: read.to ?? '',
      limit: SEARCH_PAGE_SIZE,
    },
    cursor,
  );
}

/** The key of a search's first page, as `useSearch` asks for it (and the Prefetcher stores it). */
export function searchFirstPageKey(read: SearchRead): SearchPageKey {
  return searchPageKey(read, read.startCursor ?? null);
}

/** The request of a search page key. */
export function searchRequestOf([, , q, categoryId, from, to, limit, cursor]: SearchPageKey) {
  return {
    q,
    limit,
    ...(categoryId ? { category_id: categoryId } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(cursor ? { cursor } : {}),
  };
}
