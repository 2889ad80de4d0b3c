/**
 * Videos of the HTML policy's hosts (htmlPolicy.ts): which URLs show one, and the player that
 * plays it, built from the video id with fixed attributes. Apart from the policy's tags and
 * attributes because a reader's page needs only this (the article's player and its `og:video`),
 * not the rules the editor and the server's sanitiser apply to article HTML.
 */

// Browsers ignore these inside a scheme ("java\tscript:"), so they are removed before testing.
export const IGNORED_IN_URL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The scheme of a URL in lower case, or null for a relative URL (path, query, fragment). */
export function urlScheme(url: string): string | null {
  const match = SCHEME.exec(url.replace(IGNORED_IN_URL, ''));
  return match?.[1] ? match[1].toLowerCase() : null;
}

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

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'youtube-nocookie.com']);
/** YouTube paths whose next segment is the id. */
const YOUTUBE_ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

/** The URL, or null when the text is not one. */
export function parseUrl(text: string): URL | null {
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
