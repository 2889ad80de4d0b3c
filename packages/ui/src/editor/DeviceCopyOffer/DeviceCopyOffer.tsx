import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceLaptop, IconRestore } from '@tabler/icons-react';
import type { Ref } from 'react';
import { EDITOR_STATE_TEXTS } from '../../constants/editorStateTexts';
import { useFormatters, useMessages } from '../../locale';

export interface DeviceCopyOfferProps {
  /** When the copy on this device was last written. */
  savedAt: Date;
  /** Put the copy back into the editor. */
  onRestore: () => void;
  /** Forget the copy and keep what the server has. */
  onDiscard: () => void;
  /** Ref to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * On opening the editor, writing kept on this device that the server never received
 * (a closed tab, a lost connection) is offered back: restore it or discard it.
 */
export function DeviceCopyOffer({ savedAt, onRestore, onDiscard, ref }: DeviceCopyOfferProps) {
  const format = useFormatters();
  const editorStateTexts = useMessages(EDITOR_STATE_TEXTS);
  return (
    <Alert
      ref={ref}
      variant="light"
      color="blue"
      title={editorStateTexts.deviceCopyTitle}
      icon={<IconDeviceLaptop aria-hidden="true" />}
      // A named region (Mantine labels it by the title): it asks, it does not interrupt.
      role="region"
    >
      <Stack gap="sm">
        <Text size="sm">{editorStateTexts.deviceCopyMessage(format.dateTime(savedAt))}</Text>
        <Group gap="sm">
          <Button
            size="xs"
            leftSection={<IconRestore size={14} aria-hidden="true" />}
            onClick={onRestore}
          >
            {editorStateTexts.restoreDeviceCopy}
          </Button>
          <Button size="xs" variant="default" onClick={onDiscard}>
            {editorStateTexts.discardDeviceCopy}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
