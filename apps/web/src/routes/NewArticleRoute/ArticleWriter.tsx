import { CATEGORIES, SERVER_MESSAGES, useSiteSettings, useUserDetails } from '@byline/api-client';
import { ArticlePreview, AUTOSAVE_TEXTS, ConfirmDialog, SCREEN_TEXTS } from '@byline/ui';
import {
  ArticleEditor,
  type ArticleEditorSnapshot,
  ConflictNotice,
  DeviceCopyOffer,
  type PublishMode,
  RevisionHistory,
  SaveStatus,
} from '@byline/ui/editor';
import { type ReactNode, useEffect, useState } from 'react';
import { writableCategories } from '../../app/siteCategories';
import { useAutosave } from './autosave/useAutosave';
import { useLeaveGuard } from './autosave/useLeaveGuard';
import { previewArticle } from './previewArticle';
import { useBodyImageUploader } from './useBodyImageUploader';
import { useConflictChoice } from './writer/useConflictChoice';
import { useDeviceCopyOffer } from './writer/useDeviceCopyOffer';
import { useManualSave, type WritingDone } from './writer/useManualSave';
import { useRevisionHistory } from './writer/useRevisionHistory';
import type { Writing } from './writing';

export type { WritingDone } from './writer/useManualSave';

export interface ArticleWriterProps {
  userId: number | null;
  writing: Writing;
  /** Loads other text into the editor (a device copy, the newer text, a revision). */
  onReload: (writing: Writing) => void;
  /** Cancel Edit. */
  onCancelEdit: () => void;
  /** A manual save or publish went through. */
  onDone: (done: WritingDone) => void;
  /** The server's id of what is written, once it has one (the address names it). */
  onNamed?: (newsId: number) => void;
  /** What PUBLISH does: publish, submit for review, or approve (docs/adr/0036). */
  publishMode?: PublishMode;
  /** The review notes beside the draft, when it is in review. */
  review?: ReactNode;
}

/**
 * The Create Article tab's writing: the editor with autosave, the device copy and its offer,
 * the conflict choice, the history panel, preview, and a question before leaving unsaved text.
 * Each is a hook of its own (autosave/, writer/); this puts them on the screen.
 */
export function ArticleWriter({
  userId,
  writing,
  onReload,
  onCancelEdit,
  onDone,
  onNamed,
  publishMode = 'publish',
  review,
}: ArticleWriterProps) {
  const autosave = useAutosave(userId, writing.session);
  // A new article's first save gives it an id: from then on the address names it.
  const savedId = autosave.newsId;
  useEffect(() => {
    if (savedId !== null && savedId !== writing.session.newsId) onNamed?.(savedId);
  }, [savedId, writing.session.newsId, onNamed]);
  const leaveGuard = useLeaveGuard(autosave.hasUnsaved);
  const submit = useManualSave(writing, autosave, onDone, publishMode);
  const copyOffer = useDeviceCopyOffer(userId, writing, autosave, onReload);
  const conflict = useConflictChoice(userId, writing, autosave, onReload);
  const history = useRevisionHistory(autosave.newsId, onReload);
  const uploadBodyImage = useBodyImageUploader();
  const [preview, setPreview] = useState<ArticleEditorSnapshot | null>(null);
  const author = useUserDetails(preview ? userId : null).data;
  const { offer } = copyOffer;
  // The site's categories as an administrator keeps them (added, renamed, hidden).
  const categories = writableCategories(useSiteSettings().data?.categories) ?? CATEGORIES;

  const notices = (
    <>
      {review}
      {offer && (
        <DeviceCopyOffer
          savedAt={new Date(offer.savedAt)}
          onRestore={() => void copyOffer.restore(offer)}
          onDiscard={() => copyOffer.discard(offer)}
        />
      )}
      {autosave.conflict && (
        <ConflictNotice
          message={SERVER_MESSAGES.draftConflict}
          onLoadNewer={() => void conflict.loadNewer()}
          onKeepMine={() => void conflict.keepMine()}
          pending={conflict.resolving}
        />
      )}
    </>
  );

  return (
    <>
      <ArticleEditor
        key={writing.mountKey}
        categories={categories}
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
        onOpenHistory={autosave.newsId === null ? undefined : history.open}
        publishMode={publishMode}
      />
      <RevisionHistory
        opened={history.opened}
        onClose={history.close}
        revisions={history.revisions.data}
        loading={history.revisions.isLoading}
        error={history.revisions.error?.message}
        onRetry={() => void history.revisions.mutate()}
        selected={history.revision.data ?? null}
        selectedLoading={history.revision.isLoading}
        onSelect={history.choose}
        onRestore={history.restore}
        restoring={history.restoring}
      />
      {preview && author && (
        <ArticlePreview
          opened
          onClose={() => setPreview(null)}
          article={previewArticle(
            preview,
            {
              newsId: autosave.newsId,
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
