import { idParam, type PagePrefetch, statusOf } from '../../ssr/prefetch';

/** The article and the recommended reading (most watched), as ArticleRoute reads them. */
export const prefetchArticle: PagePrefetch = async ({ params, reads }) => {
  const newsId = idParam(params.id);
  if (newsId === null) return 'not-found';
  const [article] = await Promise.all([reads.article(newsId), reads.mostWatched()]);
  return statusOf(article);
};
