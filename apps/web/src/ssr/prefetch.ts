import { type ApiError, idSchema, type Prefetcher } from '@byline/api-client';
import type { Params } from 'react-router';

/** What a page's server-side reads are given: the route's params and query, and the reads. */
export interface PrefetchContext {
  params: Params;
  searchParams: URLSearchParams;
  reads: Prefetcher;
}

/** Whether the URL names something that exists: the page answers 200, or 404 (not-found page). */
export type PageStatus = 'found' | 'not-found';

/**
 * A route's server-side reads: what its page (and only its page) will ask for, made before the
 * server renders it, so the HTML holds the page and the browser asks for none of it again. Kept
 * beside the page (`<Name>Route/prefetch.ts`) with the same parameters as its hooks.
 */
export type PagePrefetch = (context: PrefetchContext) => Promise<PageStatus>;

/** An id route parameter (`/article/12`) as the contract reads ids, or null (no such page). */
export function idParam(value: string | undefined): number | null {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * A read's outcome as a page status: a 404 from the API is the page's own 404, and so is a
 * request that could never be answered (a forged `?before=` cursor, refused before sending or
 * with 400 by the server).
 */
export function statusOf(result: { error?: Pick<ApiError, 'kind' | 'status'> }): PageStatus {
  const { error } = result;
  if (!error) return 'found';
  return error.kind === 'invalid-request' || error.status === 404 || error.status === 400
    ? 'not-found'
    : 'found';
}
