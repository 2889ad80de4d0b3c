import { FileInput, Image, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { AUTHORING_TEXTS } from '../../constants';
import { useMessages } from '../../locale';
import type { ArticleFieldProps } from '../ArticleEditor/articleForm';

export interface CoverImageFieldProps {
  /** The image field's props from the editor's form. */
  field: ArticleFieldProps;
  /** The draft's stored cover, shown while no new file is chosen. */
  currentImageUrl?: string | null;
}

/** The article's cover picture: a file to choose, and the draft's current one beneath. */
export function CoverImageField({ field, currentImageUrl }: CoverImageFieldProps) {
  const authoringTexts = useMessages(AUTHORING_TEXTS);
  return (
    <Stack gap="md">
      <FileInput
        label={authoringTexts.imageLabel}
        placeholder={authoringTexts.imagePlaceholder}
        accept="image/*"
        clearable
        leftSection={<IconPhoto size={16} aria-hidden="true" />}
        {...field('image')}
      />
      {currentImageUrl && (
        <Image
          src={currentImageUrl}
          alt={authoringTexts.currentImageAlt}
          h={120}
          w="auto"
          fit="contain"
          radius="sm"
        />
      )}
    </Stack>
  );
}
