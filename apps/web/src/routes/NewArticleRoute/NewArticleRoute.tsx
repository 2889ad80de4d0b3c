import {
  CATEGORIES,
  type Draft,
  ERROR_MESSAGES,
  isApiError,
  type ScreenMessages,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
  useDeleteDraft,
  useDrafts,
  usePublishDraft,
  useSaveArticle,
} from '@byline/api-client';
import { type ArticleTab, ArticleTabs, DraftsList, PAGE_META } from '@byline/ui';
import {
  ArticleEditor,
  type ArticleEditorValues,
  type ArticleSubmitOptions,
} from '@byline/ui/editor';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageMeta } from '../../pageMeta/PageMeta';
import { toastError, toastFailure, toastSuccess } from '../../toasts/toast';
import { useErrorToast } from '../../toasts/useErrorToast';
import { useBodyImageUploader } from './useBodyImageUploader';

/** Section 8: an unreachable drafts list says so in the panel and toasts its own text. */
const DRAFTS_TOAST = { unreachable: ERROR_MESSAGES.draftsToast };
/**
 * A failed save says why (issue 11): the server's reason when it gave one; that no server was
 * reached; else section 8's words (the editor words a failed draft update its own way).
 */
const SAVE = { unreachable: ERROR_MESSAGES.articleSaveOffline };
const DRAFT_UPDATE = { ...SAVE, fallback: ERROR_MESSAGES.draftSave };

/**
 * /new-article: Create Article (the editor, loaded only on this route) and My Drafts.
 * Section 4's flows: a new article is saved as a draft or published; an edited draft is saved
 * first (with news_id) and, for publish, a publish call follows.
 */
export function NewArticleRoute() {
  const [tab, setTab] = useState<ArticleTab>('create');
  const [editing, setEditing] = useState<Draft | null>(null);
  const navigate = useNavigate();
  const drafts = useDrafts();
  const saveArticle = useSaveArticle();
  const publishDraft = usePublishDraft();
  const deleteDraft = useDeleteDraft();
  const uploadBodyImage = useBodyImageUploader();

  useErrorToast(drafts.error, DRAFTS_TOAST);

  /** A failed step's toast; the form keeps what the author wrote. */
  const failed = (error: unknown, screen: ScreenMessages = SAVE) => {
    // A proxy in front of the server refuses a large body without the envelope's reason.
    if (isApiError(error) && error.status === 413 && error.serverMessage === undefined) {
      toastError(SERVER_MESSAGES.bodyTooLarge);
    } else {
      toastFailure(error, screen);
    }
    return false;
  };

  const submit = async (values: ArticleEditorValues, { asDraft }: ArticleSubmitOptions) => {
    const { news_id, ...fields } = values;
    if (news_id) {
      try {
        await saveArticle.trigger({ ...fields, news_id, is_draft: true });
      } catch (error) {
        return failed(error, DRAFT_UPDATE);
      }
      if (!asDraft) {
        try {
          await publishDraft.trigger({ news_id });
        } catch (error) {
          return failed(error);
        }
      }
      toastSuccess(asDraft ? SUCCESS_MESSAGES.draftUpdated : SUCCESS_MESSAGES.articlePublished);
      setEditing(null);
      navigate('/profile');
      return;
    }
    try {
      await saveArticle.trigger({ ...fields, is_draft: asDraft });
    } catch (error) {
      return failed(error);
    }
    if (asDraft) {
      toastSuccess(SUCCESS_MESSAGES.articleSavedAsDraft);
      setTab('drafts');
    } else {
      toastSuccess(SUCCESS_MESSAGES.articlePublished);
      navigate('/profile');
    }
  };

  const remove = async (draft: Draft) => {
    try {
      await deleteDraft.trigger({ news_id: draft.id });
    } catch (error) {
      toastFailure(error);
      return;
    }
    toastSuccess(SUCCESS_MESSAGES.draftDeleted);
    if (editing?.id === draft.id) setEditing(null);
  };

  return (
    <>
      <PageMeta title={PAGE_META.newArticleTitle} description={PAGE_META.newArticleDescription} />
      <ArticleTabs
        value={tab}
        onChange={setTab}
        createPanel={
          <ArticleEditor
            // A new key per draft: the editor loads the chosen draft from a clean state.
            key={editing?.id ?? 'new'}
            categories={CATEGORIES}
            initialDraft={editing}
            onSubmit={submit}
            onCancelEdit={() => setEditing(null)}
            onUploadImage={uploadBodyImage}
          />
        }
        draftsPanel={
          <DraftsList
            drafts={drafts.data}
            loading={drafts.isLoading}
            error={drafts.error?.message}
            onRetry={() => void drafts.mutate()}
            onEdit={(draft) => {
              setEditing(draft);
              setTab('create');
            }}
            onDelete={remove}
          />
        }
      />
    </>
  );
}
