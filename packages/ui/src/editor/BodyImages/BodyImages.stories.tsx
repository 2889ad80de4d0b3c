import {
  ENDPOINT_ROUTES,
  SERVER_MESSAGES,
  UNIQUE_KEY_HEADER,
  UPLOAD_FIELDS,
} from '@byline/api-client/contract';
import {
  fixtures,
  MOCK_MEDIA_BASE_URL,
  MOCK_TOKEN,
  MOCK_UNIQUE_KEY,
} from '@byline/api-client/mocks';
import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Editor } from '@tiptap/core';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BODY_IMAGE_TEXTS } from '../../constants/bodyImageTexts';
import { joinMediaUrl } from '../../media';
import { reviewViewportParameters } from '../../testing/authoring.mocks';
import { ArticleEditor } from '../ArticleEditor/ArticleEditor';
import type { BodyImageUploader } from './useBodyImageUploads';

/**
 * Pictures in the article body (docs/product.md#pictures-in-the-body): pasted, dropped or picked, uploaded through the
 * server (here the MSW mock backend, which checks the bytes), then kept as a figure with the
 * server's URL, alt text and an optional caption. Never a data: URL.
 */
const meta = {
  title: 'Authoring/ArticleEditor/Body pictures',
  component: ArticleEditor,
  args: { categories: fixtures.categories, onSubmit: fn(), onCancelEdit: fn() },
  parameters: reviewViewportParameters,
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ArticleEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const UPLOADED_SRC = '/media/fixtures/uploaded.svg';

const PNG_1PX = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (char) => char.charCodeAt(0),
);
/** The first bytes of a JPEG: what the mock backend checks an upload by. */
const JPEG_START = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

/** The Tiptap editor behind the body: Tiptap puts it on its DOM node. */
async function bodyEditor(canvasElement: HTMLElement): Promise<Editor> {
  return waitFor(() => {
    const dom = canvasElement.querySelector('.ProseMirror') as
      | (HTMLElement & { editor?: Editor })
      | null;
    if (!dom?.editor) throw new Error('The editor is not ready yet');
    return dom.editor;
  });
}

function paste(target: Element, file: File) {
  const data = new DataTransfer();
  data.items.add(file);
  target.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
}

/** A click where the element is (ProseMirror selects what is under the pointer's coordinates). */
function clickOn(element: Element) {
  const box = element.getBoundingClientRect();
  const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  for (const type of ['mousedown', 'mouseup', 'click']) {
    element.dispatchEvent(
      new MouseEvent(type, { ...at, bubbles: true, cancelable: true, button: 0, detail: 1 }),
    );
  }
}

/**
 * The stories' uploader: the real multipart call to the MSW mock backend, by XMLHttpRequest for
 * its progress, as the web app's client does (the ui package does not import the client).
 */
const uploadToMock: BodyImageUploader = (file, onProgress) =>
  new Promise((resolve, reject) => {
    const route = ENDPOINT_ROUTES.uploadBodyImage;
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, route.path);
    xhr.setRequestHeader(UNIQUE_KEY_HEADER, MOCK_UNIQUE_KEY);
    xhr.setRequestHeader('Authorization', `Bearer ${MOCK_TOKEN}`);
    xhr.upload.onprogress = (event) => onProgress(event.loaded / (event.total || 1));
    xhr.onerror = () => reject(new Error(route.fallbackMessage));
    xhr.onload = () => {
      const answer = JSON.parse(xhr.responseText) as {
        message: string;
        data: { path: string; width: number; height: number } | null;
      };
      if (xhr.status !== 200 || !answer.data) {
        reject(new Error(answer.message));
        return;
      }
      const { path, width, height } = answer.data;
      resolve({ src: joinMediaUrl(MOCK_MEDIA_BASE_URL, path) ?? path, width, height });
    };
    const form = new FormData();
    form.append(UPLOAD_FIELDS.uploadBodyImage, file, file.name);
    xhr.send(form);
  });

/** A pasted PNG is uploaded and becomes a figure with the server's URL, selected for its alt. */
export const PastedImage: Story = {
  name: 'Pasted picture',
  args: { onUploadImage: fn(uploadToMock) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await bodyEditor(canvasElement);
    editor.commands.focus();
    paste(editor.view.dom, new File([PNG_1PX], 'dot.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(editor.getHTML()).toContain(
        `<figure><img src="${UPLOADED_SRC}" alt="" width="1200" height="675"></figure>`,
      ),
    );
    await expect(editor.getHTML()).not.toContain('data:');
    await expect(args.onUploadImage).toHaveBeenCalledOnce();
    await expect(await canvas.findByLabelText(BODY_IMAGE_TEXTS.altLabel)).toBeVisible();
    await expect(canvas.queryByText(BODY_IMAGE_TEXTS.uploading('dot.png'))).toBeNull();
  },
};

