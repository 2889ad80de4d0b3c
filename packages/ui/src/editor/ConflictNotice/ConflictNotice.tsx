import { Alert, Button, Group, List, Stack } from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';
import type { Ref } from 'react';
import { EDITOR_STATE_TEXTS } from '../../constants/editorStateTexts';
import { useMessages } from '../../locale';

export interface ConflictNoticeProps {
  /** Why the save was refused: the server's `SERVER_MESSAGES.draftConflict`. */
  message: string;
  /** Replace the editor's text with the newer version (the author's own stays on this device). */
  onLoadNewer: () => void;
  /** Save the author's text again on top of the newer version. */
  onKeepMine: () => void;
  /** Which choice is under way: its button shows a loader, the other waits. */
  pending?: 'newer' | 'mine' | null;
  /** Ref to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A save met a newer version saved in another tab or on another device. The author
 * chooses: load the newer text, or keep theirs (it becomes the newest version).
 */
export function ConflictNotice({
  message,
  onLoadNewer,
  onKeepMine,
  pending = null,
  ref,
}: ConflictNoticeProps) {
  const editorStateTexts = useMessages(EDITOR_STATE_TEXTS);
  return (
    <Alert
      ref={ref}
      variant="light"
      color="red"
      title={message}
      icon={<IconGitMerge aria-hidden="true" />}
      role="alert"
    >
      <Stack gap="sm">
        <List size="sm" c="var(--mantine-color-error)" spacing={2}>
          <List.Item>{editorStateTexts.loadNewerHint}</List.Item>
          <List.Item>{editorStateTexts.keepMineHint}</List.Item>
        </List>
        <Group gap="sm">
          <Button
            size="xs"
            variant="outline"
            color="var(--mantine-color-error)"
            onClick={onLoadNewer}
            loading={pending === 'newer'}
            disabled={pending === 'mine'}
          >
            {editorStateTexts.loadNewer}
          </Button>
          <Button
            size="xs"
            color="red.9"
            onClick={onKeepMine}
            loading={pending === 'mine'}
            disabled={pending === 'newer'}
          >
            {editorStateTexts.keepMine}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
