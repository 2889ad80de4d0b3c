import { ARTICLE_LIMITS } from '@byline/api-client/contract';
import { useForm } from '@mantine/form';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AUTHORING_TEXTS, CHECK_TEXTS, COMMENT_TEXTS } from '../../constants';
import { type ArticleFormValues, EMPTY_ARTICLE_FORM } from '../ArticleEditor/articleForm';
import { CoverImageField } from './CoverImageField';

/** A small picture standing for a draft's stored cover. */
const STORED_COVER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#3b6e8f"/></svg>',
)}`;

/** The field on a form of its own, as the editor holds it. */
function CoverOnAForm({ currentImageUrl }: { currentImageUrl?: string | null }) {
  const form = useForm<ArticleFormValues>({ initialValues: EMPTY_ARTICLE_FORM });
  return <CoverImageField field={form.getInputProps} currentImageUrl={currentImageUrl} />;
}

const meta = {
  title: 'Authoring/ArticleEditor/CoverImageField',
  component: CoverOnAForm,
} satisfies Meta<typeof CoverOnAForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new article: a file to choose, no picture yet. */
export const NoCover: Story = {
  name: 'No cover yet',
  play: async ({ canvas }) => {
    await expect(canvas.getByText(AUTHORING_TEXTS.imagePlaceholder)).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A draft with a cover: it shows beneath the field until a new file is chosen. */
export const StoredCover: Story = {
  name: 'The draft’s cover',
  args: { currentImageUrl: STORED_COVER },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: AUTHORING_TEXTS.currentImageAlt })).toBeVisible();
  },
};

/** A PNG of the given size, drawn by the browser. */
async function pngOfSize(width: number, height: number, name: string): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#3b6e8f';
    context.fillRect(0, 0, width, height);
  }
  return new File([await canvas.convertToBlob({ type: 'image/png' })], name, {
    type: 'image/png',
  });
}

const fileInputOf = (root: HTMLElement) => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

/** A picture smaller than a cover may be is refused at once, with both sizes, and not taken. */
export const CoverTooSmall: Story = {
  name: 'A cover too small',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInputOf(canvasElement), await pngOfSize(120, 80, 'thumb.png'));
    await expect(await canvas.findByText(CHECK_TEXTS.coverTooSmall(120, 80))).toBeVisible();
    await expect(canvas.getByText(AUTHORING_TEXTS.imagePlaceholder)).toBeVisible();
    await expect(canvas.queryByText('thumb.png')).toBeNull();

    // A picture large enough is taken, and the warning goes.
    await userEvent.upload(fileInputOf(canvasElement), await pngOfSize(1200, 675, 'harbour.png'));
    await expect(await canvas.findByText('harbour.png')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(CHECK_TEXTS.coverTooSmall(120, 80))).toBeNull());
    await expect(canvas.getByRole('button', { name: AUTHORING_TEXTS.clearImage })).toBeVisible();
  },
};

/** The cover's description: what it is for, how much is written, and no more than the limit. */
export const CoverDescription: Story = {
  name: 'The cover’s description',
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: AUTHORING_TEXTS.imageAltLabel });
    await expect(field).toHaveAccessibleDescription(
      `${AUTHORING_TEXTS.imageAltDescription} (${COMMENT_TEXTS.counter(0, ARTICLE_LIMITS.imageAltMax)})`,
    );
    await userEvent.type(field, 'Boats at the quay');
    await expect(
      canvas.getByText(`(${COMMENT_TEXTS.counter(17, ARTICLE_LIMITS.imageAltMax)})`),
    ).toBeVisible();
    await expect(field).toHaveAttribute('maxlength', String(ARTICLE_LIMITS.imageAltMax));
  },
};
