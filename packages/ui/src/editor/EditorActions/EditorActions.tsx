import { Button, Group } from '@mantine/core';
import { IconEye, IconHistory } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { AUTHORING_TEXTS, PUBLISHED_EDIT_TEXTS, REVIEW_TEXTS } from '../../constants';
import { EDITOR_STATE_TEXTS } from '../../constants/editorStateTexts';
import { useMessages } from '../../locale';

export type PublishMode = 'publish' | 'submit' | 'approve';

export interface EditorActionsProps {
  /** Shown at the left (a `SaveStatus`). */
  saveStatus?: ReactNode;
  /** When given, a History button. */
  onOpenHistory?: () => void;
  /** When given, a Preview button. */
  onPreview?: () => void;
  onSaveDraft: () => void;
  onPublish: () => void;
  /** Publish later is on: PUBLISH ARTICLE reads SCHEDULE. */
  scheduling?: boolean;
  /**
   * A published article is being edited (docs/adr/0024): SAVE CHANGES keeps them from readers,
   * UPDATE shows them.
   */
  updating?: boolean;
  /**
   * What PUBLISH does (docs/adr/0036): publish (the default), submit for review (a contributor:
   * SUBMIT FOR REVIEW), or approve a writer's draft (an editor: APPROVE AND PUBLISH or SCHEDULE).
   */
  publishMode?: PublishMode;
  /** The pressed button shows a loader and the other waits. */
  pending?: 'draft' | 'publish' | null;
  /** Ref to the root element (the bar). */
  ref?: Ref<HTMLDivElement>;
}

/** The editor's bar: how saving stands, History, Preview, SAVE AS DRAFT and PUBLISH (or SCHEDULE). */
export function EditorActions({
  saveStatus,
  onOpenHistory,
  onPreview,
  onSaveDraft,
  onPublish,
  scheduling = false,
  updating = false,
  publishMode = 'publish',
  pending = null,
  ref,
}: EditorActionsProps) {
  const reviewTexts = useMessages(REVIEW_TEXTS);
  const authoringTexts = useMessages(AUTHORING_TEXTS);
  const publishedEditTexts = useMessages(PUBLISHED_EDIT_TEXTS);
  const editorStateTexts = useMessages(EDITOR_STATE_TEXTS);
  return (
    <Group ref={ref} justify="space-between" align="center" gap="sm">
      {saveStatus}
      <Group justify="flex-end" gap="sm" ml="auto">
        {onOpenHistory && (
          <Button
            variant="subtle"
            leftSection={<IconHistory size={16} aria-hidden="true" />}
            onClick={onOpenHistory}
          >
            {editorStateTexts.history}
          </Button>
        )}
        {onPreview && (
          <Button
            variant="default"
            leftSection={<IconEye size={16} aria-hidden="true" />}
            onClick={onPreview}
          >
            {editorStateTexts.preview}
          </Button>
        )}
        <Button
          variant="outline"
          onClick={onSaveDraft}
          loading={pending === 'draft'}
          disabled={pending === 'publish'}
        >
          {updating ? publishedEditTexts.saveChanges : authoringTexts.saveAsDraft}
        </Button>
        <Button onClick={onPublish} loading={pending === 'publish'} disabled={pending === 'draft'}>
          {updating
            ? publishedEditTexts.update
            : publishMode === 'submit'
              ? reviewTexts.submit
              : publishMode === 'approve'
                ? scheduling
                  ? reviewTexts.approveSchedule
                  : reviewTexts.approve
                : scheduling
                  ? editorStateTexts.schedule
                  : authoringTexts.publish}
        </Button>
      </Group>
    </Group>
  );
}
