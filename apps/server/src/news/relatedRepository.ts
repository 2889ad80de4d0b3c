import { type NewsItem, type RelatedPlacement, rankRelated } from '@byline/api-client/contract';
import { and, eq, ne } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { descNullsLast } from '../db/pagination';
import { articles, users } from '../db/schema';
import { live } from './live';
import { newestFirst, newsItemColumns, toNewsItem } from './repository';

/**
 * How many of the newest articles of the same category, and of the same author, are weighed
 * (the most read of them first): a bounded read off each feed index, whatever the table's size.
 */
export const RELATED_SCAN_ROWS = 40;

/** Where a live article sits; null when there is no such article or readers cannot see it yet. */
export async function findLivePlacement(
  db: Executor,
  id: number,
): Promise<RelatedPlacement | null> {
  const rows = await db
    .select({ id: articles.id, categoryId: articles.categoryId, authorId: articles.authorId })
    .from(articles)
    .where(and(eq(articles.id, id), live))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Reading beside `article` (contract `rankRelated`): the candidates are the newest
 * RELATED_SCAN_ROWS of its category and of its author, and the `limit` most read overall, each
 * off its own index in order (no sort); one statement, ranked here.
 */
export async function listRelatedNews(
  db: Executor,
  article: RelatedPlacement,
  limit: number,
): Promise<NewsItem[]> {
  const candidates = () =>
    db
      .select({ ...newsItemColumns, views: articles.viewCount })
      .from(articles)
      .innerJoin(users, eq(users.id, articles.authorId));
  const notItself = and(live, ne(articles.id, article.id));
  const rows = await unionAll(
    candidates()
      .where(and(eq(articles.categoryId, article.categoryId), notItself))
      .orderBy(...newestFirst)
      .limit(RELATED_SCAN_ROWS),
    candidates()
      .where(and(eq(articles.authorId, article.authorId), notItself))
      .orderBy(...newestFirst)
      .limit(RELATED_SCAN_ROWS),
    candidates()
      .where(notItself)
      .orderBy(descNullsLast(articles.viewCount), descNullsLast(articles.id))
      .limit(limit),
  );
  return rankRelated(article, rows, limit).map(toNewsItem);
}
