import {
  type Article,
  decodeNewsCursor,
  decodeSearchCursor,
  type MostRecentItem,
  type NewsItem,
  SERVER_MESSAGES,
} from '@byline/api-client/contract';
import type { Database, Executor } from '../db/client';
import { pageRequest } from '../db/pagination';
import { refuse } from '../http/errors';
import type { ViewSource } from '../stats/referrer';
import { assertCategory, refuseRemovedArticle } from './articleService';
import { findLivePlacement, listRelatedNews } from './relatedRepository';
import { findArticle, listMostRecent, listNews, listTagNews, type NewsPage } from './repository';
import { type SearchPage, searchNews } from './searchRepository';
import type { Reader, ViewCounter } from './views';

/** The readers' side of articles: the lists, search and the article itself. */

/** A page of a category's published news, newest first; 404 for a category the contract lacks. */
export function listCategoryNews(
  db: Executor,
  input: {
    category_id: number;
    limit: number;
    cursor?: string | undefined;
    q?: string | undefined;
  },
): Promise<NewsPage> {
  assertCategory(input.category_id, 404);
  const page = pageRequest(input, decodeNewsCursor);
  return listNews(db, { categoryId: input.category_id, ...page, q: input.q || undefined });
}

/**
 * A page of a tag's live news, newest first. The first page of a tag no live article carries is
 * not found (404); a page after the last one is empty.
 */
export async function listTaggedNews(
  db: Executor,
  input: { tag: string; limit: number; cursor?: string | undefined },
): Promise<NewsPage> {
  const page = await listTagNews(db, { tag: input.tag, ...pageRequest(input, decodeNewsCursor) });
  if (input.cursor === undefined && page.items.length === 0) {
    refuse({ status: 404, message: SERVER_MESSAGES.tagNotFound });
  }
  return page;
}

/** Live articles matching the words, most relevant first. */
export function search(
  db: Database,
  input: {
    q: string;
    category_id?: number | undefined;
    from?: string | undefined;
    to?: string | undefined;
    limit: number;
    cursor?: string | undefined;
  },
): Promise<SearchPage> {
  if (input.category_id !== undefined) assertCategory(input.category_id, 404);
  return searchNews(db, {
    q: input.q,
    categoryId: input.category_id,
    from: input.from,
    to: input.to,
    ...pageRequest(input, decodeSearchCursor),
  });
}

/** The newest live articles, of one category or all. */
export function mostRecent(
  db: Executor,
  categoryId: number | undefined,
): Promise<MostRecentItem[]> {
  if (categoryId !== undefined) assertCategory(categoryId, 404);
  return listMostRecent(db, categoryId);
}

/** Reading beside a live article; 404 when readers cannot see it. */
export async function relatedNews(
  db: Executor,
  newsId: number,
  limit: number,
): Promise<NewsItem[]> {
  const article = await findLivePlacement(db, newsId);
  if (!article) refuse({ status: 404, message: SERVER_MESSAGES.articleNotFound });
  return listRelatedNews(db, article, limit);
}

/**
 * The whole article: a live one for anyone, a draft or scheduled one for its author only (404
 * for anyone else). Reading a live one counts a view (Most Watched).
 */
export async function readArticle(
  db: Executor,
  views: ViewCounter,
  newsId: number,
  reader: Reader,
  source?: ViewSource,
): Promise<Article> {
  const article = await findArticle(db, newsId, reader.userId);
  if (!article) {
    await refuseRemovedArticle(db, newsId);
    refuse({ status: 404, message: SERVER_MESSAGES.articleNotFound });
  }
  if (article.status === 'published') await views.record(article.id, reader, source);
  return article;
}

export { listMostWatched } from './repository';
