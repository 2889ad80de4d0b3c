import {
  bodyText,
  CATEGORIES,
  FEED_DESCRIPTIONS,
  FEED_FORMATS,
  FEED_PATHS,
  FEED_TITLES,
  type FeedFormat,
  feedPathAs,
  findCategoryById,
  findCategoryBySlug,
  PAGE_PATHS,
  PRIVATE_PAGE_PATHS,
  SERVER_MESSAGES,
} from '@byline/api-client/contract';
import { decodeHTML } from 'entities';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { FEED_CACHE_CONTROL, NEWS_SITEMAP_WINDOW_MS } from '../constants';
import {
  feedDocument,
  feedUpdatedAt,
  newsEntry,
  sitemapIndexXml,
  urlsetXml,
} from '../feeds/documents';
import {
  type FeedItem,
  findFeedAuthor,
  listArticleSitemapPages,
  listAuthorSitemapPages,
  listFeedItems,
  listLastPublished,
  listNewsSitemap,
  listSitemapArticles,
  listSitemapAuthors,
} from '../feeds/queries';
import { carriesCredentials } from '../http/credentials';
import { HttpError } from '../http/errors';
import { isNotModified, weakEtag } from '../http/etag';
import type { RouteDependencies } from './dependencies';

const CONTENT_TYPES = {
  rss: `${FEED_FORMATS.rss.type}; charset=utf-8`,
  atom: `${FEED_FORMATS.atom.type}; charset=utf-8`,
  json: `${FEED_FORMATS.json.type}; charset=utf-8`,
  xml: 'application/xml; charset=utf-8',
  text: 'text/plain; charset=utf-8',
} as const;

/** How long a description made from an article's text may be, when it has no excerpt. */
const TEXT_DESCRIPTION_LENGTH = 280;

/** An article's description in a feed: its excerpt, else its subtitle, else its text's start. */
function describe(item: Pick<FeedItem, 'description' | 'subtitle' | 'content'>): string {
  const given = item.description.trim() || item.subtitle.trim();
  if (given) return given;
  const text = decodeHTML(bodyText(item.content)).replace(/\s+/g, ' ').trim();
  if (text.length <= TEXT_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, TEXT_DESCRIPTION_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trimEnd()}…`;
}

/** The body's site-relative links and pictures made absolute, as a feed reader needs them. */
function withAbsoluteUrls(html: string, origin: string): string {
  return html.replace(/(\s(?:src|href))="\/(?!\/)/g, `$1="${origin}/`);
}

/** A page number of a path: digits only, else the sitemap does not exist. */
function pageNumber(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new HttpError(404, SERVER_MESSAGES.notFound);
  return Number(value);
}

/**
 * A public document with a weak ETag; a request that already has it gets a 304. One carrying
 * credentials is answered whole and `no-store` (server.ts), like every API read.
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
 * sitemaps"): published articles only, every URL absolute on PUBLIC_ORIGIN.
 */
