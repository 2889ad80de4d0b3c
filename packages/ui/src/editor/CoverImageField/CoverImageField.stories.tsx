import { useForm } from '@mantine/form';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AUTHORING_TEXTS } from '../../constants';
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
