import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { removedArticles } from '../db/schema';

/**
 * Articles readers once had and that are gone for good (deleted after publishing, or removed
 * with their author's account): their address answers 410 Gone rather than 404, so search
 * engines and feed readers drop it. The id only; nothing of the text is kept.
 */
export async function recordRemovedArticles(db: Executor, articleIds: number[]): Promise<void> {
  if (articleIds.length === 0) return;
  await db
    .insert(removedArticles)
    .values(articleIds.map((articleId) => ({ articleId })))
    .onConflictDoNothing();
}

/** Whether the article is one readers once had and that was removed (its address answers 410). */
export async function isRemovedArticle(db: Executor, articleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: removedArticles.articleId })
    .from(removedArticles)
    .where(eq(removedArticles.articleId, articleId))
    .limit(1);
  return row !== undefined;
}
