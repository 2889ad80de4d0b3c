import { Readable } from 'node:stream';
import { type FeedFormat, SITE_LANGUAGE, SITE_NAME } from '@byline/api-client/contract';
import { XMLBuilder } from 'fast-xml-parser';
import { Feed } from 'feed';
import {
  type IndexItem,
  SitemapIndexStream,
  type SitemapItemLoose,
  SitemapStream,
  streamToPromise,
} from 'sitemap';

/**
 * The XML of the sitemaps (the `sitemap` library: sitemaps.org and Google News, escaped and
 * validated) and the feeds in RSS 2.0, Atom 1.0 and JSON Feed 1.1 (the `feed` library). No XML
 * is written by hand here.
 */

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NEWS_NAMESPACE = 'http://www.google.com/schemas/sitemap-news/0.9';
const DUBLIN_CORE_NAMESPACE = 'http://purl.org/dc/elements/1.1/';
const MEDIA_RSS_NAMESPACE = 'http://search.yahoo.com/mrss/';
/** Covers are stored as WebP (src/media/images.ts). */
const COVER_TYPE = 'image/webp';

export function sitemapIndexXml(sitemaps: IndexItem[]): Promise<string> {
  return streamToPromise(Readable.from(sitemaps).pipe(new SitemapIndexStream())).then(String);
}

/**
 * A `<urlset>`. The library refuses an empty one; the news sitemap is empty when nothing was
 * published in two days, and answers a valid empty `<urlset>` then.
 */
export async function urlsetXml(urls: SitemapItemLoose[], news = false): Promise<string> {
  if (urls.length === 0) {
    return new XMLBuilder({ ignoreAttributes: false }).build({
      '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
      urlset: { '@_xmlns': SITEMAP_NAMESPACE, ...(news ? { '@_xmlns:news': NEWS_NAMESPACE } : {}) },
    });
  }
  const stream = new SitemapStream({
    xmlns: { news, xhtml: false, image: false, video: false },
  });
  return String(await streamToPromise(Readable.from(urls).pipe(stream)));
}

/** A Google News `<news:news>` for an article. */
export function newsEntry(title: string, publishedAt: Date): SitemapItemLoose['news'] {
  return {
    publication: { name: SITE_NAME, language: SITE_LANGUAGE },
    publication_date: publishedAt.toISOString(),
    title,
  };
}

export interface FeedChannel {
  title: string;
  /** The page the feed follows (home, category, author profile). */
  link: string;
  /** The feed's own URL in each format (`atom:link rel="self"`, JSON Feed's `feed_url`). */
  self: Record<FeedFormat, string>;
  description: string;
  items: FeedEntry[];
}

export interface FeedEntry {
  title: string;
  /** The article's permalink: the entry's guid / id, the same in every version of the feed. */
  permalink: string;
  /** Where a reader of the feed goes: the permalink marked as the feed's (docs/privacy.md). */
  link: string;
  publishedAt: Date;
  updatedAt: Date;
  /** Plain text: the article's excerpt (or the start of its text when it has none). */
  excerpt: string;
  /** The whole article as the page shows it: sanitised HTML, every URL absolute. */
  contentHtml: string;
  authorName: string;
  /** The author's page. */
  authorLink: string;
  category: string;
  /** The article's keywords: categories of the entry after its section's. */
  tags: string[];
  cover: {
    url: string;
    width: number | null;
    height: number | null;
    /** What the picture shows, for readers who cannot see it. */
    description: string;
  } | null;
}

/**
 * The `feed` library's CDATA sections escape only the first `]]>` of a text; a zero-width space
 * inside each keeps every later one from closing the section early.
 */
const cdataSafe = (text: string) => text.replaceAll(']]>', ']]\u200b>');

/** RSS `<description>` is HTML: the plain-text excerpt is escaped, so it shows as written. */
const asHtmlText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The library's XML writer escapes only `"` in attributes: the rest is escaped here. */
const asAttributeText = (text: string) =>
  text.replace(/[&<>]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char] ?? char);

/**
 * An element of another vocabulary declares its namespace itself: the library declares Dublin
 * Core only for full-content feeds, and Media RSS never.
 */
