import { Button, Group, Modal, Text } from '@mantine/core';
import { FEEDBACK_TEXTS } from '../../constants';
import { useMessages } from '../../locale';

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** While the confirmed action runs: the confirm button shows a loader, cancel is disabled. */
  pending?: boolean;
}

/** A question before an action that cannot be undone (delete a draft, sign out everywhere). */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  message,
  cancelLabel,
  confirmLabel,
  onConfirm,
  pending = false,
}: ConfirmDialogProps) {
  const feedbackTexts = useMessages(FEEDBACK_TEXTS);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': feedbackTexts.close }}
      // Not a banner landmark: the page behind the dialog has its own (axe: one banner).
      attributes={{ header: { role: 'none' } }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