export function registerFeedRoutes(
  { app, db, rateLimits }: RouteDependencies,
  config: Pick<ServerConfig, 'publicOrigin' | 'mediaBasePath'>,
): void {
  const read = { onRequest: rateLimits.reads };
  const url = (path: string) => new URL(path, `${config.publicOrigin}/`).href;
  const mediaUrl = (path: string) => url(`${config.mediaBasePath}/${path}`);
  const categoryName = (id: number) => findCategoryById(id)?.name ?? '';

  app.get(FEED_PATHS.robots, read, (request, reply) => {
    const lines = [
      'User-agent: *',
      `Allow: ${PAGE_PATHS.home}`,
      // `$` ends a rule (RFC 9309): `/profile` alone is the own profile, `/profile/7` an author's.
      // The page and its query forms (`/login?next=…`), not the paths below it (`/profile/1`).
      ...PRIVATE_PAGE_PATHS.flatMap((path) => [`Disallow: ${path}$`, `Disallow: ${path}?`]),
      'Disallow: /api/',
      '',
      `Sitemap: ${url(FEED_PATHS.sitemapIndex)}`,
      '',
    ];
    return sendDocument(request, reply, 'text', lines.join('\n'));
  });

  app.get(FEED_PATHS.sitemapIndex, read, async (request, reply) => {
    const [last, articlePages, authorPages] = await Promise.all([
      listLastPublished(db),
      listArticleSitemapPages(db),
      listAuthorSitemapPages(db),
    ]);
    // Author pages change when their authors publish: the site's newest publication bounds it.
    const siteLastmod = last.site?.toISOString();
    const xml = await sitemapIndexXml([
      { url: url(FEED_PATHS.pagesSitemap), lastmod: siteLastmod },
      { url: url(FEED_PATHS.newsSitemap), lastmod: siteLastmod },
      ...articlePages.map(({ page, lastmod }) => ({
        url: url(FEED_PATHS.articlesSitemap(page)),
        lastmod: lastmod.toISOString(),
      })),
      ...authorPages.map((page) => ({
        url: url(FEED_PATHS.authorsSitemap(page)),
        lastmod: siteLastmod,
      })),
    ]);
    return sendDocument(request, reply, 'xml', xml);
  });

  app.get(FEED_PATHS.pagesSitemap, read, async (request, reply) => {
    const last = await listLastPublished(db);
    const xml = await urlsetXml([
      { url: url(PAGE_PATHS.home), lastmod: last.site?.toISOString() },
      ...CATEGORIES.map((category) => ({
        url: url(PAGE_PATHS.category(category.slug)),
        lastmod: last.categories.get(category.id)?.toISOString(),
      })),
    ]);
    return sendDocument(request, reply, 'xml', xml);
  });

  app.get(FEED_PATHS.newsSitemap, read, async (request, reply) => {
    const rows = await listNewsSitemap(db, new Date(Date.now() - NEWS_SITEMAP_WINDOW_MS));
    const xml = await urlsetXml(
      rows.map((row) => ({
        url: url(PAGE_PATHS.article(row.id)),
        news: newsEntry(row.title, row.publishedAt),
      })),
      true,
    );
    return sendDocument(request, reply, 'xml', xml);
  });

  /** A sitemap of one id range: 404 when the range holds nothing to list. */
  const pagedSitemap = <Row>(
    pattern: string,
    listPage: (page: number) => Promise<Row[]>,
    entry: (row: Row) => { path: string; lastmod: Date },
  ) =>
    app.get<{ Params: { page: string } }>(pattern, read, async (request, reply) => {
      const rows = await listPage(pageNumber(request.params.page));
      if (rows.length === 0) throw new HttpError(404, SERVER_MESSAGES.notFound);
      const xml = await urlsetXml(
        rows.map(entry).map(({ path, lastmod }) => ({
          url: url(path),
          lastmod: lastmod.toISOString(),
        })),
      );
      return sendDocument(request, reply, 'xml', xml);
    });

  pagedSitemap(
    FEED_PATHS.articlesSitemap(':page'),
    (page) => listSitemapArticles(db, page),
    (row) => ({ path: PAGE_PATHS.article(row.id), lastmod: row.updatedAt }),
  );
  pagedSitemap(
    FEED_PATHS.authorsSitemap(':page'),
    (page) => listSitemapAuthors(db, page),
    (row) => ({ path: PAGE_PATHS.authorProfile(row.id), lastmod: row.lastPublishedAt }),
  );

  /** A feed answered in `format`, its entries the articles the feed lists. */
  const sendFeed = (
    request: FastifyRequest,
    reply: FastifyReply,
    format: FeedFormat,
    channel: { title: string; page: string; rssPath: string; description: string },
    items: FeedItem[],
  ) => {
    const entries = items.map((item) => ({
      title: item.title,
      link: url(PAGE_PATHS.article(item.id)),
      publishedAt: item.publishedAt,
      updatedAt: item.updatedAt,
      excerpt: describe(item),
      contentHtml: withAbsoluteUrls(item.content, config.publicOrigin),
      authorName: item.authorName,
      authorLink: url(PAGE_PATHS.authorProfile(item.authorId)),
      category: categoryName(item.categoryId),
      cover: item.imagePath
        ? { url: mediaUrl(item.imagePath), width: item.imageWidth, height: item.imageHeight }
        : null,
    }));
    const self = {
      rss: url(channel.rssPath),
      atom: url(feedPathAs(channel.rssPath, 'atom')),
      json: url(feedPathAs(channel.rssPath, 'json')),
    };
    const document = feedDocument(
      {
        title: channel.title,
        link: url(channel.page),
        self,
        description: channel.description,
        items: entries,
      },
      format,
    );
    return sendDocument(request, reply, format, document, feedUpdatedAt(entries));
  };

  /** A feed's three routes: its RSS path and the same with `.atom` and `.json`. */
  const feedRoutes = <Params>(
    rssPattern: string,
    answer: (
      request: FastifyRequest<{ Params: Params }>,
      reply: FastifyReply,
      format: FeedFormat,
    ) => unknown,
  ) => {
    for (const format of Object.keys(FEED_FORMATS) as FeedFormat[]) {
      app.get<{ Params: Params }>(feedPathAs(rssPattern, format), read, (request, reply) =>
        answer(request, reply, format),
      );
    }
  };

  feedRoutes(FEED_PATHS.siteFeed, async (request, reply, format) =>
    sendFeed(
      request,
      reply,
      format,
      {
        title: FEED_TITLES.site,
        page: PAGE_PATHS.home,
        rssPath: FEED_PATHS.siteFeed,
        description: FEED_DESCRIPTIONS.site,
      },
      await listFeedItems(db, {}),
    ),
  );

  feedRoutes<{ slug: string }>(FEED_PATHS.categoryFeed(':slug'), async (request, reply, format) => {
    const category = findCategoryBySlug(request.params.slug);
    if (!category) throw new HttpError(404, SERVER_MESSAGES.unknownCategory);
    return sendFeed(
      request,
      reply,
      format,
      {
        title: FEED_TITLES.category(category.name),
        page: PAGE_PATHS.category(category.slug),
        rssPath: FEED_PATHS.categoryFeed(category.slug),
        description: FEED_DESCRIPTIONS.category(category.name),
      },
      await listFeedItems(db, { categoryId: category.id }),
    );
  });

  feedRoutes<{ userId: string }>(
    FEED_PATHS.authorFeed(':userId'),
    async (request, reply, format) => {
      const userId = pageNumber(request.params.userId);
      const author = await findFeedAuthor(db, userId);
      if (!author) throw new HttpError(404, SERVER_MESSAGES.userNotFound);
      return sendFeed(
        request,
        reply,
        format,
        {
          title: FEED_TITLES.author(author.fullName),
          page: PAGE_PATHS.authorProfile(userId),
          rssPath: FEED_PATHS.authorFeed(userId),
          description: FEED_DESCRIPTIONS.author(author.fullName),
        },
        await listFeedItems(db, { authorId: userId }),
      );
    },
  );
}
