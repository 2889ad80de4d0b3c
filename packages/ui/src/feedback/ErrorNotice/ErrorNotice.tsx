import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { Ref } from 'react';
import { READER_TEXTS } from '../../constants';
import { useMessages } from '../../locale';

export interface ErrorNoticeProps {
  /** What went wrong, in the reader's words (the server message or a fallback). */
  message: string;
  /** Shown as a Retry button when given. */
  onRetry?: () => void;
  title?: string;
  /** Ref to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/** A failed list or page: the message and, when the host can try again, a Retry button. */
export function ErrorNotice({ message, onRetry, title: titleProp, ref }: ErrorNoticeProps) {
  const readerTexts = useMessages(READER_TEXTS);
  const title = titleProp ?? readerTexts.sectionError;
  return (
    <Alert
      ref={ref}
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle aria-hidden="true" />}
      role="alert"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="var(--mantine-color-error)">
          {message}
        </Text>
        {onRetry && (
          <Button
            size="xs"
            variant="outline"
            // The scheme's error colour (red 9 on light): red 9 is unreadable on the dark alert.
            color="var(--mantine-color-error)"
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            onClick={onRetry}
          >
            {readerTexts.retry}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
