import { safeImageSrc } from '@byline/api-client/contract';
import { type Editor, Extension, Node } from '@tiptap/core';
import { NodeSelection, Plugin, PluginKey } from '@tiptap/pm/state';

/**
 * A picture of the article body with its alt text and an optional caption:
 * `<figure><img src alt width height><figcaption>caption</figcaption></figure>`. The source is
 * the URL the server stored the upload at; by the HTML policy never a `data:` URL.
 */
export interface FigureImageAttributes {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
  caption: string;
}

const positiveInt = (value: string | null | undefined): number | null => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

const imgOf = (figure: HTMLElement) => figure.querySelector('img');

export const FigureImage = Node.create({
  name: 'figureImage',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      src: {
        default: null,
        parseHTML: (element: HTMLElement) => safeImageSrc(imgOf(element)?.getAttribute('src')),
      },
      alt: {
        default: '',
        parseHTML: (element: HTMLElement) => imgOf(element)?.getAttribute('alt') ?? '',
      },
      width: {
        default: null,
        parseHTML: (element: HTMLElement) => positiveInt(imgOf(element)?.getAttribute('width')),
      },
      height: {
        default: null,
        parseHTML: (element: HTMLElement) => positiveInt(imgOf(element)?.getAttribute('height')),
      },
      caption: {
        default: '',
        parseHTML: (element: HTMLElement) =>
          element.querySelector('figcaption')?.textContent?.trim() ?? '',
      },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'figure',
        // A figure without an allowed picture is not one: its caption stays as text.
        getAttrs: (element: HTMLElement) =>
          safeImageSrc(imgOf(element)?.getAttribute('src')) ? null : false,
      },
    ];
  },
  renderHTML({ node }) {
    const attrs = node.attrs as FigureImageAttributes;
    const src = safeImageSrc(attrs.src);
    if (!src) return ['div', { hidden: 'hidden' }];
    const image: Record<string, string> = { src, alt: attrs.alt ?? '' };
    if (attrs.width) image.width = String(attrs.width);
    if (attrs.height) image.height = String(attrs.height);
    return attrs.caption
      ? ['figure', ['img', image], ['figcaption', attrs.caption]]
      : ['figure', ['img', image]];
  },
});

/** Inserts an uploaded picture at `position` (or the selection) and selects it for its alt text. */
export function insertFigureImage(
  editor: Editor,
  attributes: Omit<FigureImageAttributes, 'caption' | 'alt'> & { alt?: string },
  position?: number,
): boolean {
  const src = safeImageSrc(attributes.src);
  if (!src || editor.isDestroyed) return false;
  const size = editor.state.doc.content.size;
  const at = position !== undefined && position <= size ? position : editor.state.selection.to;
  const node = editor.schema.nodes.figureImage?.create({
    ...attributes,
    src,
    alt: attributes.alt ?? '',
    caption: '',
  });
  if (!node) return false;
  const { tr } = editor.state;
  tr.insert(at, node);
  // The inserted node lands at `at` unless a block had to be split first: find it near there.
  let found: number | null = null;
  tr.doc.nodesBetween(Math.max(0, at - 2), Math.min(tr.doc.content.size, at + 4), (child, pos) => {
    if (found === null && child === node) found = pos;
    return found === null;
  });
  if (found === null) {
    tr.doc.descendants((child, pos) => {
      if (found === null && child.type.name === 'figureImage' && child.attrs.src === src)
        found = pos;
      return found === null;
    });
  }
  if (found !== null) tr.setSelection(NodeSelection.create(tr.doc, found));
  editor.view.dispatch(tr.scrollIntoView());
  return true;
}

/** What the host of the editor does with picture files pasted, dropped or picked. */
export type BodyImageFilesHandler = (files: File[], position?: number) => void;

export interface BodyImageFilesStorage {
  /** Set by the editor's host (useBodyImageUploads); without one, pictures are refused. */
  handleFiles: BodyImageFilesHandler | null;
}

declare module '@tiptap/core' {
  interface Storage {
    bodyImageFiles: BodyImageFilesStorage;
  }
}

/**
 * Pasted or dropped picture files go to the host's handler, which uploads them; nothing is ever
 * inserted inline. Without a handler they are swallowed rather than pasted as something else.
 */
export const BodyImageFiles = Extension.create<Record<string, never>, BodyImageFilesStorage>({
  name: 'bodyImageFiles',
  addStorage() {
    return { handleFiles: null };
  },
  addProseMirrorPlugins() {
    const storage = this.storage;
    const take = (fileList: FileList | null | undefined, position?: number) => {
      const files = Array.from(fileList ?? []).filter((file) => file.type.startsWith('image/'));
      if (files.length === 0) return false;
      storage.handleFiles?.(files, position);
      return true;
    };
    return [
      new Plugin({
        key: new PluginKey('bodyImageFiles'),
        props: {
          handlePaste: (_view, event) => take(event.clipboardData?.files),
          handleDrop: (view, event, _slice, moved) => {
            if (moved) return false;
            const position = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
            return take(event.dataTransfer?.files, position);
          },
        },
      }),
    ];
  },
});
