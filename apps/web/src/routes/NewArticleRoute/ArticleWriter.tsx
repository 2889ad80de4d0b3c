import {
  type ApiClient,
  CATEGORIES,
  ERROR_MESSAGES,
  isApiError,
  type Revision,
  type ScreenMessages,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
  useApiClient,
  usePublishDraft,
  useRestoreRevision,
  useRevision,
  useRevisions,
  useSaveArticle,
  useUserDetails,
} from '@byline/api-client';
import { ArticlePreview, AUTOSAVE_TEXTS, ConfirmDialog, SCREEN_TEXTS } from '@byline/ui';
import {
  ArticleEditor,
  type ArticleEditorSnapshot,
  type ArticleEditorValues,
  type ArticleSubmitOptions,
  ConflictNotice,
  DeviceCopyOffer,
  RevisionHistory,
  SaveStatus,
} from '@byline/ui/editor';
import { useEffect, useRef, useState } from 'react';
import { toastError, toastFailure, toastSuccess } from '../../toasts/toast';
import {
  type DeviceCopy,
  draftWritingKey,
  newWritingKey,
  readDeviceCopies,
  removeDeviceCopy,
  sameText,
  withoutImage,
  writeDeviceCopy,
} from './autosave/deviceCopy';
import { useAutosave } from './autosave/useAutosave';
import { useLeaveGuard } from './autosave/useLeaveGuard';
import { previewArticle } from './previewArticle';
import { useBodyImageUploader } from './useBodyImageUploader';
import { draftWriting, restoredWriting, revisionText, type Writing } from './writing';

/**
 * A failed save says why: the server's reason when it gave one; that no server was reached; else
 * the screen's fallback (a failed draft update has its own: docs/product.md#saving-and-publishing).
 */
const SAVE = { unreachable: ERROR_MESSAGES.articleSaveOffline };
const DRAFT_UPDATE = { ...SAVE, fallback: ERROR_MESSAGES.draftSave };

/** Where a manual save leaves the author. */
export type WritingDone = 'savedNew' | 'updated' | 'published' | 'scheduled';

export interface ArticleWriterProps {
  userId: number | null;
  writing: Writing;
  /** Loads other text into the editor (a device copy, the newer text, a revision). */
  onReload: (writing: Writing) => void;
  /** Cancel Edit. */
  onCancelEdit: () => void;
  /** A manual save or publish went through. */
  onDone: (done: WritingDone) => void;
}

