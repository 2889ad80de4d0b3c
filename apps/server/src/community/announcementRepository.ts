import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { ANNOUNCE_BATCH } from '../constants';
import type { Executor } from '../db/client';
import { articles } from '../db/schema';

/** articles.announced_at says the followers were told of the article (docs/adr/0016). */

/** Live and not yet told: a range of `articles_unannounced_idx`. */
const due = and(
  eq(articles.status, 'published'),
  isNull(articles.announcedAt),
  lte(articles.publishedAt, sql`now()`),
);

/** The article, locked, when it is live and its followers were not told yet; else null. */
export async function lockDueArticle(
  tx: Executor,
  articleId: number,
): Promise<{ id: number; authorId: number } | null> {
  const [row] = await tx
    .select({ id: articles.id, authorId: articles.authorId })
    .from(articles)
    .where(and(eq(articles.id, articleId), due))
    .for('update');
  return row ?? null;
}

/** Whether any article is due: one probe of an index that holds only scheduled articles. */
export async function anyAnnouncementDue(db: Executor): Promise<boolean> {
  const [anyDue] = await db.select({ id: articles.id }).from(articles).where(due).limit(1);
  return anyDue !== undefined;
}

/**
 * Up to ANNOUNCE_BATCH due articles, oldest first, locked for the rest of the transaction; rows
 * another transaction holds are skipped (left to it).
 */
export function lockDueBatch(tx: Executor): Promise<Array<{ id: number; authorId: number }>> {
  return tx
    .select({ id: articles.id, authorId: articles.authorId })
    .from(articles)
    .where(due)
    .orderBy(articles.publishedAt)
    .limit(ANNOUNCE_BATCH)
    .for('update', { skipLocked: true });
}

/** Marks the articles announced. */
export async function markAllAnnounced(tx: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(articles).set({ announcedAt: sql`now()` }).where(inArray(articles.id, ids));
}
