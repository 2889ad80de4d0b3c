/**
 * Article pictures and their smaller copies. The server stores every article picture (at most
 * `ARTICLE_IMAGE_MAX_WIDTH` wide) with a copy at each of `MEDIA_RENDITION_WIDTHS` beside it, named
 * by `mediaRenditionPath`; a page offers them in `srcset`, so a 64-pixel thumbnail on a phone
 * does not download a 1200-pixel picture.
 */

/** The widest article picture the server keeps (uploads are scaled down to fit). */
export const ARTICLE_IMAGE_MAX_WIDTH = 1600;

/**
 * What a share card or a feed says of a cover: its description, or the title when the author
 * wrote none (the page itself leaves an undescribed cover to the title beside it).
 */
export function coverDescription(article: { image_alt: string; title: string }): string {
  return article.image_alt || article.title;
}

/** Widths, in pixels, of the copies kept of every article picture. */
export const MEDIA_RENDITION_WIDTHS = [160, 320, 640] as const;
export type MediaRenditionWidth = (typeof MEDIA_RENDITION_WIDTHS)[number];

/** Article pictures are content-addressed WebP files (`articles/<hash>.webp`). */
const RENDITION_SOURCE = /^(articles\/[a-f0-9]{32})\.webp$/;
/** A copy's name: the picture's with its width (`articles/<hash>-w320.webp`). */
export const MEDIA_RENDITION_NAME = /^(articles\/[a-f0-9]{32})-w(\d+)\.webp$/;

/**
 * The media path of a picture's copy `width` pixels wide; null for a path that has no copies
 * (avatars, outside URLs, another CMS's paths).
 */
export function mediaRenditionPath(path: string, width: MediaRenditionWidth): string | null {
  const match = RENDITION_SOURCE.exec(path);
  return match ? `${match[1]}-w${width}.webp` : null;
}
