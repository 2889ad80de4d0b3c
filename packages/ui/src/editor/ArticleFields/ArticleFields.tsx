import type { Category } from '@byline/api-client/contract';
import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { AUTHORING_TEXTS } from '../../constants';
import { useMessages } from '../../locale';
import type { ArticleFieldProps } from '../ArticleEditor/articleForm';

export interface ArticleFieldsProps {
  /** The categories of the required select. */
  categories: readonly Category[];
  /** Each field's props from the editor's form. */
  field: ArticleFieldProps;
}

/**
 * The article's details above its body: title, comma-split keywords and creators, description,
 * the required category and the optional video link.
 */
export function ArticleFields({ categories, field }: ArticleFieldsProps) {
  const authoringTexts = useMessages(AUTHORING_TEXTS);
  return (
    <Stack gap="md">
      <TextInput label={authoringTexts.titleLabel} {...field('title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={authoringTexts.keywordsLabel}
          description={authoringTexts.commaHint}
          {...field('keywords')}
        />
        <TextInput
          label={authoringTexts.creatorsLabel}
          description={authoringTexts.commaHint}
          {...field('creators')}
        />
      </SimpleGrid>
      <Textarea
        label={authoringTexts.descriptionLabel}
        autosize
        minRows={2}
        maxRows={6}
        {...field('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={authoringTexts.categoryLabel}
          placeholder={authoringTexts.categoryPlaceholder}
          data={categories.map((category) => ({
            value: String(category.id),
            label: category.name,
          }))}
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...field('category')}
        />
        <TextInput
          label={authoringTexts.videoLabel}
          type="url"
          inputMode="url"
          placeholder="https://"
          {...field('video_url')}
        />
      </SimpleGrid>
    </Stack>
  );
}
