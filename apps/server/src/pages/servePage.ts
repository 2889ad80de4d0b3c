import { text } from 'node:stream/consumers';
import { canonicalPagePath, PAGE_PATHS } from '@byline/api-client/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_CACHE_CONTROL, UNCACHEABLE_PAGE_CACHE_CONTROL } from '../constants';
import { httpDate, isNotModified, weakEtag } from '../http/etag';
import { movedCategorySlug } from '../news/siteCategories';
import { markerOf } from '../stats/referrer';
import { inProcessFetch } from './inProcessFetch';
import type { PageRenderer } from './renderer';

/**
 * Answers a page request with the web app's server-rendered document: its status (404 for
 * what does not exist), a Cache-Control a CDN may follow (pages hold nothing of a reader:
 * they are rendered signed out, whatever cookie came with the request), and an ETag and
 * Last-Modified of what the page shows (not of when it was rendered), so a revalidation whose
 * page has not changed costs a 304 instead of the document.
 */
export async function servePage(
  renderer: PageRenderer,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  // One address per page: the others move there for good, query and all (a category's old
  // slug too, docs/adr/0038).
  const [pathname = '', query] = request.url.split(/\?(.*)/s, 2);
  const canonical = canonicalPagePath(pathname) ?? movedCategoryPath(pathname);
  if (canonical) {
    reply.header('cache-control', PAGE_CACHE_CONTROL);
    return reply.redirect(query ? `${canonical}?${query}` : canonical, 301);
  }
  const fetch = inProcessFetch(request.server, {
    remoteAddress: request.ip,
    referrer: request.headers.referer,
    marker: markerOf(request.url),
  });
  const page = await renderer.render(request.url, { fetch });
  const html = await text(page.html);
  // A not-found page is kept by nobody, as the API's 404s (ERROR_CACHE_CONTROL): the article
  // or author may exist a moment later.
  const shareable = page.cacheable && page.status === 200;
  reply.header('cache-control', shareable ? PAGE_CACHE_CONTROL : UNCACHEABLE_PAGE_CACHE_CONTROL);
  if (shareable) {
    const etag = weakEtag(page.version ?? html);
    const lastModified = httpDate(page.lastModified);
    reply.header('etag', etag);
    if (lastModified) reply.header('last-modified', lastModified);
    if (isNotModified(request.headers, etag, lastModified)) return reply.status(304).send();
  }
  return reply.status(page.status).type('text/html; charset=utf-8').send(html);
}

/** A category page at a slug its category no longer has: its page now. */
function movedCategoryPath(pathname: string): string | null {
  const slug = /^\/news\/([^/]+)\/?$/.exec(pathname)?.[1];
  const moved = slug === undefined ? undefined : movedCategorySlug(decodeURIComponent(slug));
  return moved ? PAGE_PATHS.category(moved) : null;
}
