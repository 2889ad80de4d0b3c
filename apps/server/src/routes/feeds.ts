import { FEED_FORMATS, FEED_PATHS, type FeedFormat, feedPathAs } from '@byline/api-client/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { FEED_CACHE_CONTROL } from '../constants';
import { createFeedService, type FeedAnswer } from '../feeds/feedService';
import { carriesCredentials } from '../http/credentials';
import { isNotModified, weakEtag } from '../http/etag';
import type { RouteDependencies } from './dependencies';

const CONTENT_TYPES = {
  rss: `${FEED_FORMATS.rss.type}; charset=utf-8`,
  atom: `${FEED_FORMATS.atom.type}; charset=utf-8`,
  json: `${FEED_FORMATS.json.type}; charset=utf-8`,
  xml: 'application/xml; charset=utf-8',
  text: 'text/plain; charset=utf-8',
} as const;

/**
 * A public document with a weak ETag (and, for a feed, the Last-Modified of its newest entry); a
 * request that already has it gets a 304. One carrying credentials is answered whole and
 * `no-store` (server.ts), like every API read.
 */
function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  type: keyof typeof CONTENT_TYPES,
  body: string,
  updatedAt?: Date,
) {
  reply.type(CONTENT_TYPES[type]);
  if (carriesCredentials(request.headers)) return reply.send(body);
  const etag = weakEtag(body);
  const lastModified = updatedAt && updatedAt.getTime() > 0 ? updatedAt.toUTCString() : null;
  reply.header('cache-control', FEED_CACHE_CONTROL).header('etag', etag);
  if (lastModified) reply.header('last-modified', lastModified);
  if (isNotModified(request.headers, etag, lastModified)) return reply.status(304).send();
  return reply.send(body);
}

/**
 * robots.txt, the sitemap index and its sitemaps, and the RSS feeds (docs/api.md "Feeds and
 * sitemaps"): outside /api, each a document of feeds/feedService.ts.
 */
export function registerFeedRoutes(
  { app, db, rateLimits }: RouteDependencies,
  config: Pick<ServerConfig, 'publicOrigin' | 'mediaBasePath'>,
): void {
  const read = { onRequest: rateLimits.reads };
  const feeds = createFeedService(db, config);

  app.get(FEED_PATHS.robots, read, (request, reply) =>
    sendDocument(request, reply, 'text', feeds.robots()),
  );
  app.get(FEED_PATHS.sitemapIndex, read, async (request, reply) =>
    sendDocument(request, reply, 'xml', await feeds.sitemapIndex()),
  );
  app.get(FEED_PATHS.pagesSitemap, read, async (request, reply) =>
    sendDocument(request, reply, 'xml', await feeds.pagesSitemap()),
  );
  app.get(FEED_PATHS.newsSitemap, read, async (request, reply) =>
    sendDocument(request, reply, 'xml', await feeds.newsSitemap()),
  );
  app.get<{ Params: { page: string } }>(
    FEED_PATHS.articlesSitemap(':page'),
    read,
    async (request, reply) =>
      sendDocument(request, reply, 'xml', await feeds.articlesSitemap(request.params.page)),
  );
  app.get<{ Params: { page: string } }>(
    FEED_PATHS.authorsSitemap(':page'),
    read,
    async (request, reply) =>
      sendDocument(request, reply, 'xml', await feeds.authorsSitemap(request.params.page)),
  );
  app.get<{ Params: { page: string } }>(
    FEED_PATHS.tagsSitemap(':page'),
    read,
    async (request, reply) =>
      sendDocument(request, reply, 'xml', await feeds.tagsSitemap(request.params.page)),
  );
  /** A feed's three routes: its RSS path, and the same with `.atom` and `.json`. */
  const feedRoutes = <Params>(
    rssPattern: string,
    answer: (format: FeedFormat, params: Params) => Promise<FeedAnswer>,
  ) => {
    for (const format of Object.keys(FEED_FORMATS) as FeedFormat[]) {
      app.get<{ Params: Params }>(feedPathAs(rssPattern, format), read, async (request, reply) => {
        const { body, updatedAt } = await answer(format, request.params as Params);
        return sendDocument(request, reply, format, body, updatedAt);
      });
    }
  };
  feedRoutes(FEED_PATHS.siteFeed, (format) => feeds.siteFeed(format));
  feedRoutes<{ slug: string }>(FEED_PATHS.categoryFeed(':slug'), (format, params) =>
    feeds.categoryFeed(format, params.slug),
  );
  feedRoutes<{ slug: string }>(FEED_PATHS.tagFeed(':slug'), (format, params) =>
    feeds.tagFeed(format, params.slug),
  );
  feedRoutes<{ userId: string }>(FEED_PATHS.authorFeed(':userId'), (format, params) =>
    feeds.authorFeed(format, params.userId),
  );
}
