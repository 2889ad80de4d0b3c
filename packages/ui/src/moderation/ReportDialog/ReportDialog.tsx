import { REPORT_NOTE_MAX, type ReportReason, type ReportTarget } from '@byline/api-client/contract';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { MODERATION_TEXTS } from '../../constants';
import { useMessages } from '../../locale';

export interface ReportDialogProps {
  opened: boolean;
  onClose: () => void;
  /** What is reported: the title says so. */
  target: ReportTarget;
  /** Sends the report: resolving closes the dialog, rejecting shows its message. */
  onSubmit: (report: { reason: ReportReason; note: string }) => Promise<unknown>;
  /** A reason chosen at first (stories). */
  initialReason?: ReportReason | null;
}

/**
 * A reader's report of a comment, an article or an account (docs/adr/0037): a reason from the
 * short list and an optional note, as long as the server keeps. Loaded on demand (a lazy chunk
 * on reader pages): the first load does not carry it.
 */
export function ReportDialog({
  opened,
  onClose,
  target,
  onSubmit,
  initialReason = null,
}: ReportDialogProps) {
  const texts = useMessages(MODERATION_TEXTS);
  const [reason, setReason] = useState<ReportReason | null>(initialReason);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason === null) return;
    setSending(true);
    setError(null);
    onSubmit({ reason, note: note.trim() })
      .then(() => {
        setNote('');
        setReason(null);
        onClose();
      })
      .catch((failure: unknown) =>
        setError(failure instanceof Error ? failure.message : String(failure)),
      )
      .finally(() => setSending(false));
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={texts.reportTitle[target]}
      centered
      closeButtonProps={{ 'aria-label': texts.cancel }}
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {texts.reportIntro}
          </Text>
          <Radio.Group
            label={texts.reason}
            value={reason}
            onChange={(value) => setReason(value as ReportReason)}
            required
          >
            <Stack gap="xs" mt="xs">
              {Object.entries(texts.reasonLabels).map(([value, label]) => (
                <Radio key={value} value={value} label={label} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={texts.note}
            value={note}
            maxLength={REPORT_NOTE_MAX}
            autosize
            minRows={2}
            onChange={(event) => setNote(event.currentTarget.value)}
            description={`${note.length} / ${REPORT_NOTE_MAX}`}
          />
          {error && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button type="submit" loading={sending} disabled={reason === null}>
              {texts.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
