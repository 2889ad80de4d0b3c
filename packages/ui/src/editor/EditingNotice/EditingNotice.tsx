import { Alert, Button, Group, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { Ref } from 'react';
import { AUTHORING_TEXTS, PUBLISHED_EDIT_TEXTS, SCREEN_TEXTS } from '../../constants';
import { useMessages } from '../../locale';

export interface EditingNoticeProps {
  /** Cancel Edit: the editor goes back to a new, empty article. */
  onCancelEdit: () => void;
  /** The article is published: its changes wait for UPDATE (docs/adr/0024). */
  published?: boolean;
  /** A published article has saved changes readers do not see yet. */
  pendingUpdate?: boolean;
  /** Ref to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/** Says a draft (or a published article) is being edited, with Cancel Edit. */
export function EditingNotice({
  onCancelEdit,
  published = false,
  pendingUpdate = false,
  ref,
}: EditingNoticeProps) {
  const authoringTexts = useMessages(AUTHORING_TEXTS);
  const screenTexts = useMessages(SCREEN_TEXTS);
  const publishedEditTexts = useMessages(PUBLISHED_EDIT_TEXTS);
  return (
    <Alert
      ref={ref}
      variant="light"
      color="blue"
      icon={<IconFileText aria-hidden="true" />}
      role="status"
    >
      <Group justify="space-between" gap="sm">
        <div>
          <Text fw={600}>
            {published ? publishedEditTexts.editingNotice : screenTexts.editorEditingNotice}
          </Text>
          {published && pendingUpdate && <Text size="sm">{publishedEditTexts.pendingNotice}</Text>}
        </div>
        <Button variant="default" size="xs" onClick={onCancelEdit}>
          {authoringTexts.cancelEdit}
        </Button>
      </Group>
    </Alert>
  );
}
