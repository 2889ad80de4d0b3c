import { useApiClient } from '@byline/api-client';
import { AUTOSAVE_TEXTS } from '@byline/ui';
import { useState } from 'react';
import { toastError, toastFailure } from '../../../toasts/toast';
import {
  draftWritingKey,
  newWritingKey,
  readDeviceCopies,
  removeDeviceCopy,
  writeDeviceCopy,
} from '../autosave/deviceCopy';
import type { Autosave } from '../autosave/useAutosave';
import { draftWriting, type Writing } from '../writing';
import { findDraft } from './findDraft';
import { SAVE_FAILURE } from './saveFailures';

/**
 * The author's choice after a save met a newer version: load the newer text (theirs stays on the
 * device under a key of its own, offered back on a new article) or keep theirs, saved on the
 * newer version (as a new draft when the old one is gone).
 */
export function useConflictChoice(
  userId: number | null,
  writing: Writing,
  autosave: Autosave,
  onReload: (writing: Writing) => void,
) {
  const client = useApiClient();
  const [resolving, setResolving] = useState<'newer' | 'mine' | null>(null);

  const loadNewer = async () => {
    setResolving('newer');
    try {
      const draft = await findDraft(client, autosave.ids().newsId);
      if (!draft) {
        toastError(AUTOSAVE_TEXTS.draftGone);
        return;
      }
      if (userId !== null) {
        const mine = readDeviceCopies(userId).find((copy) => copy.key === writing.session.key);
        if (mine && mine.key === draftWritingKey(draft.id)) {
          removeDeviceCopy(userId, mine.key);
          writeDeviceCopy(userId, {
            ...mine,
            key: newWritingKey(),
            newsId: null,
            baseVersion: null,
          });
        }
      }
      onReload(draftWriting(draft));
    } catch (error) {
      toastFailure(error, SAVE_FAILURE);
    } finally {
      setResolving(null);
    }
  };

  const keepMine = async () => {
    setResolving('mine');
    try {
      const draft = await findDraft(client, autosave.ids().newsId);
      if (!draft) toastError(AUTOSAVE_TEXTS.draftGone);
      autosave.keepMine(draft?.version ?? null);
    } catch (error) {
      toastFailure(error, SAVE_FAILURE);
    } finally {
      setResolving(null);
    }
  };

  return { resolving, loadNewer, keepMine };
}
