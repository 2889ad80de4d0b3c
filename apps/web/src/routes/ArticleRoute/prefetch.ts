import { idParam, type PagePrefetch, statusOf } from '../../ssr/prefetch';

/**
 * The article, its related news (Recommended and the shared block's "More from Byline") and the
 * first page of comments, as ArticleRoute reads them: readers and search engines get the
 * conversation with the article.
 */
export const prefetchArticle: PagePrefetch = async ({ params, reads }) => {
  const newsId = idParam(params.id);
  if (newsId === null) return 'not-found';
  const [article] = await Promise.all([
    reads.article(newsId),
    reads.relatedNews(newsId),
    reads.comments(newsId),
  ]);
  return statusOf(article);
};