const namespaced = (prefix: string, namespace: string, fields: Record<string, unknown>) => ({
  ...fields,
  _attributes: {
    [`xmlns:${prefix}`]: namespace,
    ...(fields._attributes as Record<string, unknown> | undefined),
  },
});

/** When a feed last changed: its newest entry's publication or edit. */
export function feedUpdatedAt(items: readonly FeedEntry[]): Date {
  let newest = 0;
  for (const item of items) {
    newest = Math.max(newest, item.publishedAt.getTime(), item.updatedAt.getTime());
  }
  return new Date(newest);
}

/** A feed in `format`: RSS 2.0, Atom 1.0 or JSON Feed 1.1, with the same entries. */
export function feedDocument(channel: FeedChannel, format: FeedFormat): string {
  return format === 'json' ? jsonFeed(channel) : xmlFeed(channel, format);
}

/**
 * JSON Feed 1.1 (jsonfeed.org/version/1.1), written here: the `feed` library writes version 1
 * (one `author`, no `language`), and JSON needs no escaping of its own.
 */
function jsonFeed(channel: FeedChannel): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: channel.title,
    home_page_url: channel.link,
    feed_url: channel.self.json,
    description: channel.description,
    language: SITE_LANGUAGE,
    items: channel.items.map((item) => ({
      id: item.permalink,
      url: item.link,
      title: item.title,
      summary: item.excerpt,
      content_html: item.contentHtml,
      ...(item.cover ? { image: item.cover.url } : {}),
      date_published: item.publishedAt.toISOString(),
      date_modified: latest(item).toISOString(),
      authors: [{ name: item.authorName, url: item.authorLink }],
      tags: [item.category, ...item.tags],
    })),
  });
}

/** When an entry last changed: published, or edited since. */
const latest = (item: FeedEntry) =>
  item.updatedAt > item.publishedAt ? item.updatedAt : item.publishedAt;

function xmlFeed(channel: FeedChannel, format: 'rss' | 'atom'): string {
  const feed = new Feed({
    title: channel.title,
    description: channel.description,
    link: channel.link,
    id: channel.link,
    feedLinks: channel.self,
    language: SITE_LANGUAGE,
    copyright: SITE_NAME,
    updated: feedUpdatedAt(channel.items),
    generator: false,
  });
  for (const item of channel.items) {
    const cover = item.cover;
    feed.addItem({
      // Atom's title and summary are typed HTML; RSS's title is text in a CDATA section.
      title: format === 'atom' ? asHtmlText(item.title) : cdataSafe(item.title),
      id: item.permalink,
      link: item.link,
      date: latest(item),
      published: item.publishedAt,
      description: asHtmlText(item.excerpt),
      content: cdataSafe(item.contentHtml),
      // RSS's <author> is an email address: RSS names the author with dc:creator below.
      ...(format === 'atom' ? { author: [{ name: item.authorName, link: item.authorLink }] } : {}),
      category: [{ name: item.category }, ...item.tags.map((name) => ({ name }))],
      // RSS's <enclosure>, Atom's rel="enclosure" link (whose title describes it; RSS's has none).
      ...(cover
        ? {
            image: {
              url: cover.url,
              type: COVER_TYPE,
              ...(format === 'atom' ? { title: asAttributeText(cover.description) } : {}),
            },
          }
        : {}),
      extensions:
        format === 'atom'
          ? []
          : [
              {
                name: 'dc:creator',
                objects: namespaced('dc', DUBLIN_CORE_NAMESPACE, {
                  _cdata: cdataSafe(item.authorName),
                }),
              },
              ...(cover
                ? [
                    {
                      name: 'media:content',
                      objects: namespaced('media', MEDIA_RSS_NAMESPACE, {
                        _attributes: {
                          url: cover.url,
                          medium: 'image',
                          type: COVER_TYPE,
                          ...(cover.width && cover.height
                            ? { width: cover.width, height: cover.height }
                            : {}),
                        },
                        'media:description': { _cdata: cdataSafe(cover.description) },
                      }),
                    },
                  ]
                : []),
            ],
    });
  }
  return format === 'atom' ? feed.atom1() : feed.rss2();
}
