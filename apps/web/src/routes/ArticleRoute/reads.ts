import { pageRead, parseId } from '@byline/api-client';
import { pageSubject, type RouteReads } from '../../app/routeReads';

/**
 * `/article/:id`: the article, its related news (Recommended and the shared block's "More from
 * Byline") and the first page of comments, so readers and search engines get the conversation
 * with the article. An id the contract refuses is no article.
 */
export const articleReads = (({ params }) => {
  const newsId = parseId(params.id);
  if (newsId === null) return null;
  return {
    article: pageSubject(pageRead.article(newsId)),
    related: pageRead.relatedNews(newsId),
    comments: pageRead.comments(newsId),
  };
}) satisfies RouteReads;
