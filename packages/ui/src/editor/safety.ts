import { EDITOR } from '../constants';

/**
 * Section 5's protocol rules for the article body, as pure functions so the editor, the
 * stories and the unit tests share one definition.
 */

/** What a link becomes when its protocol is not allowed. */
export const BLOCKED_HREF = 'about:blank';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Browsers ignore these inside a scheme ("java\tscript:"), so they are removed before testing.
const IGNORED_IN_SCHEME =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

/** The scheme of a URL in lower case, or null for a relative URL (path, query, fragment). */
export function urlScheme(url: string): string | null {
  const match = SCHEME.exec(url.replace(IGNORED_IN_SCHEME, ''));
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** True when a link may keep its href: http, https, mailto, tel, sms, or a relative URL. */
export function isAllowedLinkHref(href: string | null | undefined): boolean {
  if (!href) return false;
  const scheme = urlScheme(href);
  return scheme === null || (EDITOR.allowedLinkProtocols as readonly string[]).includes(scheme);
}

/** The href to store: allowed ones trimmed, every other one `about:blank`. */
export function sanitizeHref(href: string | null | undefined): string {
  return href && isAllowedLinkHref(href) ? href.trim() : BLOCKED_HREF;
}

/** True when an image source is http, https, a data: image, or a relative URL. */
export function isAllowedImageSrc(src: string | null | undefined): boolean {
  if (!src) return false;
  const scheme = urlScheme(src);
  if (scheme === null) return true;
  if (!(EDITOR.allowedImageProtocols as readonly string[]).includes(scheme)) return false;
  // A data: URL must hold an image, never HTML or script.
  return scheme !== 'data' || /^data:image\/[a-z0-9.+-]+[;,]/i.test(src.trim());
}

/** True for the image types that may be pasted or dropped into the body (PNG and JPEG). */
export function isPastableImage(file: { type: string }): boolean {
  return (EDITOR.pastedImageTypes as readonly string[]).includes(file.type);
}

const VIMEO_URL =
  /^(?:https?:\/\/)?(?:www\.|player\.)?vimeo\.com\/(?:video\/|channels\/[\w-]+\/)?(\d+)(?:[/?#]\S*)?$/i;

/** Vimeo page or player URL -> `https://player.vimeo.com/video/{id}`; anything else -> null. */
export function vimeoEmbedUrl(url: string | null | undefined): string | null {
  const id = url ? VIMEO_URL.exec(url.trim())?.[1] : undefined;
  return id ? `https://player.vimeo.com/video/${id}` : null;
}

/** Pasted text that is a Vimeo link, anywhere in the text (for the paste rule). */
export const VIMEO_URL_GLOBAL =
  /(?:https?:\/\/)?(?:www\.|player\.)?vimeo\.com\/(?:video\/|channels\/[\w-]+\/)?\d+(?:[/?#][^\s]*)?/gi;

/** Reads a file as a data: URL (pasted and dropped images are stored inline). */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}
