import {
  expectedByHtmlPolicy,
  HTML_POLICY_CASES,
  keptByHtmlPolicy,
} from '@byline/api-client/testing';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { SCREEN_TEXTS } from '../constants';
import { articleBodyExtensions } from './extensions';
import { findVideoLinks } from './pasting';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** The article body as the editor writes it after loading `html` (a draft or a paste). */
function throughEditor(html: string): string {
  editor = new Editor({
    extensions: articleBodyExtensions(SCREEN_TEXTS.editorBodyPlaceholder),
    content: html,
  });
  return editor.getHTML();
}

/** The contract's HTML policy table: the server's sanitiser test runs the same cases. */
describe('article HTML policy in the editor (shared with the server)', () => {
  it.each(HTML_POLICY_CASES)('$name', (policyCase) => {
    const written = throughEditor(policyCase.html);
    expect(keptByHtmlPolicy(written, policyCase)).toEqual(expectedByHtmlPolicy(policyCase));
  });
});

describe('video links in pasted text', () => {
  it('finds every YouTube and Vimeo link and the player each becomes', () => {
    expect(
      findVideoLinks(
        'Watch https://youtu.be/dQw4w9WgXcQ and vimeo.com/76979871?share=copy, not https://evil.example/vimeo.com/1',
      ),
    ).toEqual([
      {
        index: 6,
        text: 'https://youtu.be/dQw4w9WgXcQ',
        src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      },
      {
        index: 39,
        text: 'vimeo.com/76979871?share=copy',
        src: 'https://player.vimeo.com/video/76979871',
      },
    ]);
    expect(findVideoLinks('vimeo.com/76979871 next')).toEqual([
      { index: 0, text: 'vimeo.com/76979871', src: 'https://player.vimeo.com/video/76979871' },
    ]);
  });
});
