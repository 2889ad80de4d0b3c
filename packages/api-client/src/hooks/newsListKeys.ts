import { NEWS_LIST_LOAD_MORE_SIZE, NEWS_LIST_PAGE_SIZE } from '../contract';
import { type NewsListPageParams, swrKeys } from './swrKeys';

// The keys of news lists, apart from useNewsList: the Prefetcher (snapshot.ts) needs them on every
// page, and the hook needs the client's context, whose provider takes the Prefetcher's snapshot.

/** The category page's first page is the server's default page (the contract's limits). */
export const NEWS_LIST_FIRST_PAGE_SIZE = NEWS_LIST_PAGE_SIZE;
export { NEWS_LIST_LOAD_MORE_SIZE };

export interface NewsListRead {
  categoryId: number;
  /** Items on the first page (default 10). */
  pageSize?: number;
  /** Trimmed search text; '' for none. */
  q?: string;
  /** The first page starts after this cursor (a paged category link, `?before=`). */
  startCursor?: string | null;
}

/** The key of a news list's first page, as `useNewsList` asks for it. */
export function newsListFirstPageKey({
  categoryId,
  pageSize = NEWS_LIST_FIRST_PAGE_SIZE,
  q = '',
  startCursor = null,
}: NewsListRead) {
  const params: NewsListPageParams = { categoryId, q, limit: pageSize };
  return swrKeys.newsListPage(params, startCursor);
}
