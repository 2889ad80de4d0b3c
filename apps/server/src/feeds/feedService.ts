import {
  bodyText,
  CATEGORIES,
  coverDescription,
  FEED_DESCRIPTIONS,
  FEED_PATHS,
  FEED_TITLES,
  type FeedFormat,
  feedPathAs,
  findCategoryBySlug,
  isTagSlug,
  PAGE_PATHS,
  PRIVATE_PAGE_PATHS,
  PRIVATE_PAGE_TREES,
  SERVER_MESSAGES,
  tagName,
  withSourceMarker,
} from '@byline/api-client/contract';
import { decodeHTML } from 'entities';
import type { ServerConfig } from '../config';
import { NEWS_SITEMAP_WINDOW_MS } from '../constants';
import type { Executor } from '../db/client';
import { refuse } from '../http/errors';
import { categoryName } from '../news/categoryNames';
import { feedDocument, feedUpdatedAt, newsEntry, sitemapIndexXml, urlsetXml } from './documents';
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
  listSitemapTags,
  listTagFeedItems,
  listTagSitemapPages,
} from './feedRepository';

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
export function withAbsoluteUrls(html: string, origin: string): string {
  return html.replace(/(\s(?:src|href))="\/(?!\/)/g, `$1="${origin}/`);
}

/** A feed's document and when its newest entry was published or edited (`Last-Modified`). */
export interface FeedAnswer {
  body: string;
  updatedAt: Date;
}

/**
 * robots.txt, the sitemap index and its sitemaps, and the feeds in RSS, Atom and JSON Feed
 * (docs/api.md "Feeds and sitemaps"), each as the text of its document: published articles only,
 * every URL absolute on PUBLIC_ORIGIN. A page or feed of nothing is not found (404).
 */
export function createFeedService(
  db: Executor,
  config: Pick<ServerConfig, 'publicOrigin' | 'mediaBasePath'>,
) {
  const url = (path: string) => new URL(path, `${config.publicOrigin}/`).href;
  const mediaUrl = (path: string) => url(`${config.mediaBasePath}/${path}`);
  function notFound(message: string): never {
    return refuse({ status: 404, message });
  }

  /** A page number of a path: digits only, else the sitemap does not exist. */
  function pageNumber(value: string): number {
    if (!/^\d{1,9}$/.test(value)) notFound(SERVER_MESSAGES.notFound);
    return Number(value);
  }

  /** A sitemap of one id range: 404 when the range holds nothing to list. */
  async function pagedSitemap<Row>(
    rows: Row[],
    entry: (row: Row) => { path: string; lastmod: Date },
  ): Promise<string> {
    if (rows.length === 0) notFound(SERVER_MESSAGES.notFound);
    return urlsetXml(
      rows.map(entry).map(({ path, lastmod }) => ({
        url: url(path),
        lastmod: lastmod.toISOString(),
      })),
    );
  }

  /** A feed in `format`, its entries the articles it lists. */
  const feed = (
    format: FeedFormat,
    channel: { title: string; page: string; rssPath: string; description: string },
    items: FeedItem[],
  ): FeedAnswer => {
    const entries = items.map((item) => ({
      title: item.title,
      permalink: url(PAGE_PATHS.article(item.id)),
      link: withSourceMarker(url(PAGE_PATHS.article(item.id)), 'feed'),
      publishedAt: item.publishedAt,
      updatedAt: item.updatedAt,
      excerpt: describe(item),
      contentHtml: withAbsoluteUrls(item.content, config.publicOrigin),
      authorName: item.authorName,
      authorLink: url(PAGE_PATHS.authorProfile(item.authorId)),
      category: categoryName(item.categoryId),
      tags: item.keywords,
      cover: item.imagePath
        ? {
            url: mediaUrl(item.imagePath),
            width: item.imageWidth,
            height: item.imageHeight,
            description: coverDescription({ image_alt: item.imageAlt, title: item.title }),
          }
        : null,
    }));
    const self = {
      rss: url(channel.rssPath),
      atom: url(feedPathAs(channel.rssPath, 'atom')),
      json: url(feedPathAs(channel.rssPath, 'json')),
    };
    const body = feedDocument(
      {
        title: channel.title,
        link: url(channel.page),
        self,
        description: channel.description,
        items: entries,
      },
      format,
    );
    return { body, updatedAt: feedUpdatedAt(entries) };
  };

  return {
    robots(): string {
      const lines = [
        'User-agent: *',
        `Allow: ${PAGE_PATHS.home}`,
        // `$` ends a rule (RFC 9309): `/profile` alone is the own profile, `/profile/7` an author's.
        // The page and its query forms (`/login?next=…`), not the paths below it (`/profile/1`).
        ...PRIVATE_PAGE_PATHS.flatMap((path) => [`Disallow: ${path}$`, `Disallow: ${path}?`]),
        ...PRIVATE_PAGE_TREES.map((path) => `Disallow: ${path}`),
        'Disallow: /api/',
        '',
        `Sitemap: ${url(FEED_PATHS.sitemapIndex)}`,
        '',
      ];
      return lines.join('\n');
    },

    async sitemapIndex(): Promise<string> {
      const [last, articlePages, authorPages, tagPages] = await Promise.all([
        listLastPublished(db),
        listArticleSitemapPages(db),
        listAuthorSitemapPages(db),
        listTagSitemapPages(db),
      ]);
      // Author pages change when their authors publish: the site's newest publication bounds it.
      const siteLastmod = last.site?.toISOString();
      return sitemapIndexXml([
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
        // Tag pages too: bounded by the site's newest publication.
        ...tagPages.map((page) => ({
          url: url(FEED_PATHS.tagsSitemap(page)),
          lastmod: siteLastmod,
        })),
      ]);
    },

    async pagesSitemap(): Promise<string> {
      const last = await listLastPublished(db);
      return urlsetXml([
        { url: url(PAGE_PATHS.home), lastmod: last.site?.toISOString() },
        ...CATEGORIES.map((category) => ({
          url: url(PAGE_PATHS.category(category.slug)),
          lastmod: last.categories.get(category.id)?.toISOString(),
        })),
      ]);
    },

    async newsSitemap(): Promise<string> {
      const rows = await listNewsSitemap(db, new Date(Date.now() - NEWS_SITEMAP_WINDOW_MS));
      return urlsetXml(
        rows.map((row) => ({
          url: url(PAGE_PATHS.article(row.id)),
          news: newsEntry(row.title, row.publishedAt),
        })),
        true,
      );
    },

    async articlesSitemap(page: string): Promise<string> {
      return pagedSitemap(await listSitemapArticles(db, pageNumber(page)), (row) => ({
        path: PAGE_PATHS.article(row.id),
        lastmod: row.updatedAt,
      }));
    },

    async authorsSitemap(page: string): Promise<string> {
      return pagedSitemap(await listSitemapAuthors(db, pageNumber(page)), (row) => ({
        path: PAGE_PATHS.authorProfile(row.id),
        lastmod: row.lastPublishedAt,
      }));
    },

    async tagsSitemap(page: string): Promise<string> {
      return pagedSitemap(await listSitemapTags(db, pageNumber(page)), (row) => ({
        path: PAGE_PATHS.tag(row.slug),
        lastmod: row.lastPublishedAt,
      }));
    },

    async siteFeed(format: FeedFormat): Promise<FeedAnswer> {
      return feed(
        format,
        {
          title: FEED_TITLES.site,
          page: PAGE_PATHS.home,
          rssPath: FEED_PATHS.siteFeed,
          description: FEED_DESCRIPTIONS.site,
        },
        await listFeedItems(db, {}),
      );
    },

    async categoryFeed(format: FeedFormat, slug: string): Promise<FeedAnswer> {
      const category = findCategoryBySlug(slug);
      if (!category) notFound(SERVER_MESSAGES.unknownCategory);
      return feed(
        format,
        {
          title: FEED_TITLES.category(category.name),
          page: PAGE_PATHS.category(category.slug),
          rssPath: FEED_PATHS.categoryFeed(category.slug),
          description: FEED_DESCRIPTIONS.category(category.name),
        },
        await listFeedItems(db, { categoryId: category.id }),
      );
    },

    /** A tag's feed: 404 for a text that is not a slug, or a tag no live article carries. */
    async tagFeed(format: FeedFormat, slug: string): Promise<FeedAnswer> {
      if (!isTagSlug(slug)) notFound(SERVER_MESSAGES.tagNotFound);
      const items = await listTagFeedItems(db, slug);
      if (items.length === 0) notFound(SERVER_MESSAGES.tagNotFound);
      const name = tagName(slug, items);
      return feed(
        format,
        {
          title: FEED_TITLES.tag(name),
          page: PAGE_PATHS.tag(slug),
          rssPath: FEED_PATHS.tagFeed(slug),
          description: FEED_DESCRIPTIONS.tag(name),
        },
        items,
      );
    },

    async authorFeed(format: FeedFormat, userIdText: string): Promise<FeedAnswer> {
      const userId = pageNumber(userIdText);
      const author = await findFeedAuthor(db, userId);
      if (!author) notFound(SERVER_MESSAGES.userNotFound);
      return feed(
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
  };
}
