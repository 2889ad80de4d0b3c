import {
  EMBED_IFRAME_ATTRIBUTES,
  HTML_POLICY,
  parseVideoUrl,
  safeImageSrc,
  safeLinkHref,
  VIDEO_PLAYER_HOSTNAMES,
  videoEmbedAttributes,
} from '@byline/api-client/contract';
import { DomUtils, parseDocument } from 'htmlparser2';
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

type DomNode = ReturnType<typeof parseDocument>['children'][number];
type DomElement = Extract<DomNode, { name: string; attribs: unknown }>;

const isElement = (node: DomNode, name?: string): node is DomElement =>
  'attribs' in node && (name === undefined || node.name === name);

/** An element made here: no attributes, the given children. */
function element(name: string, children: DomNode[]): DomElement {
  const made = parseDocument(`<${name}></${name}>`, { decodeEntities: false })
    .children[0] as DomElement;
  for (const child of children) DomUtils.appendChild(made, child);
  return made;
}

/** A text node of already escaped text (the sanitiser's output is parsed without decoding). */
const textNode = (escaped: string) => parseDocument(escaped, { decodeEntities: false }).children;

/**
 * Pictures with captions have exactly one shape, the editor's (packages/ui/src/editor/figureImage.ts):
 * `<figure><img …><figcaption>text</figcaption></figure>`, the caption plain text and optional,
 * neither `figure` nor `figcaption` with attributes. A figure with a picture keeps its first
 * picture and the text of its first caption (anything else in it goes, as the editor drops it);
 * a figure without one is not a figure (its content stays, its caption as a paragraph), nor is a
 * caption outside a figure.
 */
function normaliseFigures(html: string): string {
  if (!/<fig/i.test(html)) return html;
  const document = parseDocument(html, { decodeEntities: false });
  const visit = (nodes: DomNode[]) => {
    for (const node of [...nodes]) {
      if (!isElement(node)) continue;
      if (node.name === 'figure') {
        const image = DomUtils.findOne((child) => child.name === 'img', node.children, true);
        if (!image) {
          visit(node.children);
          for (const child of [...node.children]) DomUtils.prepend(node, child);
          DomUtils.removeElement(node);
          continue;
        }
        const caption = DomUtils.findOne(
          (child) => child.name === 'figcaption',
          node.children,
          true,
        );
        const text = caption ? DomUtils.textContent(caption).trim() : '';
        const figure = element('figure', [
          image,
          ...(text ? [element('figcaption', textNode(text))] : []),
        ]);
        DomUtils.replaceElement(node, figure);
      } else if (node.name === 'figcaption') {
        const text = DomUtils.textContent(node).trim();
        if (text) DomUtils.replaceElement(node, element('p', textNode(text)));
        else DomUtils.removeElement(node);
      } else {
        visit(node.children);
      }
    }
  };
  visit(document.children);
  return DomUtils.getOuterHTML(document.children, { decodeEntities: false, selfClosingTags: true });
}

/** Sanitises article HTML before it is stored. */
export function sanitizeArticleHtml(html: string): string {
  return normaliseFigures(sanitizeHtml(html, OPTIONS));
}
