import {
  type Article,
  editArticlePath,
  PAGE_PATHS,
  SUCCESS_MESSAGES,
  useDeleteArticle,
  useUnpublishArticle,
} from '@byline/api-client';
import type { ArticleAuthorActionsProps } from '@byline/ui';
import { useNavigate } from 'react-router';
import { toastFailure, toastSuccess } from '../../toasts/toast';

/**
 * The author's Edit, Unpublish and Delete on their own published article (docs/adr/0024). Each
 * write toasts its outcome; a refusal is re-thrown so the confirm dialog stays. After either, the
 * article is no longer the reader's: the author goes to their drafts (unpublished) or profile.
 */
export function useAuthorActions(article: Article): Omit<ArticleAuthorActionsProps, 'ref'> {
  const navigate = useNavigate();
  const unpublish = useUnpublishArticle();
  const remove = useDeleteArticle();
  const newsId = article.id;
  const run = async (write: Promise<unknown>, success: string, next: string) => {
    try {
      await write;
    } catch (error) {
      toastFailure(error);
      throw error;
    }
    toastSuccess(success);
    navigate(next);
  };
  return {
    editHref: editArticlePath(newsId),
    onUnpublish: () =>
      run(
        unpublish.trigger({ news_id: newsId }),
        SUCCESS_MESSAGES.articleUnpublished,
        editArticlePath(newsId),
      ),
    onDelete: () =>
      run(remove.trigger({ news_id: newsId }), SUCCESS_MESSAGES.articleDeleted, PAGE_PATHS.profile),
  };
}
