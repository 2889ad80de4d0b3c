import type { ApiError, Prefetcher } from '@byline/api-client';
import type { RouteMatch } from 'react-router';
import type { RouteHandle } from '../app/RootLayout';

/**
 * Whether the URL names something that exists: the page answers 200, 404 (not-found page), or
 * 410 when the API says what it is about is gone for good (deleted after publishing, or removed
 * with its author's account).
 */
export type PageStatus = 'found' | 'not-found' | 'gone';

/** A page is gone when a read it is about is gone, else missing when one is missing. */
const worst = (statuses: PageStatus[]): PageStatus =>
  statuses.includes('gone') ? 'gone' : statuses.includes('not-found') ? 'not-found' : 'found';

/**
 * Makes every read the matched routes declare (their handles' `reads`, app/routeReads.ts) before
 * the server renders the page, so the HTML holds the page and the browser asks for none of it
 * again. The page is not found when a route's URL names nothing or the read it is about is
 * refused for good.
 */
export async function prefetchPage(
  matches: RouteMatch[],
  url: URL,
  prefetcher: Prefetcher,
): Promise<PageStatus> {
  const statuses = await Promise.all(
    matches.map(async (match): Promise<PageStatus> => {
      const declared = (match.route.handle as RouteHandle | undefined)?.reads;
      if (!declared) return 'found';
      const reads = await declared({
        pathname: url.pathname,
        params: match.params,
        searchParams: url.searchParams,
      });
      if (reads === null) return 'not-found';
      const outcomes: PageStatus[] = await Promise.all(
        Object.values(reads).map(async (read) => {
          if (!read) return 'found';
          const result = await prefetcher.read(read);
          return read.subject ? statusOf(result) : ('found' as const);
        }),
      );
      return worst(outcomes);
    }),
  );
  return worst(statuses);
}

/**
 * A read's outcome as a page status: a 404 from the API is the page's own 404, and so is a
 * request that could never be answered (a forged `?before=` cursor, refused before sending or
 * with 400 by the server).
 */
function statusOf(result: { error?: Pick<ApiError, 'kind' | 'status'> }): PageStatus {
  const { error } = result;
  if (!error) return 'found';
  if (error.status === 410) return 'gone';
  return error.kind === 'invalid-request' || error.status === 404 || error.status === 400
    ? 'not-found'
    : 'found';
}
