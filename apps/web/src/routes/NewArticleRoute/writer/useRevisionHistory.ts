import {
  ERROR_MESSAGES,
  type Revision,
  SUCCESS_MESSAGES,
  useApiClient,
  useRestoreRevision,
  useRevision,
  useRevisions,
} from '@byline/api-client';
import { useState } from 'react';
import { toastFailure, toastSuccess } from '../../../toasts/toast';
import { draftWriting, revisionText, type Writing } from '../writing';
import { findDraft } from './findDraft';

/**
 * The history panel of a saved article: open or closed, its revisions (asked for only while
 * open), the one chosen to preview, and restoring it (the editor then holds its text).
 */
export function useRevisionHistory(newsId: number | null, onReload: (writing: Writing) => void) {
  const client = useApiClient();
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const revisions = useRevisions(opened ? newsId : null);
  const revision = useRevision(opened ? chosen : null);
  const restoreRevision = useRestoreRevision();

  const restore = async (picked: Revision) => {
    try {
      const result = await restoreRevision.trigger({ revision_id: picked.id });
      const draft = await findDraft(client, result.news_id);
      toastSuccess(SUCCESS_MESSAGES.revisionRestored);
      setOpened(false);
      if (draft) onReload(draftWriting(draft, { text: revisionText(picked, draft.image_alt) }));
    } catch (error) {
      toastFailure(error, { fallback: ERROR_MESSAGES.revisionRestore });
    }
  };

  return {
    opened,
    open: () => setOpened(true),
    close: () => setOpened(false),
    revisions,
    revision,
    choose: setChosen,
    restore,
    restoring: restoreRevision.isMutating,
  };
}
