import {
  RELATED_NEWS_SPLIT,
  useArticle,
  useRelatedNews,
  wasUpdatedAfterPublishing,
} from '@byline/api-client';
import { ARTICLE_STATE_TEXTS, ArticlePage, NotFoundPage, READER_TEXTS, ROUTES } from '@byline/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouteReads } from '../../app/routeReads';
import { feedLinks } from '../../pageMeta/feedLinks';
import { PageMeta } from '../../pageMeta/PageMeta';
import { absoluteUrl, usePublicOrigin } from '../../pageMeta/publicOrigin';
import { useResourceSection } from '../../sectionData/sectionData';
import { toastError, toastSuccess } from '../../toasts/toast';
import { ArticleMeta } from './ArticleMeta';
import { articleReads } from './reads';
import { useArticleCommunity } from './useArticleCommunity';

/** The author's actions: loaded only for the author (pages render signed out). */
const AuthorActions = lazy(async () => ({
  default: (await import('./AuthorActions')).AuthorActions,
}));

/** The stats beacon (docs/adr/0035): loaded once the page is idle, never on the first load. */
const StatsBeacon = lazy(async () => ({
  default: (await import('./StatsBeacon')).StatsBeacon,
}));

/** True once the browser has been idle after the page took over (a second at most). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 1000);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}

/**
 * /article/:id: the real article (opening it records a view), recommended reading (the closest
 * of its related news; the shared block shows the next ones), and the community half: comments,
 * Follow and Reward Author (docs/product.md#article-page).
 */
export function ArticleRoute() {
  // None for an id the contract refuses (not a whole number, beyond the database's range).
  const reads = useRouteReads(articleReads);
  const newsId = reads?.article.newsId ?? null;
  const article = useArticle(newsId);
  const recommended = useResourceSection(useRelatedNews(reads?.related.newsId));
  const { onReportArticle, ...community } = useArticleCommunity(
    reads?.comments.newsId ?? null,
    article.data,
  );
  const origin = usePublicOrigin();
  const idle = useIdle();
  const own =
    article.data?.status === 'published' && article.data.author.user_id === community.viewerId
      ? article.data
      : null;

  // Deleted after it was published, or removed with its author's account: gone for good (410).
  if (article.error?.status === 410) {
    return (
      <>
        <PageMeta
          noindex
          title={ARTICLE_STATE_TEXTS.removedTitle}
          description={ARTICLE_STATE_TEXTS.removedText}
        />
        <NotFoundPage
          title={ARTICLE_STATE_TEXTS.removedTitle}
          message={ARTICLE_STATE_TEXTS.removedText}
        />
      </>
    );
  }

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
          feeds={[feedLinks.site]}
        />
      )}
      {idle && article.data?.status === 'published' && (
        <Suspense fallback={null}>
          <StatsBeacon newsId={article.data.id} />
        </Suspense>
      )}
      <ArticlePage
        article={article.data}
        loading={article.isLoading}
        error={article.error?.message ?? null}
        onRetry={() => void article.mutate()}
        recommended={{
          ...recommended,
          items: recommended.items?.slice(0, RELATED_NEWS_SPLIT.recommended),
        }}
        {...community}
        tags={article.data?.tags}
        share={
          newsId === null
            ? undefined
            : {
                // The canonical URL, whatever address the reader came by.
                url: absoluteUrl(origin, ROUTES.article(newsId)),
                onCopied: ({ copied, message }) => (copied ? toastSuccess : toastError)(message),
                // Signed-in readers report another's article (docs/adr/0037).
                ...(onReportArticle ? { onReport: onReportArticle } : {}),
              }
        }
        updatedAt={
          article.data && wasUpdatedAfterPublishing(article.data) ? article.data.updated_at : null
        }
        authorActions={
          own && (
            <Suspense fallback={null}>
              <AuthorActions article={own} />
            </Suspense>
          )
        }
      />
    </>
  );
}
