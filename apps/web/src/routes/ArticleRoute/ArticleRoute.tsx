import { parseId, useArticle, useMostWatched } from '@byline/api-client';
import { ArticlePage, NotFoundPage, READER_TEXTS } from '@byline/ui';
import { useParams } from 'react-router';
import { feedLinks } from '../../pageMeta/feedLinks';
import { PageMeta } from '../../pageMeta/PageMeta';
import { useResourceSection } from '../../sectionData/sectionData';
import { showToast } from '../../toasts/toast';
import { ArticleMeta } from './ArticleMeta';

/** Comments have no backend yet (spec: sample data, nothing is sent): say so rather than fake it. */
const announceCommentsComingSoon = () =>
  showToast({
    title: READER_TEXTS.commentsComingSoonTitle,
    message: READER_TEXTS.commentsComingSoonText,
  });

/** /article/:id: the real article (opening it records a view), recommended reading, comments. */
export function ArticleRoute() {
  const { id } = useParams();
  // An id the contract refuses (not a whole number, beyond the database's range) is no article.
  const newsId = parseId(id);
  const article = useArticle(newsId);
  const recommended = useResourceSection(useMostWatched());

  if (newsId === null || article.error?.status === 404) {
    return (
      <>
        <PageMeta
          title={READER_TEXTS.articleNotFoundTitle}
          description={READER_TEXTS.articleNotFoundText}
        />
        <NotFoundPage
          title={READER_TEXTS.articleNotFoundTitle}
          message={READER_TEXTS.articleNotFoundText}
        />
      </>
    );
  }

  return (
    <>
      {article.data ? (
        <ArticleMeta article={article.data} />
      ) : (
        <PageMeta
          title={READER_TEXTS.articleMetaTitle}
          description={READER_TEXTS.articleMetaDescription}
          feed={feedLinks.site}
        />
      )}
      <ArticlePage
        article={article.data}
        loading={article.isLoading}
        error={article.error?.message ?? null}
        onRetry={() => void article.mutate()}
        recommended={{
          ...recommended,
          items: recommended.items?.filter((item) => item.id !== newsId),
        }}
        comments={[]}
        onComment={announceCommentsComingSoon}
      />
    </>
  );
}
