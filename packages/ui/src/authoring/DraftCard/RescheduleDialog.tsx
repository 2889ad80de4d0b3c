import { refusePublishAt } from '@byline/api-client/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FEEDBACK_TEXTS, PUBLISH_AT_TEXTS, SCHEDULED_TEXTS } from '../../constants';
import { useMessages } from '../../locale';
import { PublishAtInput } from '../PublishAtInput/PublishAtInput';

export interface RescheduleDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The article's title, shown under the dialog's title. */
  title: string;
  /** The time it is scheduled for now: the field starts with it. */
  publishAt: Date | null;
  /**
   * A valid new time; while a returned promise is pending, Save shows a loader. The dialog closes
   * once it is done, unless it resolves to `false` or rejects (it failed: the author may retry).
   */
  onSave: (publishAt: Date) => unknown;
}

/**
 * A scheduled article's new publication time: the author's local time, checked as
 * the server checks it (in the future, not too far ahead) before it is sent.
 */
export function RescheduleDialog({ opened, onClose, ...form }: RescheduleDialogProps) {
  const feedbackTexts = useMessages(FEEDBACK_TEXTS);
  const scheduledTexts = useMessages(SCHEDULED_TEXTS);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={scheduledTexts.rescheduleTitle}
      centered
      closeButtonProps={{ 'aria-label': feedbackTexts.close }}
      // Not a banner landmark: the page behind the dialog has its own (axe: one banner).
      attributes={{ header: { role: 'none' } }}
    >
      {/* Mounted while open only: every opening starts from the scheduled time. */}
      <RescheduleForm {...form} onClose={onClose} />
    </Modal>
  );
}

function RescheduleForm({
  title,
  publishAt,
  onSave,
  onClose,
}: Omit<RescheduleDialogProps, 'opened'>) {
  const publishAtTexts = useMessages(PUBLISH_AT_TEXTS);
  const scheduledTexts = useMessages(SCHEDULED_TEXTS);
  const [value, setValue] = useState<Date | null>(publishAt);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = value ? refusePublishAt(value, new Date())?.message : publishAtTexts.required;
    if (!value || message) {
      setError(message ?? publishAtTexts.required);
      return;
    }
    setPending(true);
    try {
      // The host tells the author what failed; the dialog stays open to try again.
      if ((await onSave(value)) !== false) onClose();
    } catch {
      // As above: the host has said what failed.
    } finally {
      setPending(false);
    }
  };

  return (
    // noValidate: the field's own message (beside it) replaces the browser's bubble.
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fw={600}>{title}</Text>
        <PublishAtInput
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {scheduledTexts.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {scheduledTexts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
