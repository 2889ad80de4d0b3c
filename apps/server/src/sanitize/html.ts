import sanitizeHtml from 'sanitize-html';
import { NON_TEXT_TAGS } from './text';

/**
 * Article HTML rules (spec section 5): links only http, https, mailto, tel, sms (any other
 * scheme becomes about:blank); images only http, https and data:image/png|jpeg; embeds only
 * from the two video sites; no scripts, event handlers, or styles beyond text colour,
 * background colour and alignment.
 */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel', 'sms'];
const IMAGE_SCHEMES = ['http', 'https', 'data'];
const BLANK_HREF = 'about:blank';
const DATA_IMAGE = /^data:image\/(png|jpeg);base64,[a-z0-9+/=\s]+$/i;
/** The two video sites and their embed paths. */
const VIDEO_EMBEDS: Record<string, RegExp> = {
  'www.youtube.com': /^\/embed\/[\w-]+$/,
  'youtube.com': /^\/embed\/[\w-]+$/,
  'www.youtube-nocookie.com': /^\/embed\/[\w-]+$/,
  'player.vimeo.com': /^\/video\/\d+$/,
};

const COLOUR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];
const TEXT_STYLES = {
  color: COLOUR,
  'background-color': COLOUR,
  'text-align': [/^(left|right|center|justify)$/],
};

/** Browsers ignore ASCII whitespace and control characters inside a scheme (`java\tscript:`). */
function schemeOf(url: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return match?.[1]?.toLowerCase() ?? null;
}

function isSafeLink(href: string): boolean {
  const scheme = schemeOf(href);
  return scheme === null || LINK_SCHEMES.includes(scheme);
}

function isSafeImageSource(src: string): boolean {
  const scheme = schemeOf(src);
  if (scheme === 'data') return DATA_IMAGE.test(src.trim());
  return scheme === 'http' || scheme === 'https';
}

function isVideoEmbed(src: string): boolean {
  try {
    const url = new URL(src);
    const path = VIDEO_EMBEDS[url.hostname];
    return url.protocol === 'https:' && path !== undefined && path.test(url.pathname);
  } catch {
    return false;
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
    'iframe',
    'hr',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'frameborder', 'allow'],
    ol: ['start'],
    li: ['data-list'],
    pre: ['spellcheck'],
    '*': ['style', 'class'],
  },
  // Editor classes only (alignment, indentation, code blocks, video embeds).
  allowedClasses: {
    '*': ['ql-align-*', 'ql-indent-*', 'ql-syntax', 'ql-video', 'ql-size-*', 'language-*'],
  },
  allowedStyles: { '*': TEXT_STYLES },
  allowedSchemes: LINK_SCHEMES,
  // `about` only so the about:blank written by the link transform survives.
  allowedSchemesByTag: { a: [...LINK_SCHEMES, 'about'], img: IMAGE_SCHEMES, iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: Object.keys(VIDEO_EMBEDS),
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  // Content of these is dropped with the tag, not shown as text.
  nonTextTags: NON_TEXT_TAGS,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const safe: Record<string, string> = {
        ...attribs,
        href: isSafeLink(href) ? href : BLANK_HREF,
      };
      if (!attribs.href) delete safe.href;
      // A link never gets a handle on the reading page.
      safe.rel = 'noopener noreferrer nofollow';
      if (attribs.target !== undefined) safe.target = '_blank';
      return { tagName, attribs: safe };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !isSafeImageSource(frame.attribs.src ?? '');
    if (frame.tag === 'iframe') return !isVideoEmbed(frame.attribs.src ?? '');
    return false;
  },
};

/** Sanitises article HTML before it is stored. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
