import {
  isApiError,
  REVIEW_MESSAGES,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
  useSubmitForReview,
} from '@byline/api-client';
import type { ArticleEditorValues, ArticleSubmitOptions, PublishMode } from '@byline/ui/editor';
import { useCallback } from 'react';
import { toastError, toastFailure, toastSuccess } from '../../../toasts/toast';
import type { Autosave } from '../autosave/useAutosave';
import { isVersionConflict, useArticleSave } from '../saving/useArticleSave';
import type { Writing } from '../writing';
import { DRAFT_UPDATE_FAILURE, SAVE_FAILURE } from './saveFailures';

/** Where a manual save leaves the author. */
export type WritingDone = 'savedNew' | 'updated' | 'published' | 'scheduled' | 'submitted';

/**
 * SAVE AS DRAFT, PUBLISH ARTICLE and SCHEDULE: the autosave in flight settles first, then the
 * text goes the editor's one save way (`useArticleSave`) on the ids autosave reached. A newer
 * version meets the same choice as an autosave's; the form keeps the text on any failure.
 */
export function useManualSave(
  writing: Writing,
  autosave: Autosave,
  onDone: (done: WritingDone) => void,
  /** `submit`: PUBLISH saves the draft and submits it for review (docs/adr/0036). */
  publishMode: PublishMode = 'publish',
) {
  const saveArticle = useArticleSave();
  const { trigger: submitForReview } = useSubmitForReview();
  const { settle, forget, meetConflict } = autosave;
  const live = writing.draft?.status === 'published';
  return useCallback(
    async (values: ArticleEditorValues, { asDraft, publishAt }: ArticleSubmitOptions) => {
      const target = await settle();
      const { news_id: _editorsId, ...fields } = values;
      const submitting = !asDraft && publishMode === 'submit';
      try {
        const saved = await saveArticle({
          fields,
          target,
          intent: asDraft || submitting ? { kind: 'draft' } : { kind: 'publish', publishAt },
        });
        if (submitting) await submitForReview({ news_id: saved.news_id });
      } catch (error) {
        if (isVersionConflict(error)) {
          meetConflict();
        } else if (isApiError(error) && error.status === 413 && error.serverMessage === undefined) {
          // A proxy in front of the server refuses a large body without the envelope's reason.
          toastError(SERVER_MESSAGES.bodyTooLarge);
        } else {
          // A saved article's text failed (not its publication) on a draft opened to edit.
          const updatingDraft =
            target.newsId !== null &&
            !writing.startedNew &&
            isApiError(error) &&
            error.endpoint === 'saveArticle';
          toastFailure(error, updatingDraft ? DRAFT_UPDATE_FAILURE : SAVE_FAILURE);
        }
        return false;
      }
      forget();
      if (submitting) {
        toastSuccess(REVIEW_MESSAGES.submitted);
        onDone('submitted');
      } else if (live) {
        // A published article: SAVE CHANGES keeps them from readers, UPDATE shows them.
        toastSuccess(asDraft ? SUCCESS_MESSAGES.changesKept : SUCCESS_MESSAGES.articleUpdated);
        onDone(asDraft ? 'updated' : 'published');
      } else if (asDraft) {
        toastSuccess(
          writing.startedNew ? SUCCESS_MESSAGES.articleSavedAsDraft : SUCCESS_MESSAGES.draftUpdated,
        );
        onDone(writing.startedNew ? 'savedNew' : 'updated');
      } else if (publishAt) {
        toastSuccess(SUCCESS_MESSAGES.articleScheduled);
        onDone('scheduled');
      } else {
        toastSuccess(SUCCESS_MESSAGES.articlePublished);
        onDone('published');
      }
    },
    [
      saveArticle,
      submitForReview,
      settle,
      forget,
      meetConflict,
      writing.startedNew,
      live,
      onDone,
      publishMode,
    ],
  );
}
