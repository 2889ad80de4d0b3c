import {
  type ApiError,
  CATEGORIES,
  type Draft,
  ERROR_MESSAGES,
  isApiError,
  SUCCESS_MESSAGES,
  useDeleteDraft,
  useDrafts,
  usePublishDraft,
  useSaveArticle,
} from '@byline/api-client';
import { type ArticleTab, ArticleTabs, DraftsList } from '@byline/ui';
import {
  ArticleEditor,
  type ArticleEditorValues,
  type ArticleSubmitOptions,
} from '@byline/ui/editor';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageMeta } from '../../pageMeta/usePageMeta';
import { isSessionRefusal, toastError, toastFailure, toastSuccess } from '../../toasts/toast';
import { useErrorToast } from '../../toasts/useErrorToast';

const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) ? (error.serverMessage ?? fallback) : fallback;

/** Section 8: an unreachable drafts list says so in the panel and toasts its own text. */
function draftsToastMessage(error: ApiError): string {
  return error.kind === 'network' ? ERROR_MESSAGES.draftsToast : error.message;
}

/**
 * /new-article: Create Article (the editor, loaded only on this route) and My Drafts.
 * Section 4's flows: a new article is saved as a draft or published; an edited draft is saved
 * first (with news_id) and, for publish, a publish call follows.
 */
export function NewArticleRoute() {
  usePageMeta('Write an article', 'Write, save and publish your article on Byline.');
  const [tab, setTab] = useState<ArticleTab>('create');
  const [editing, setEditing] = useState<Draft | null>(null);
  const navigate = useNavigate();
  const drafts = useDrafts();
  const saveArticle = useSaveArticle();
  const publishDraft = usePublishDraft();
  const deleteDraft = useDeleteDraft();

  useErrorToast(drafts.error, drafts.error && draftsToastMessage(drafts.error));

  const submit = async (values: ArticleEditorValues, { asDraft }: ArticleSubmitOptions) => {
    const { news_id, ...fields } = values;
    try {
      if (news_id) {
        await saveDraftUpdate(news_id, fields);
        if (asDraft) {
          toastSuccess(SUCCESS_MESSAGES.draftUpdated);
        } else {
          await publish(news_id);
          toastSuccess(SUCCESS_MESSAGES.articlePublished);
        }
        setEditing(null);
        navigate('/profile');
        return;
      }
      await saveArticle.trigger({ ...fields, is_draft: asDraft }).catch((error: unknown) => {
        throw new Error(
          isApiError(error) && error.kind === 'network'
            ? ERROR_MESSAGES.articleSaveThrown
            : messageOf(error, ERROR_MESSAGES.articleSave),
          { cause: error },
        );
      });
      if (asDraft) {
        toastSuccess(SUCCESS_MESSAGES.articleSavedAsDraft);
        setTab('drafts');
      } else {
        toastSuccess(SUCCESS_MESSAGES.articlePublished);
        navigate('/profile');
      }
    } catch (error) {
      toastFailure(error, ERROR_MESSAGES.articleSaveThrown);
      // Keep the form as it is, so nothing the author wrote is lost.
      return false;
    }
  };

  const saveDraftUpdate = (news_id: number, fields: Omit<ArticleEditorValues, 'news_id'>) =>
    saveArticle.trigger({ ...fields, news_id, is_draft: true }).catch((error: unknown) => {
      throw new Error(messageOf(error, ERROR_MESSAGES.draftSave), { cause: error });
    });

  const publish = (news_id: number) =>
    publishDraft.trigger({ news_id }).catch((error: unknown) => {
      throw new Error(ERROR_MESSAGES.draftPublish, { cause: error });
    });

  const remove = async (draft: Draft) => {
    try {
      await deleteDraft.trigger({ news_id: draft.id });
      toastSuccess(SUCCESS_MESSAGES.draftDeleted);
      if (editing?.id === draft.id) setEditing(null);
    } catch (error) {
      if (!isSessionRefusal(error)) toastError(ERROR_MESSAGES.draftDelete);
    }
  };

  return (
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
  );
}
