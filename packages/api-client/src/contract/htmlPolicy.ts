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

/**
 * The attributes of every embedded player. Permissions are the players' own needs only (no
 * camera, microphone, location or screen capture); the sandbox lets the player run and open its
 * own site, nothing more; the referrer is the site's origin, which YouTube requires.
 */
export const EMBED_IFRAME_ATTRIBUTES = {
  width: '640',
  height: '360',
  allow: 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen',
  sandbox:
    'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
  referrerpolicy: 'strict-origin-when-cross-origin',
  loading: 'lazy',
  allowfullscreen: 'true',
} as const;

// Browsers ignore these inside a scheme ("java\tscript:"), so they are removed before testing.
const IGNORED_IN_URL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The scheme of a URL in lower case, or null for a relative URL (path, query, fragment). */
export function urlScheme(url: string): string | null {
  const match = SCHEME.exec(url.replace(IGNORED_IN_URL, ''));
  return match?.[1] ? match[1].toLowerCase() : null;
}

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

export type VideoHost = 'youtube' | 'vimeo';
/** A video on one of the policy's hosts, known by its id alone. */
export interface VideoRef {
  host: VideoHost;
  id: string;
}

/** The policy's video hosts: the name readers see and where their players live. */
export const VIDEO_HOSTS = {
  youtube: { name: 'YouTube', playerBase: 'https://www.youtube-nocookie.com/embed/' },
  vimeo: { name: 'Vimeo', playerBase: 'https://player.vimeo.com/video/' },
} as const satisfies Record<VideoHost, { name: string; playerBase: string }>;

/** The only hosts an embedded player is loaded from. */
export const VIDEO_PLAYER_HOSTNAMES = Object.values(VIDEO_HOSTS).map(
  (host) => new URL(host.playerBase).hostname,
);

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'youtube-nocookie.com']);
/** YouTube paths whose next segment is the id. */
const YOUTUBE_ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * The video a YouTube or Vimeo page, share or player URL shows; null for anything else. Accepts
 * `youtube.com/watch?v=ID`, `youtu.be/ID`, `youtube.com/{embed,shorts,live,v}/ID`,
 * `youtube-nocookie.com/embed/ID`, `vimeo.com/ID`, `vimeo.com/channels/NAME/ID` and
 * `player.vimeo.com/video/ID`, over http or https, with or without `www.` and the scheme.
 */
export function parseVideoUrl(text: string | null | undefined): VideoRef | null {
  const trimmed = text?.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const scheme = urlScheme(trimmed);
  if (scheme !== null && scheme !== 'http' && scheme !== 'https') return null;
  const url = parseUrl(scheme === null ? `https://${trimmed.replace(/^[/\\]+/, '')}` : trimmed);
  if (!url || url.username || url.password || url.port) return null;
  const host = url.hostname.replace(/^www\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = segments;
    const id =
      first === 'watch' && segments.length === 1
        ? url.searchParams.get('v')
        : first && YOUTUBE_ID_PATHS.has(first) && segments.length === 2
          ? second
          : undefined;
    return id && YOUTUBE_ID.test(id) ? { host: 'youtube', id } : null;
  }
  if (host === 'youtu.be') {
    const [id] = segments;
    return segments.length === 1 && id && YOUTUBE_ID.test(id) ? { host: 'youtube', id } : null;
  }
  if (host === 'vimeo.com') {
    // vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/channels/NAME/ID, vimeo.com/video/ID
    const id =
      segments[0] === 'channels'
        ? segments[2]
        : segments[0] === 'video'
          ? segments[1]
          : segments[0];
    return id && VIMEO_ID.test(id) ? { host: 'vimeo', id } : null;
  }
  if (host === 'player.vimeo.com') {
    const [first, id] = segments;
    return first === 'video' && id && VIMEO_ID.test(id) ? { host: 'vimeo', id } : null;
  }
  return null;
}

/** The player URL of a video, built from its id. */
export function videoEmbedUrl(video: VideoRef): string {
  return `${VIDEO_HOSTS[video.host].playerBase}${video.id}`;
}

/** The accessible name of a video's player. */
export function videoEmbedTitle(video: VideoRef): string {
  return `Embedded ${VIDEO_HOSTS[video.host].name} video`;
}

/** Every attribute of the iframe that plays a video: the policy's, nothing else. */
export function videoEmbedAttributes(video: VideoRef): Record<string, string> {
  return { src: videoEmbedUrl(video), title: videoEmbedTitle(video), ...EMBED_IFRAME_ATTRIBUTES };
}
