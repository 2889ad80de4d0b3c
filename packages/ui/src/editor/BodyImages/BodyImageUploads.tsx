import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { BODY_IMAGE_TEXTS } from '../../constants/bodyImageTexts';
import { useMessages } from '../../locale';
import type { BodyImageUpload } from './useBodyImageUploads';

export interface BodyImageUploadsProps {
  uploads: readonly BodyImageUpload[];
  onDismiss: (id: number) => void;
}

/** Each picture on its way into the body: its progress, or why it could not be added. */
export function BodyImageUploads({ uploads, onDismiss }: BodyImageUploadsProps) {
  const bodyImageTexts = useMessages(BODY_IMAGE_TEXTS);
  // Nothing at all while there is nothing to say: the form keeps its layout. A failure is an
  // alert, announced as it appears.
  if (uploads.length === 0) return null;
  return (
    <Stack gap="xs" aria-live="polite" aria-label={bodyImageTexts.uploadsRegion} role="region">
      {uploads.map((upload) =>
        upload.error ? (
          <Alert
            key={upload.id}
            color="red"
            role="alert"
            title={bodyImageTexts.failed(upload.name)}
            withCloseButton
            closeButtonLabel={bodyImageTexts.dismiss}
            onClose={() => onDismiss(upload.id)}
          >
            {upload.error}
          </Alert>
        ) : (
          <Stack key={upload.id} gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{bodyImageTexts.uploading(upload.name)}</Text>
              <Text size="sm" c="dimmed">
                {Math.round(upload.progress * 100)}%
              </Text>
            </Group>
            <Progress
              value={upload.progress * 100}
              aria-label={bodyImageTexts.uploading(upload.name)}
              animated={upload.progress < 1}
            />
          </Stack>
        ),
      )}
    </Stack>
  );
}
