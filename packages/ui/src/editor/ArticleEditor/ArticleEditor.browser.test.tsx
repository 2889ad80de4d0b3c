import { fixtures } from '@byline/api-client/mocks';
import { expect, test } from 'vitest';
import { renderAt, SCREENSHOT_WIDTHS, screenshotRoot } from '../../testing/visual';
import { ArticleEditor } from './ArticleEditor';

const draft = fixtures.drafts[1];
if (!draft) throw new Error('The fixtures need a second draft');

/** Waits for Tiptap to mount its content (the editor renders after the first effect). */
async function editorReady() {
  await expect.poll(() => document.querySelector('.ProseMirror')).toBeTruthy();
}

for (const width of SCREENSHOT_WIDTHS) {
  test(`article editor, new article, at ${width}px`, async () => {
    await renderAt(<ArticleEditor categories={fixtures.categories} />, width);
    await editorReady();
    await expect.element(screenshotRoot()).toMatchScreenshot(`article-editor-new-${width}`);
  });

  test(`article editor, editing a draft, at ${width}px`, async () => {
    await renderAt(<ArticleEditor categories={fixtures.categories} initialDraft={draft} />, width);
    await editorReady();
    await expect.element(screenshotRoot()).toMatchScreenshot(`article-editor-draft-${width}`);
  });
}