/** A JPEG dropped onto the body is uploaded and inserted where it lands. */
export const DroppedImage: Story = {
  name: 'Dropped picture',
  args: { onUploadImage: uploadToMock },
  play: async ({ canvasElement }) => {
    const editor = await bodyEditor(canvasElement);
    editor.commands.setContent('<p>Before the picture.</p>');
    const data = new DataTransfer();
    data.items.add(new File([JPEG_START], 'photo.jpg', { type: 'image/jpeg' }));
    const box = editor.view.dom.getBoundingClientRect();
    editor.view.dom.dispatchEvent(
      new DragEvent('drop', {
        dataTransfer: data,
        clientX: box.left + 20,
        clientY: box.top + 20,
        bubbles: true,
        cancelable: true,
      }),
    );
    await waitFor(() => expect(editor.getHTML()).toContain(`src="${UPLOADED_SRC}"`));
    await expect(editor.getText()).toContain('Before the picture.');
  },
};

/** The toolbar's picture button picks a file; its progress shows while it uploads. */
export const ImageUploading: Story = {
  name: 'Picture uploading',
  args: {
    onUploadImage: (_file, onProgress) => {
      onProgress(0.4);
      return new Promise<never>(() => {});
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await bodyEditor(canvasElement);
    const input = canvas.getByTestId('body-image-input') as HTMLInputElement;
    await userEvent.upload(input, new File([PNG_1PX], 'harbour.png', { type: 'image/png' }));
    const progress = await canvas.findByRole('progressbar', {
      name: BODY_IMAGE_TEXTS.uploading('harbour.png'),
    });
    await expect(progress).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('40%')).toBeVisible();
    await expect(editor.getHTML()).not.toContain('<img');
  },
};

/** A file that is not a picture (whatever type it claims) is refused, with the server's reason. */
export const ImageUploadFailed: Story = {
  name: 'Picture refused by the server',
  args: { onUploadImage: uploadToMock },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await bodyEditor(canvasElement);
    editor.commands.focus();
    paste(
      editor.view.dom,
      new File(['<svg onload="alert(1)"></svg>'], 'fake.png', { type: 'image/png' }),
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(BODY_IMAGE_TEXTS.failed('fake.png'));
    await expect(alert).toHaveTextContent(SERVER_MESSAGES.invalidImage);
    await expect(editor.getHTML()).not.toContain('<img');
    await userEvent.click(within(alert).getByRole('button', { name: BODY_IMAGE_TEXTS.dismiss }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** Without an uploader, a pasted picture is refused with a message, never stored inline. */
export const ImageWithoutUploader: Story = {
  name: 'Picture without an uploader',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await bodyEditor(canvasElement);
    editor.commands.focus();
    paste(editor.view.dom, new File([PNG_1PX], 'dot.png', { type: 'image/png' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(BODY_IMAGE_TEXTS.noUploader);
    await expect(editor.getHTML()).not.toContain('<img');
  },
};

const [draft] = fixtures.drafts;
if (!draft) throw new Error('The fixtures need a draft');

/** A selected picture's alt text and caption are edited beside the body and kept in its HTML. */
export const ImageAltAndCaption: Story = {
  name: 'Picture alt text and caption',
  args: {
    initialDraft: {
      ...draft,
      content: `<p>Opening.</p><figure><img src="${UPLOADED_SRC}" alt="" width="1200" height="675"></figure>`,
    },
    onUploadImage: uploadToMock,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await bodyEditor(canvasElement);
    await expect(canvas.queryByLabelText(BODY_IMAGE_TEXTS.altLabel)).toBeNull();
    const figure = editor.view.dom.querySelector('figure');
    if (!figure) throw new Error('The draft has a figure');
    // A real mousedown focuses the body before the click selects the picture.
    editor.commands.focus('start');
    clickOn(figure);
    const alt = await canvas.findByLabelText(BODY_IMAGE_TEXTS.altLabel);
    await userEvent.type(alt, 'Boats at dawn');
    await userEvent.type(canvas.getByLabelText(BODY_IMAGE_TEXTS.captionLabel), 'The quay at six.');
    await waitFor(() =>
      expect(editor.getHTML()).toContain(
        `<figure><img src="${UPLOADED_SRC}" alt="Boats at dawn" width="1200" height="675"><figcaption>The quay at six.</figcaption></figure>`,
      ),
    );
  },
};
