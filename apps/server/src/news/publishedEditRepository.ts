import { readingStats } from '@byline/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { articlePendingEdits, articles } from '../db/schema';
import { type ArticleText, buildSearchText, type SavedArticle } from './repository';

/** A live article's changes kept apart from what readers see (docs/adr/0024). */

/** What a change answers of the article (repository.ts `SavedArticle`). */
const savedColumns = {
  id: articles.id,
  status: articles.status,
  publishedAt: articles.publishedAt,
  version: articles.version,
};

/** The text and cover a live article will have once it is updated. */
export interface PendingEdit extends ArticleText {
  imagePath: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageAlt: string;
}

const pendingColumns = {
  title: articlePendingEdits.title,
  description: articlePendingEdits.description,
  content: articlePendingEdits.content,
  keywords: articlePendingEdits.keywords,
  creator: articlePendingEdits.creator,
  videoUrl: articlePendingEdits.videoUrl,
  categoryId: articlePendingEdits.categoryId,
  imagePath: articlePendingEdits.imagePath,
  imageWidth: articlePendingEdits.imageWidth,
  imageHeight: articlePendingEdits.imageHeight,
  imageAlt: articlePendingEdits.imageAlt,
};

/** The article's pending changes, or null when readers see its newest text. */
export async function findPendingEdit(
  db: Executor,
  articleId: number,
): Promise<PendingEdit | null> {
  const [row] = await db
    .select(pendingColumns)
    .from(articlePendingEdits)
    .where(eq(articlePendingEdits.articleId, articleId))
    .limit(1);
  return row ?? null;
}

/** The cover of the article as readers see it: where pending changes start from. */
export async function findPublishedCover(
  db: Executor,
  articleId: number,
): Promise<Pick<PendingEdit, 'imagePath' | 'imageWidth' | 'imageHeight' | 'imageAlt'> | null> {
  const [row] = await db
    .select({
      imagePath: articles.imagePath,
      imageWidth: articles.imageWidth,
      imageHeight: articles.imageHeight,
      imageAlt: articles.imageAlt,
    })
    .from(articles)
    .where(eq(articles.id, articleId))
    .limit(1);
  return row ?? null;
}

/** Keeps `edit` as the article's pending changes (replacing earlier ones), one version on. */
export async function keepPendingEdit(
  db: Executor,
  articleId: number,
  edit: PendingEdit,
): Promise<SavedArticle> {
  const values = { ...edit, savedAt: new Date() };
  await db
    .insert(articlePendingEdits)
    .values({ articleId, ...values })
    .onConflictDoUpdate({ target: articlePendingEdits.articleId, set: values });
  return nextVersion(db, articleId);
}

/** One version on, nothing else: what readers see stays as it is (updated_at too). */
async function nextVersion(db: Executor, articleId: number): Promise<SavedArticle> {
  const [row] = await db
    .update(articles)
    .set({ version: sql`${articles.version} + 1` })
    .where(eq(articles.id, articleId))
    .returning(savedColumns);
  if (!row) throw new Error('the locked article vanished');
  return row;
}

/**
 * The pending changes become the article's text (readers see them from now on, `updated_at`
 * moves); or, without any, the version alone moves on. The pending row goes.
 */
export async function applyPendingEdit(
  db: Executor,
  articleId: number,
  edit: PendingEdit | null,
  options: { touch: boolean },
): Promise<SavedArticle> {
  if (!edit) return nextVersion(db, articleId);
  await db.delete(articlePendingEdits).where(eq(articlePendingEdits.articleId, articleId));
  const [row] = await db
    .update(articles)
    .set({
      categoryId: edit.categoryId,
      title: edit.title,
      description: edit.description,
      content: edit.content,
      readingMinutes: readingStats(edit.content).minutes,
      keywords: edit.keywords,
      creator: edit.creator,
      videoUrl: edit.videoUrl,
      searchText: buildSearchText(edit),
      imagePath: edit.imagePath,
      imageWidth: edit.imageWidth,
      imageHeight: edit.imageHeight,
      imageAlt: edit.imageAlt,
      ...(options.touch ? { updatedAt: sql`now()` } : {}),
      version: sql`${articles.version} + 1`,
    })
    .where(eq(articles.id, articleId))
    .returning(savedColumns);
  if (!row) throw new Error('the locked article vanished');
  return row;
}

/** Forgets the article's pending changes (its text was replaced another way). */
export async function dropPendingEdit(db: Executor, articleId: number): Promise<void> {
  await db.delete(articlePendingEdits).where(eq(articlePendingEdits.articleId, articleId));
}
