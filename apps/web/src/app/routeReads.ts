import type { PageRead } from '@byline/api-client';
import { type Params, useLocation, useParams, useSearchParams } from 'react-router';

/** What a route's reads are worked out from: its URL. */
export interface RouteLocation {
  pathname: string;
  params: Params;
  searchParams: URLSearchParams;
}

/**
 * A read of a page; `subject` marks what the page is about (the article, the author, the
 * category's list): its lasting refusal (404, or a cursor the server never issued) makes the
 * page the not-found page, with status 404.
 */
export type RouteRead = PageRead & { readonly subject?: true };

/** A page's reads by the name its route gives them; undefined: not read at this URL. */
export type RouteReadSet = Readonly<Record<string, RouteRead | undefined>>;

/**
 * Everything a server-rendered page reads as it first renders, declared once beside its route
 * (`<Name>Route/reads.ts`, on the route's `handle.reads`): the server makes these reads before
 * rendering it (src/ssr/prefetch.ts) and the page's hooks take their arguments from them
 * (`useRouteReads`), so the browser asks for none of them again while hydrating. Null: the URL
 * names nothing (an id that is no id, an unknown category), the page answers 404.
 */
export type RouteReads<Reads extends RouteReadSet = RouteReadSet> = (
  location: RouteLocation,
) => Reads | null;

/**
 * A route's reads as its handle carries them. A lazily loaded page's come through `lazyReads`:
 * a static import from the router would move them (and what they import) from the page's chunk
 * into the reader's first one.
 */
export type HandleReads = (
  location: RouteLocation,
) => RouteReadSet | null | Promise<RouteReadSet | null>;

/** The reads of a lazily loaded page: the export `pick` of the module `load` imports. */
export function lazyReads<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => RouteReads,
): HandleReads {
  return async (location) => pick(await load())(location);
}

/** Marks the read a page is about (see `RouteRead`). */
export function pageSubject<Read extends PageRead>(read: Read): Read & { readonly subject: true } {
  return { ...read, subject: true };
}

/** The reads of a path without a page: none, and the answer is 404. */
export const noSuchPage = (): null => null;

/** A route's declared reads for the current URL, to hand to the page's hooks. */
export function useRouteReads<Reads extends RouteReadSet>(reads: RouteReads<Reads>): Reads | null {
  const { pathname } = useLocation();
  const params = useParams();
  const [searchParams] = useSearchParams();
  return reads({ pathname, params, searchParams });
}
