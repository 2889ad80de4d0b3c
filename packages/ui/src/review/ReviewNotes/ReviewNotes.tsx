import { REVIEW_MESSAGES, REVIEW_NOTE_MAX, type ReviewNote } from '@byline/api-client/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { REVIEW_TEXTS } from '../../constants';
import { useFormatters, useMessages } from '../../locale';

export interface ReviewNotesProps {
  /** The draft's notes, oldest first. */
  notes?: readonly ReviewNote[];
  loading?: boolean;
  /** Why the notes could not be loaded. */
  error?: string;
  /**
   * An editor reviewing someone's draft: the writer's name heads the panel, and a note can be
   * added or the draft sent back with it. Absent for the writer, who reads the notes.
   */
  review?: {
    /** Sending back is offered while the draft waits (not once it is back with the writer). */
    canSendBack: boolean;
    /** Resolves true when the note was kept (the field then empties). */
    onAddNote: (body: string) => Promise<boolean>;
    onSendBack: (body: string) => Promise<boolean>;
  };
}

/**
 * The notes beside a draft in review (docs/adr/0036): what the editors asked, oldest first, the
 * one sent with the draft back marked; for an editor, a note field with Add note and Send back.
 */
export function ReviewNotes({ notes = [], loading = false, error, review }: ReviewNotesProps) {
  const texts = useMessages(REVIEW_TEXTS);
  const format = useFormatters();
  const headingId = useId();
  const [body, setBody] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [pending, setPending] = useState<'note' | 'sendBack' | null>(null);

  const act = async (action: 'note' | 'sendBack') => {
    if (!review) return;
    if (body.trim() === '') {
      setInvalid(REVIEW_MESSAGES.noteRequired);
      return;
    }
    setPending(action);
    const kept = await (action === 'note' ? review.onAddNote(body) : review.onSendBack(body));
    setPending(null);
    if (kept) setBody('');
  };

  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz="md" id={headingId}>
          {review ? texts.reviewing : texts.notesTitle}
        </Title>
        {loading ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{texts.notesLoading}</Text>
          </Group>
        ) : error ? (
          <Alert color="red" title={texts.notesError}>
            {error}
          </Alert>
        ) : notes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {texts.notesEmpty}
          </Text>
        ) : (
          <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {notes.map((note) => (
              <Stack key={note.id} component="li" gap={2}>
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {note.editor.full_name}
                  </Text>
                  <Text size="xs" c="dimmed" component="time" dateTime={note.created_at}>
                    {format.dateTime(note.created_at)}
                  </Text>
                </Group>
                {note.sent_back && (
                  <Badge
                    variant="light"
                    color="orange"
                    c="var(--mantine-color-text)"
                    w="fit-content"
                  >
                    {texts.sentBackMark}
                  </Badge>
                )}
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {note.body}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
        {review && (
          <>
            <Textarea
              label={texts.noteLabel}
              description={texts.noteHint}
              value={body}
              maxLength={REVIEW_NOTE_MAX}
              autosize
              minRows={3}
              error={invalid}
              onChange={(event) => {
                setBody(event.currentTarget.value);
                setInvalid(null);
              }}
            />
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => act('note')}
                loading={pending === 'note'}
                disabled={pending === 'sendBack'}
              >
                {texts.addNote}
              </Button>
              {review.canSendBack && (
                <Button
                  onClick={() => act('sendBack')}
                  loading={pending === 'sendBack'}
                  disabled={pending === 'note'}
                >
                  {texts.sendBack}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
