import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { SCREEN_TEXTS } from '../constants';
import { articleBodyExtensions } from './extensions';
import { insertFigureImage } from './figureImage';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

const open = (content: string) => {
  editor = new Editor({
    extensions: articleBodyExtensions(SCREEN_TEXTS.editorBodyPlaceholder),
    content,
  });
  return editor;
};

const FIGURE =
  '<figure><img src="/media/articles/a.webp" alt="Boats at dawn" width="1200" height="675"><figcaption>The quay at six.</figcaption></figure>';

describe('pictures of the body', () => {
  it('keeps a figure with its alt text, size and caption', () => {
    expect(open(FIGURE).getHTML()).toBe(FIGURE);
  });

  it('writes no caption when there is none', () => {
    const html = '<figure><img src="https://cdn.byline.example/a.webp" alt=""></figure>';
    expect(open(html).getHTML()).toBe(html);
  });

  it('never keeps a data: picture, in a figure or not; a caption stays as text', () => {
    const html = open(
      '<figure><img src="data:image/png;base64,iVBORw0KGgo=" alt="x"><figcaption>Pasted.</figcaption></figure><img src="data:image/jpeg;base64,/9j/4AAQ">',
    ).getHTML();
    expect(html).not.toContain('<img');
    expect(html).not.toContain('data:');
    expect(html).toContain('Pasted.');
  });

  it('inserts an uploaded picture selected (for its alt text), and refuses a data: URL', () => {
    const current = open('<p>Before.</p>');
    expect(
      insertFigureImage(current, {
        src: 'data:image/png;base64,iVBORw0KGgo=',
        width: 1,
        height: 1,
      }),
    ).toBe(false);
    expect(
      insertFigureImage(current, { src: '/media/articles/b.webp', width: 640, height: 480 }),
    ).toBe(true);
    expect(current.getHTML()).toContain(
      '<figure><img src="/media/articles/b.webp" alt="" width="640" height="480"></figure>',
    );
    expect(current.state.selection.toJSON()).toMatchObject({ type: 'node' });
  });
});
