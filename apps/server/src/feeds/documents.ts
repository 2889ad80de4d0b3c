import { Readable } from 'node:stream';
import { SITE_LANGUAGE, SITE_NAME } from '@byline/api-client/contract';
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
 * validated) and of the RSS feeds (the `feed` library). No XML is written by hand here.
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

export interface RssChannel {
  title: string;
  /** The page the feed follows (home, category, author profile). */
  link: string;
  /** The feed's own URL (`atom:link rel="self"`). */
  self: string;
  description: string;
  items: RssItem[];
}

export interface RssItem {
  title: string;
  /** The article's permalink: link and guid. */
  link: string;
  publishedAt: Date;
  /** Plain text. */
  excerpt: string;
  authorName: string;
  category: string;
  cover: { url: string; width: number | null; height: number | null } | null;
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

export function rssXml(channel: RssChannel): string {
  const feed = new Feed({
    title: channel.title,
    description: channel.description,
    link: channel.link,
    id: channel.link,
    feedLinks: { rss: channel.self },
    language: SITE_LANGUAGE,
    copyright: SITE_NAME,
    updated: channel.items[0]?.publishedAt ?? new Date(0),
    generator: false,
  });
  for (const item of channel.items) {
    const cover = item.cover;
    feed.addItem({
      title: cdataSafe(item.title),
      link: item.link,
      date: item.publishedAt,
      description: asHtmlText(item.excerpt),
      category: [{ name: item.category }],
      extensions: [
        {
          name: 'dc:creator',
          objects: namespaced('dc', DUBLIN_CORE_NAMESPACE, { _cdata: cdataSafe(item.authorName) }),
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
                }),
              },
            ]
          : []),
      ],
    });
  }
  return feed.rss2();
}
