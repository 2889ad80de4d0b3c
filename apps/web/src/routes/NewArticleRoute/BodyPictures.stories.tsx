import { ERROR_MESSAGES } from '@byline/api-client';
import { mockHandlers } from '@byline/api-client/mocks';
import { SCREEN_TEXTS } from '@byline/ui';
import { BODY_IMAGE_TEXTS } from '@byline/ui/editor';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Editor } from '@tiptap/core';
import { expect, waitFor, within } from 'storybook/test';
import { appPage, PAGE_VIEWPORTS } from '../../stories/routeStory';

/**
 * `/new-article`: a picture pasted into the body goes through the app's API client (upload with
 * progress) to the mock server, which checks its bytes; the body keeps the media URL.
 */
const meta = {
  title: 'Pages/NewArticle/Body pictures',
  ...appPage({ url: '/new-article', signedIn: true }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const PNG_1PX = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (char) => char.charCodeAt(0),
);

async function pastePicture(canvasElement: HTMLElement): Promise<Editor> {
  await within(canvasElement).findByRole('heading', { name: SCREEN_TEXTS.editorNewHeading });
  const editor = await waitFor(() => {
    const dom = canvasElement.querySelector('.ProseMirror') as
      | (HTMLElement & { editor?: Editor })
      | null;
    if (!dom?.editor) throw new Error('The editor is not ready yet');
    return dom.editor;
  });
  editor.commands.focus();
  const data = new DataTransfer();
  data.items.add(new File([PNG_1PX], 'dot.png', { type: 'image/png' }));
  editor.view.dom.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
  return editor;
}

export const PastedPictureUploaded: Story = {
  play: async ({ canvasElement }) => {
    const editor = await pastePicture(canvasElement);
    await waitFor(() =>
      expect(editor.getHTML()).toContain(
        '<figure><img src="/media/fixtures/uploaded.svg" alt="" width="1200" height="675"></figure>',
      ),
    );
    await expect(editor.getHTML()).not.toContain('data:');
  },
};

export const PastedPictureOffline: Story = {
  parameters: { msw: { handlers: [mockHandlers.uploadBodyImage.networkError] } },
  play: async ({ canvasElement }) => {
    const editor = await pastePicture(canvasElement);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(BODY_IMAGE_TEXTS.failed('dot.png'));
    await expect(alert).toHaveTextContent(ERROR_MESSAGES.bodyImageUpload);
    await expect(editor.getHTML()).not.toContain('<img');
  },
};
