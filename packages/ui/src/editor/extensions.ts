import {
  BLOCKED_HREF,
  isAllowedLinkHref,
  parseVideoUrl,
  safeImageSrc,
  safeLinkHref,
  videoEmbedAttributes,
  videoEmbedUrl,
} from '@byline/api-client/contract';
import { Link as MantineLink } from '@mantine/tiptap';
import { mergeAttributes, Node, nodePasteRule } from '@tiptap/core';
import Highlight from '@tiptap/extension-highlight';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { EDITOR } from '../constants';
import { BodyImageFiles, FigureImage } from './figureImage';
import { findVideoLinks } from './pasting';

type CommandFactory = (...args: never[]) => unknown;

/**
 * Links by the contract's HTML policy (http, https, mailto, tel, sms). Any other
 * href, whether typed into the link control or arriving in a draft's HTML, is stored as
 * about:blank. Mantine's Link keeps its Mod-K shortcut for the link editor.
 */
export const SafeLink = MantineLink.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      href: {
        default: null,
        parseHTML: (element: HTMLElement) => safeLinkHref(element.getAttribute('href')),
      },
    };
  },
  // Accept every <a href>; the href attribute above decides what it becomes.
  parseHTML() {
    return [{ tag: 'a[href]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'a',
      mergeAttributes(this.options.HTMLAttributes, {
        ...HTMLAttributes,
        href: safeLinkHref(HTMLAttributes.href as string | undefined),
      }),
      0,
    ];
  },
  addCommands() {
    const parent = (this.parent?.() ?? {}) as Record<string, CommandFactory>;
    const setLink = parent.setLink as (attributes: { href: string }) => unknown;
    const toggleLink = parent.toggleLink as (attributes?: { href?: string }) => unknown;
    return {
      ...parent,
      setLink: (attributes: { href: string }) =>
        setLink({ ...attributes, href: safeLinkHref(attributes.href) }),
      toggleLink: (attributes?: { href?: string }) =>
        toggleLink(
          attributes?.href ? { ...attributes, href: safeLinkHref(attributes.href) } : attributes,
        ),
    } as ReturnType<NonNullable<typeof this.parent>>;
  },
}).configure({
  openOnClick: false,
  autolink: true,
  defaultProtocol: 'https',
  isAllowedUri: (url) => url === BLOCKED_HREF || isAllowedLinkHref(url),
});

/**
 * Images by the contract's HTML policy: https (http upgraded) or a path of this site; anything
 * else, `data:` included, is dropped on parse and refused by setImage. Images carry an empty alt unless one is given, so
 * they read as decorative rather than as an unnamed picture.
 */
export const SafeImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      src: {
        default: null,
        parseHTML: (element: HTMLElement) => safeImageSrc(element.getAttribute('src')),
      },
      alt: { default: '' },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element: HTMLElement) =>
          safeImageSrc(element.getAttribute('src')) ? null : false,
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    const src = safeImageSrc(HTMLAttributes.src as string | undefined);
    return ['img', mergeAttributes(this.options.HTMLAttributes, { ...HTMLAttributes, src })];
  },
  addCommands() {
    return {
      setImage:
        (options) =>
        ({ commands }) => {
          const src = safeImageSrc(options.src);
          return src
            ? commands.insertContent({ type: this.name, attrs: { ...options, src } })
            : false;
        },
    };
  },
}).configure({ allowBase64: false });

/**
 * A YouTube or Vimeo player (the HTML policy's video hosts), from a pasted link or a draft's
 * iframe. Only the player URL rebuilt from the video id is kept; the iframe is written with the
 * policy's attributes, never the ones it arrived with.
 */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: {
        default: null,
        rendered: false,
        parseHTML: (element: HTMLElement) => {
          const video = parseVideoUrl(element.getAttribute('src'));
          return video ? videoEmbedUrl(video) : null;
        },
      },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element: HTMLElement) =>
          parseVideoUrl(element.getAttribute('src')) ? null : false,
      },
    ];
  },
  renderHTML({ node }) {
    const video = parseVideoUrl(node.attrs.src as string | null);
    // Every way in checks the URL; a node without a video renders as nothing playable.
    return video ? ['iframe', videoEmbedAttributes(video)] : ['div', { hidden: 'hidden' }];
  },
  addPasteRules() {
    return [
      nodePasteRule({
        find: (text) =>
          findVideoLinks(text).map(({ index, text, src }) => ({ index, text, data: { src } })),
        type: this.type,
        getAttributes: (match) => ({ src: match.data?.src }),
      }),
    ];
  },
});

/** Every extension of the article body (docs/product.md#the-article-editor). */
export function articleBodyExtensions(placeholder: string) {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2] },
      // Our own link (protocol rules) replaces StarterKit's.
      link: false,
      // Undo groups typing within 1000 ms and keeps 100 steps.
      undoRedo: { newGroupDelay: EDITOR.undoGroupDelayMs, depth: EDITOR.undoDepth },
    }),
    SafeLink,
    SafeImage,
    TextStyle,
    Color,
    Highlight.configure({ multicolor: true }),
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    Placeholder.configure({ placeholder }),
    VideoEmbed,
    FigureImage,
    BodyImageFiles,
  ];
}
