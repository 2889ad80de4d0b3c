import { CATEGORIES } from '@byline/api-client/contract';
import { useForm } from '@mantine/form';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AUTHORING_TEXTS, VALIDATION_MESSAGES } from '../../constants';
import { type ArticleFormValues, EMPTY_ARTICLE_FORM } from '../ArticleEditor/articleForm';
import { ArticleFields } from './ArticleFields';

/** The fields on a form of their own, as the editor holds them. */
function FieldsOnAForm({ values, error }: { values: ArticleFormValues; error?: string }) {
  const form = useForm<ArticleFormValues>({
    initialValues: values,
    initialErrors: error ? { category: error } : {},
  });
  return <ArticleFields categories={CATEGORIES} field={form.getInputProps} />;
}

const meta = {
  title: 'Authoring/ArticleEditor/ArticleFields',
  component: FieldsOnAForm,
  args: { values: EMPTY_ARTICLE_FORM },
} satisfies Meta<typeof FieldsOnAForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: every field labelled, the category required. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(AUTHORING_TEXTS.titleLabel), 'Harbour plan');
    await expect(canvas.getByLabelText(AUTHORING_TEXTS.titleLabel)).toHaveValue('Harbour plan');
    await expect(
      canvas.getByLabelText(AUTHORING_TEXTS.categoryLabel, { exact: false }),
    ).toBeRequired();
  },
};

/** Filled from a draft, lists as comma-separated text. */
export const Filled: Story = {
  args: {
    values: {
      ...EMPTY_ARTICLE_FORM,
      title: 'The harbour tide mill grinds again',
      keywords: 'harbour, mills',
      creators: 'Amara Okafor',
      description: 'Restored by volunteers.',
      category: String(CATEGORIES[0]?.id ?? 1),
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(AUTHORING_TEXTS.keywordsLabel)).toHaveValue(
      'harbour, mills',
    );
  },
};

/** A category is needed: the select says so. */
export const CategoryMissing: Story = {
  name: 'Category missing',
  args: { error: VALIDATION_MESSAGES.categoryRequired },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(VALIDATION_MESSAGES.categoryRequired)).toBeVisible();
  },
};
