import {
  FEED_FORMATS,
  type FeedFormat,
  feedPathAs,
  xHandleMention,
} from '@byline/api-client/contract';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { absoluteUrl, usePublicOrigin, useSiteXHandle } from './publicOrigin';
import { pageTitle, SITE_LOCALE, SITE_SHARE_IMAGE } from './siteMeta';
import { useSiteName } from './siteName';

const FEED_FORMAT_LIST = Object.keys(FEED_FORMATS) as FeedFormat[];

/** A picture for share cards: an absolute URL and, when known, its size in pixels. */
export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
  /** False for a small square picture (an avatar): a summary card rather than a large one. */
  large?: boolean;
}

export interface PageMetaProps {
  /** The page's own name (the tab shows "<title> | Byline"); null for the site's title. */
  title: string | null;
  /** One or two sentences for search results and share cards. */
  description: string;
  /**
   * The path (and query, where it changes the content) of the page's canonical URL. Defaults to
   * the current path without its query; null for a page with none (not found).
   */
  canonicalPath?: string | null;
  /** `article` for an article page (which adds its own `article:*` tags as children). */
  type?: 'website' | 'article';
  /** The share card's picture; the site's own picture by default. */
  image?: ShareImage;
  /** Who wrote the page (an article's author). */
  author?: string;
  /** The X account of whoever the page is by or about, without the "@" ('' for none). */
  creatorXHandle?: string;
  /** Keep the page out of search results (private and thin pages); links are still followed. */
  noindex?: boolean;
  /**
   * The feeds feed readers find on the page, its own first: that one in RSS, Atom and JSON Feed,
   * the others (an article's author and the whole site) in RSS.
   */
  feeds?: ReadonlyArray<{ title: string; path: string }>;
  /** More head tags (an article's `article:*` properties). */
  children?: ReactNode;
}

/**
 * A page's title, description, canonical URL, OpenGraph and Twitter card. React hoists these
 * tags into the document head, on the server as in the browser, and swaps them on navigation.
 */
export function PageMeta({
  title,
  description,
  canonicalPath,
  type = 'website',
  image: pageImage,
  author,
  creatorXHandle,
  noindex = false,
  feeds = [],
  children,
}: PageMetaProps) {
  const origin = usePublicOrigin();
  const siteXHandle = useSiteXHandle();
  const { pathname } = useLocation();
  const canonical = canonicalPath === null ? null : absoluteUrl(origin, canonicalPath ?? pathname);
  const siteName = useSiteName();
  const fullTitle = pageTitle(title, siteName);
  // Every page has a picture for link previews, so no unfurler falls back on a page's icons.
  const image = pageImage ?? {
    url: absoluteUrl(origin, SITE_SHARE_IMAGE.path),
    width: SITE_SHARE_IMAGE.width,
    height: SITE_SHARE_IMAGE.height,
    alt: SITE_SHARE_IMAGE.alt,
  };
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      {author && <meta name="author" content={author} />}
      {canonical && <link rel="canonical" href={canonical} />}
      {feeds.flatMap((feed, index) =>
        (index === 0 ? FEED_FORMAT_LIST : (['rss'] as const)).map((format) => (
          <link
            key={`${feed.path}:${format}`}
            rel="alternate"
            type={FEED_FORMATS[format].type}
            title={feed.title}
            href={absoluteUrl(origin, feedPathAs(feed.path, format))}
          />
        )),
      )}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={SITE_LOCALE} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title ?? fullTitle} />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={image.url} />
      {image.width && <meta property="og:image:width" content={String(image.width)} />}
      {image.height && <meta property="og:image:height" content={String(image.height)} />}
      <meta property="og:image:alt" content={image.alt} />
      <meta
        name="twitter:card"
        content={image.large === false ? 'summary' : 'summary_large_image'}
      />
      <meta name="twitter:title" content={title ?? fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image.url} />
      <meta name="twitter:image:alt" content={image.alt} />
      {siteXHandle && <meta name="twitter:site" content={xHandleMention(siteXHandle)} />}
      {creatorXHandle && <meta name="twitter:creator" content={xHandleMention(creatorXHandle)} />}
      {children}
    </>
  );
}
