import { ARTICLE_LIMITS, isCoverLargeEnough } from '@byline/api-client/contract';
import { FileInput, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { AUTHORING_TEXTS, CHECK_TEXTS, COMMENT_TEXTS } from '../../constants';
import { useMessages } from '../../locale';
import type { ArticleFieldProps } from '../ArticleEditor/articleForm';
import { readPictureSize } from './pictureSize';

export interface CoverImageFieldProps {
  /** The image and description fields' props from the editor's form. */
  field: ArticleFieldProps;
  /** The draft's stored cover, shown while no new file is chosen. */
  currentImageUrl?: string | null;
}

/**
 * The article's cover picture: a file to choose (refused here when smaller than a cover may be,
 * as the server would), the draft's current one beneath, and its description for readers who
 * cannot see it.
 */
export function CoverImageField({ field, currentImageUrl }: CoverImageFieldProps) {
  const authoringTexts = useMessages(AUTHORING_TEXTS);
  const checkTexts = useMessages(CHECK_TEXTS);
  const commentTexts = useMessages(COMMENT_TEXTS);
  const [sizeError, setSizeError] = useState<string | null>(null);
  const image = field('image');
  const imageAlt = field('image_alt');
  const altLength = String(imageAlt.value ?? '').length;

  const choose = async (file: File | null) => {
    setSizeError(null);
    const size = file ? await readPictureSize(file) : null;
    if (size && !isCoverLargeEnough(size.width, size.height)) {
      // The file is not taken: the field keeps what it had.
      setSizeError(checkTexts.coverTooSmall(size.width, size.height));
      return;
    }
    image.onChange(file);
  };

  return (
    <Stack gap="md">
      <FileInput
        label={authoringTexts.imageLabel}
        placeholder={authoringTexts.imagePlaceholder}
        accept="image/*"
        clearable
        clearButtonProps={{ 'aria-label': authoringTexts.clearImage }}
        leftSection={<IconPhoto size={16} aria-hidden="true" />}
        {...image}
        error={sizeError ?? image.error}
        onChange={(file) => void choose(file)}
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
      <TextInput
        label={authoringTexts.imageAltLabel}
        description={
          <>
            {authoringTexts.imageAltDescription}{' '}
            <Text component="span" size="xs" c="dimmed">
              ({commentTexts.counter(altLength, ARTICLE_LIMITS.imageAltMax)})
            </Text>
          </>
        }
        maxLength={ARTICLE_LIMITS.imageAltMax}
        {...imageAlt}
      />
    </Stack>
  );
}
