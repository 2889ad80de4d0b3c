import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { BODY_IMAGE_TEXTS, type BodyImageUpload } from './useBodyImageUploads';

export interface BodyImageUploadsProps {
  uploads: readonly BodyImageUpload[];
  onDismiss: (id: number) => void;
}

/** Each picture on its way into the body: its progress, or why it could not be added. */
export function BodyImageUploads({ uploads, onDismiss }: BodyImageUploadsProps) {
  // Nothing at all while there is nothing to say: the form keeps its layout. A failure is an
  // alert, announced as it appears.
  if (uploads.length === 0) return null;
  return (
    <Stack gap="xs" aria-live="polite" aria-label={BODY_IMAGE_TEXTS.uploadsRegion} role="region">
      {uploads.map((upload) =>
        upload.error ? (
          <Alert
            key={upload.id}
            color="red"
            role="alert"
            title={BODY_IMAGE_TEXTS.failed(upload.name)}
            withCloseButton
            closeButtonLabel={BODY_IMAGE_TEXTS.dismiss}
            onClose={() => onDismiss(upload.id)}
          >
            {upload.error}
          </Alert>
        ) : (
          <Stack key={upload.id} gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{BODY_IMAGE_TEXTS.uploading(upload.name)}</Text>
              <Text size="sm" c="dimmed">
                {Math.round(upload.progress * 100)}%
              </Text>
            </Group>
            <Progress
              value={upload.progress * 100}
              aria-label={BODY_IMAGE_TEXTS.uploading(upload.name)}
              animated={upload.progress < 1}
            />
          </Stack>
        ),
      )}
    </Stack>
  );
}
