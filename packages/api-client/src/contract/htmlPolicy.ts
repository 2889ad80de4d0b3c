/**
 * The one safety policy for article HTML and URLs (docs/product.md#article-html). The editor
 * applies it as authors write and paste; the server's sanitiser applies it again before anything
 * is stored; the article page uses it for the video link. Change a rule here and both change.
 *
 * - Links: http, https, mailto, tel, sms, or a same-site relative URL; any other href becomes
 *   `about:blank` (protocol-relative `//host` counts as another site and is blocked too).
 * - Images: https; http is upgraded to https (a reader's browser never fetches an author's
 *   image over plain http, where it could be tracked or altered); a path of this site (`/media/...`,
 *   where uploaded body pictures are served). Pasted, dropped and picked pictures are uploaded
 *   and referenced by URL: inline `data:` images, which made a photo into a megabyte
 *   of HTML, are dropped, as is everything else (blob:, protocol-relative, page-relative).
 * - Embeds: YouTube and Vimeo players only, rebuilt from the video id with fixed attributes;
 *   nothing an author writes on an iframe survives.
 * - Pictures with captions: `<figure><img …><figcaption>plain text</figcaption></figure>` and
 *   nothing more (the caption optional; no attributes on figure or caption; a figure keeps its
 *   first picture and its caption's text; a caption outside a figure is a paragraph).
 */

import { IGNORED_IN_URL, parseUrl, urlScheme, VIDEO_HOSTS } from './videoEmbeds';

/** The video hosts' URLs and players are the policy's too, in a module a reader's page can load alone. */
export {
  EMBED_IFRAME_ATTRIBUTES,
  parseVideoUrl,
  urlScheme,
  VIDEO_HOSTS,
  type VideoHost,
  type VideoRef,
  videoEmbedAttributes,
  videoEmbedTitle,
  videoEmbedUrl,
} from './videoEmbeds';

/** What a link becomes when its URL is not allowed. */
export const BLOCKED_HREF = 'about:blank';

const COLOUR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];

export const HTML_POLICY = {
  linkSchemes: ['http', 'https', 'mailto', 'tel', 'sms'],
  /** Schemes an image source may arrive with; `http` is stored as `https`. */
  imageSchemes: ['https', 'http'],
  /**
   * Image files that may be pasted, dropped or picked into the body: uploaded, then checked by
   * their bytes and re-encoded by the server (what it accepts for covers too).
   */
  inlineImageTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  tags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'blockquote',
    'pre',
    'code',
    'ol',
    'ul',
    'li',
    'a',
    'img',
    'span',
    'mark',
    'iframe',
    'hr',
    'figure',
    'figcaption',
  ],
  /** Attributes per tag (`*`: every tag). An iframe's are set by the policy, never kept. */
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    li: ['data-list'],
    pre: ['spellcheck'],
    mark: ['data-color'],
    '*': ['style', 'class'],
  },
  /** Editor classes only (alignment, indentation, code blocks, video embeds). */
  classes: ['ql-align-*', 'ql-indent-*', 'ql-syntax', 'ql-video', 'ql-size-*', 'language-*'],
  /** Inline styles: text colour, highlight colour and alignment, nothing that moves the page. */
  styles: {
    color: COLOUR,
    'background-color': COLOUR,
    'text-align': [/^(left|right|center|justify)$/],
  },
  /** What every link gets: no handle on the reading page, no endorsement. */
  linkRel: 'noopener noreferrer nofollow',
} as const;

/** `//host/...` (and the backslash forms browsers treat alike) leaves the site. */
function isProtocolRelative(url: string): boolean {
  return /^[/\\]{2}/.test(url.replace(IGNORED_IN_URL, ''));
}

/** True when a link may keep its href. */
export function isAllowedLinkHref(href: string | null | undefined): boolean {
  if (!href?.trim()) return false;
  const scheme = urlScheme(href);
  if (scheme === null) return !isProtocolRelative(href);
  return (HTML_POLICY.linkSchemes as readonly string[]).includes(scheme);
}

/** The href to store: allowed ones trimmed, every other one `about:blank`. */
export function safeLinkHref(href: string | null | undefined): string {
  return href && isAllowedLinkHref(href) ? href.trim() : BLOCKED_HREF;
}

/** A path of this site: `/` then anything but a second slash or backslash (another host). */
const SITE_PATH = /^\/(?![/\\])[^\s]*$/;

/** The image source to store (http upgraded to https), or null when the image must go. */
export function safeImageSrc(src: string | null | undefined): string | null {
  const trimmed = src?.trim();
  if (!trimmed) return null;
  const scheme = urlScheme(trimmed);
  if (scheme === null) {
    // Control characters are what browsers ignore; a path carrying them is not kept at all.
    return SITE_PATH.test(trimmed) && trimmed === trimmed.replace(IGNORED_IN_URL, '')
      ? trimmed
      : null;
  }
  if (scheme !== 'http' && scheme !== 'https') return null;
  // The URL parser drops what browsers drop (tabs, newlines, surrounding controls).
  const url = parseUrl(trimmed);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  url.protocol = 'https:';
  return url.href;
}

/** True for the image files that may be pasted, dropped or picked into the body (uploaded). */
export function isInlineImageType(type: string): boolean {
  return (HTML_POLICY.inlineImageTypes as readonly string[]).includes(type);
}

/** The only hosts an embedded player is loaded from. */
export const VIDEO_PLAYER_HOSTNAMES = Object.values(VIDEO_HOSTS).map(
  (host) => new URL(host.playerBase).hostname,
);
