import { Alert, Button, Group, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { Ref } from 'react';
import { AUTHORING_TEXTS, SCREEN_TEXTS } from '../../constants';
import { useMessages } from '../../locale';

export interface EditingNoticeProps {
  /** Cancel Edit: the editor goes back to a new, empty article. */
  onCancelEdit: () => void;
  /** Ref to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/** Says a draft is being edited, with Cancel Edit. */
export function EditingNotice({ onCancelEdit, ref }: EditingNoticeProps) {
  const authoringTexts = useMessages(AUTHORING_TEXTS);
  const screenTexts = useMessages(SCREEN_TEXTS);
  return (
    <Alert
      ref={ref}
      variant="light"
      color="blue"
      icon={<IconFileText aria-hidden="true" />}
      role="status"
    >
      <Group justify="space-between" gap="sm">
        <Text fw={600}>{screenTexts.editorEditingNotice}</Text>
        <Button variant="default" size="xs" onClick={onCancelEdit}>
          {authoringTexts.cancelEdit}
        </Button>
      </Group>
    </Alert>
  );
}
