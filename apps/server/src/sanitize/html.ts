import {
  EMBED_IFRAME_ATTRIBUTES,
  HTML_POLICY,
  parseVideoUrl,
  safeImageSrc,
  safeLinkHref,
  VIDEO_PLAYER_HOSTNAMES,
  videoEmbedAttributes,
} from '@byline/api-client/contract';
import sanitizeHtml from 'sanitize-html';
import { NON_TEXT_TAGS } from './text';

/**
 * Article HTML as the contract's HTML policy allows it (docs/product.md#article-html): the policy's tags,
 * attributes, classes and styles; links and image sources rewritten by its rules; iframes
 * rebuilt from the video id with the policy's attributes. sanitize-html does the parsing and
 * the allow-listing; the policy decides.
 */
/** sanitize-html wants mutable arrays; the policy's are read-only. */
const copyEach = <T>(table: Record<string, readonly T[]>): Record<string, T[]> =>
  Object.fromEntries(Object.entries(table).map(([key, values]) => [key, [...values]]));

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_POLICY.tags],
  allowedAttributes: {
    ...copyEach(HTML_POLICY.attributes),
    iframe: ['src', 'title', ...Object.keys(EMBED_IFRAME_ATTRIBUTES)],
  },
  allowedClasses: { '*': [...HTML_POLICY.classes] },
  allowedStyles: { '*': copyEach(HTML_POLICY.styles) },
  allowedSchemes: [...HTML_POLICY.linkSchemes],
  // `about` only for the about:blank the link rule writes; images were upgraded to https (or
  // are paths of this site, which carry no scheme).
  allowedSchemesByTag: {
    a: [...HTML_POLICY.linkSchemes, 'about'],
    img: ['https'],
    iframe: ['https'],
  },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // Relative links are fine; a protocol-relative one was already turned into about:blank.
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_PLAYER_HOSTNAMES,
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  // Content of these is dropped with the tag, not shown as text.
  nonTextTags: NON_TEXT_TAGS,
  transformTags: {
    a: (tagName, attribs) => {
      const safe: Record<string, string> = { ...attribs, rel: HTML_POLICY.linkRel };
      if (attribs.href !== undefined) safe.href = safeLinkHref(attribs.href);
      if (attribs.target !== undefined) safe.target = '_blank';
      return { tagName, attribs: safe };
    },
    img: (tagName, attribs) => {
      const src = safeImageSrc(attribs.src);
      const { src: _given, ...rest } = attribs;
      return { tagName, attribs: src ? { src, ...rest } : rest };
    },
    // Nothing an author wrote on an iframe survives: only which video it plays.
    iframe: (tagName, attribs) => {
      const video = parseVideoUrl(attribs.src);
      return { tagName, attribs: video ? videoEmbedAttributes(video) : {} };
    },
  },
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
};

/** Sanitises article HTML before it is stored. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
