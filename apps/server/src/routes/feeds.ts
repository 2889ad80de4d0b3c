import { FEED_PATHS } from '@byline/api-client/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { FEED_CACHE_CONTROL } from '../constants';
import { createFeedService } from '../feeds/feedService';
import { carriesCredentials } from '../http/credentials';
import { ifNoneMatchMatches, weakEtag } from '../http/etag';
import type { RouteDependencies } from './dependencies';

const CONTENT_TYPES = {
  rss: 'application/rss+xml; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  text: 'text/plain; charset=utf-8',
} as const;

/**
 * A public document with a weak ETag; a request that already has it gets a 304. One carrying
 * credentials is answered whole and `no-store` (server.ts), like every API read.
 */
function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  type: keyof typeof CONTENT_TYPES,
  body: string,
) {
  reply.type(CONTENT_TYPES[type]);
  if (carriesCredentials(request.headers)) return reply.send(body);
  const etag = weakEtag(body);
  reply.header('cache-control', FEED_CACHE_CONTROL).header('etag', etag);
  if (ifNoneMatchMatches(request.headers['if-none-match'], etag)) {
    return reply.status(304).send();
  }
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
  app.get(FEED_PATHS.siteFeed, read, async (request, reply) =>
    sendDocument(request, reply, 'rss', await feeds.siteFeed()),
  );
  app.get<{ Params: { slug: string } }>(
    FEED_PATHS.categoryFeed(':slug'),
    read,
    async (request, reply) =>
      sendDocument(request, reply, 'rss', await feeds.categoryFeed(request.params.slug)),
  );
  app.get<{ Params: { userId: string } }>(
    FEED_PATHS.authorFeed(':userId'),
    read,
    async (request, reply) =>
      sendDocument(request, reply, 'rss', await feeds.authorFeed(request.params.userId)),
  );
}
