import { idParam, type PagePrefetch, statusOf } from '../../ssr/prefetch';

/**
 * The article, the recommended reading (most watched) and the first page of comments, as
 * ArticleRoute reads them: readers and search engines get the conversation with the article.
 */
export const prefetchArticle: PagePrefetch = async ({ params, reads }) => {
  const newsId = idParam(params.id);
  if (newsId === null) return 'not-found';
  const [article] = await Promise.all([
    reads.article(newsId),
    reads.mostWatched(),
    reads.comments(newsId),
  ]);
  return statusOf(article);
};