/** The newest version of a draft on the server, or null when it is no longer a draft. */
async function findDraft(client: ApiClient, newsId: number | null) {
  if (newsId === null) return null;
  try {
    return await client.draft({ news_id: newsId });
  } catch (error) {
    // Published, deleted or never the caller's: no draft to load.
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * The Create Article tab's writing: the editor with autosave, the device copy and its offer,
 * the conflict choice, the history panel, preview, and a question before leaving unsaved text.
 */
export function ArticleWriter({
  userId,
  writing,
  onReload,
  onCancelEdit,
  onDone,
}: ArticleWriterProps) {
  const client = useApiClient();
  const autosave = useAutosave(userId, writing.session);
  const leaveGuard = useLeaveGuard(autosave.hasUnsaved);
  const saveArticle = useSaveArticle();
  const publishDraft = usePublishDraft();
  const uploadBodyImage = useBodyImageUploader();
  // The offer may arrive after mount (once the drafts are known); discarding hides it.
  const [discarded, setDiscarded] = useState(false);
  const offer = discarded ? null : writing.offer;
  const [resolving, setResolving] = useState<'newer' | 'mine' | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [chosenRevision, setChosenRevision] = useState<number | null>(null);
  const [preview, setPreview] = useState<ArticleEditorSnapshot | null>(null);
  const savedId = autosave.newsId;
  const revisions = useRevisions(historyOpen ? savedId : null);
  const revision = useRevision(historyOpen ? chosenRevision : null);
  const restoreRevision = useRestoreRevision();
  const profile = useUserDetails(preview ? userId : null);

  // Text brought back (a device copy) that the server lacks goes on to it like typed text.
  const broughtBack = useRef(writing.initialValues);
  const { onChange: keepChange } = autosave;
  useEffect(() => {
    const text = broughtBack.current;
    broughtBack.current = null;
    if (text && !sameText(withoutImage(text), writing.session.saved)) keepChange(text);
  }, [keepChange, writing.session.saved]);

  /** A failed step's toast; the form keeps what the author wrote. */
  const failed = (error: unknown, screen: ScreenMessages = SAVE) => {
    if (
      isApiError(error) &&
      error.status === 409 &&
      error.message === SERVER_MESSAGES.draftConflict
    ) {
      autosave.meetConflict();
    } else if (isApiError(error) && error.status === 413 && error.serverMessage === undefined) {
      // A proxy in front of the server refuses a large body without the envelope's reason.
      toastError(SERVER_MESSAGES.bodyTooLarge);
    } else {
      toastFailure(error, screen);
    }
    return false;
  };

  const submit = async (
    values: ArticleEditorValues,
    { asDraft, publishAt }: ArticleSubmitOptions,
  ) => {
    const { newsId, baseVersion } = await autosave.settle();
    const { news_id: _editorsId, ...fields } = values;
    const publish_at = publishAt?.toISOString();
    if (newsId !== null) {
      let version: number;
      try {
        const saved = await saveArticle.trigger({
          ...fields,
          news_id: newsId,
          ...(baseVersion === null ? {} : { base_version: baseVersion }),
          is_draft: true,
        });
        version = saved.version;
      } catch (error) {
        return failed(error, writing.startedNew ? SAVE : DRAFT_UPDATE);
      }
      if (!asDraft) {
        try {
          await publishDraft.trigger({
            news_id: newsId,
            base_version: version,
            ...(publish_at ? { publish_at } : {}),
          });
        } catch (error) {
          return failed(error);
        }
      }
    } else {
      try {
        await saveArticle.trigger({
          ...fields,
          is_draft: asDraft,
          client_key: writing.session.key,
          ...(publish_at && !asDraft ? { publish_at } : {}),
        });
      } catch (error) {
        return failed(error);
      }
    }
    autosave.forget();
    if (asDraft) {
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
  };

  const loadNewer = async () => {
    setResolving('newer');
    try {
      const draft = await findDraft(client, autosave.ids().newsId);
      if (!draft) {
        toastError(AUTOSAVE_TEXTS.draftGone);
        return;
      }
      // This text stays on the device, under a key of its own: offered back on a new article.
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
      toastFailure(error, SAVE);
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
      toastFailure(error, SAVE);
    } finally {
      setResolving(null);
    }
  };

  const restore = async (chosen: Revision) => {
    try {
      const result = await restoreRevision.trigger({ revision_id: chosen.id });
      const draft = await findDraft(client, result.news_id);
      toastSuccess(SUCCESS_MESSAGES.revisionRestored);
      setHistoryOpen(false);
      if (draft) onReload(draftWriting(draft, { text: revisionText(chosen) }));
    } catch (error) {
      toastFailure(error, { fallback: ERROR_MESSAGES.revisionRestore });
    }
  };

  const restoreCopy = async (copy: DeviceCopy) => {
    try {
      // Its draft as the server has it now (null when it is no longer a draft).
      const draft = await findDraft(client, copy.newsId);
      onReload(restoredWriting(copy, draft));
    } catch (error) {
      toastFailure(error, SAVE);
    }
  };

  const notices = (
    <>
      {offer && (
        <DeviceCopyOffer
          savedAt={new Date(offer.savedAt)}
          onRestore={() => void restoreCopy(offer)}
          onDiscard={() => {
            if (userId !== null) removeDeviceCopy(userId, offer.key);
            setDiscarded(true);
          }}
        />
      )}
      {autosave.conflict && (
        <ConflictNotice
          message={SERVER_MESSAGES.draftConflict}
          onLoadNewer={() => void loadNewer()}
          onKeepMine={() => void keepMine()}
          pending={resolving}
        />
      )}
    </>
  );

  const author = profile.data;
  return (
    <>
      <ArticleEditor
        key={writing.mountKey}
        categories={CATEGORIES}
        initialDraft={writing.draft}
        initialValues={writing.initialValues}
        onChange={autosave.onChange}
        onSubmit={submit}
        onCancelEdit={() => {
          autosave.forget();
          onCancelEdit();
        }}
        onUploadImage={uploadBodyImage}
        notices={notices}
        saveStatus={<SaveStatus state={autosave.state} />}
        onPreview={setPreview}
        onOpenHistory={savedId === null ? undefined : () => setHistoryOpen(true)}
      />
      <RevisionHistory
        opened={historyOpen}
        onClose={() => setHistoryOpen(false)}
        revisions={revisions.data}
        loading={revisions.isLoading}
        error={revisions.error?.message}
        onRetry={() => void revisions.mutate()}
        selected={revision.data ?? null}
        selectedLoading={revision.isLoading}
        onSelect={setChosenRevision}
        onRestore={restore}
        restoring={restoreRevision.isMutating}
      />
      {preview && author && (
        <ArticlePreview
          opened
          onClose={() => setPreview(null)}
          article={previewArticle(
            preview,
            {
              newsId: savedId,
              author: {
                user_id: author.user_id,
                full_name: author.full_name,
                user_profile: author.user_profile,
              },
              imagePath: writing.draft?.image_url ?? null,
            },
            SCREEN_TEXTS.journalist,
          )}
        />
      )}
      <ConfirmDialog
        opened={leaveGuard.asking}
        onClose={leaveGuard.stay}
        title={AUTOSAVE_TEXTS.leaveTitle}
        message={AUTOSAVE_TEXTS.leaveMessage}
        cancelLabel={AUTOSAVE_TEXTS.stay}
        confirmLabel={AUTOSAVE_TEXTS.leave}
        onConfirm={leaveGuard.leave}
      />
    </>
  );
}
