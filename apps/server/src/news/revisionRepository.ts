import {
  AUTHORING_LIMITS,
  type Revision,
  type RevisionKind,
  type RevisionSummary,
  readingStats,
} from '@byline/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { descNullsLast } from '../db/pagination';
import { articleRevisions, articles, users } from '../db/schema';
import type { ArticleText } from './repository';

/**
 * An article's revisions (docs/adr/0016), written in the transaction of the change they keep:
 * every manual save, publish, schedule and restore adds one; an autosave updates the newest
 * revision while that is an autosave younger than AUTHORING_LIMITS.revisionCoalesceMs. The
 * newest AUTHORING_LIMITS.revisionsKept are kept. Times are the database's (`now()`).
 */

function revisionColumns(text: ArticleText) {
  return {
    title: text.title,
    description: text.description,
    content: text.content,
    keywords: text.keywords,
    creator: text.creator,
    videoUrl: text.videoUrl,
    categoryId: text.categoryId,
    words: readingStats(text.content).words,
  };
}

/** The article's newest revision: the head of its index. */
const newestRevisionOf = (articleId: number) => sql`(
  select ${articleRevisions.id} from ${articleRevisions}
  where ${articleRevisions.articleId} = ${articleId}
  order by ${descNullsLast(articleRevisions.id)} limit 1)`;

/** Keeps the article's text as a revision of `kind` (an autosave coalescing into the last). */
export async function keepRevision(
  tx: Executor,
  articleId: number,
  kind: RevisionKind,
  text: ArticleText,
  /** Who saved it (the writer, or an editor reviewing the draft); null: not known. */
  savedBy: number | null = null,
): Promise<void> {
  const columns = { ...revisionColumns(text), savedBy };
  if (kind === 'autosave') {
    const coalesced = await tx
      .update(articleRevisions)
      .set({ ...columns, savedAt: sql`now()` })
      .where(
        and(
          eq(articleRevisions.id, newestRevisionOf(articleId)),
          eq(articleRevisions.kind, 'autosave'),
          sql`${articleRevisions.savedAt} > now() - ${AUTHORING_LIMITS.revisionCoalesceMs} * interval '1 millisecond'`,
        ),
      )
      .returning({ id: articleRevisions.id });
    if (coalesced.length > 0) return;
  }
  await tx.insert(articleRevisions).values({ articleId, kind, ...columns, savedAt: sql`now()` });
  // The oldest beyond the kept number go: everything from the first one not kept on down.
  await tx.delete(articleRevisions).where(
    and(
      eq(articleRevisions.articleId, articleId),
      sql`${articleRevisions.id} <= (
          select ${articleRevisions.id} from ${articleRevisions}
          where ${articleRevisions.articleId} = ${articleId}
          order by ${descNullsLast(articleRevisions.id)}
          offset ${AUTHORING_LIMITS.revisionsKept} limit 1)`,
    ),
  );
}

/** An article's revisions, newest first (at most revisionsKept: the rest were pruned). */
export async function listRevisions(db: Executor, articleId: number): Promise<RevisionSummary[]> {
  const rows = await db
    .select({
      id: articleRevisions.id,
      kind: articleRevisions.kind,
      savedAt: articleRevisions.savedAt,
      title: articleRevisions.title,
      words: articleRevisions.words,
      savedBy: users.fullName,
    })
    .from(articleRevisions)
    .leftJoin(users, eq(users.id, articleRevisions.savedBy))
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(descNullsLast(articleRevisions.id))
    .limit(AUTHORING_LIMITS.revisionsKept);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    saved_at: row.savedAt.toISOString(),
    title: row.title,
    words: row.words,
    saved_by: row.savedBy ?? null,
  }));
}

/** A revision whole, with its article's author (who alone may read or restore it). */
export async function findRevision(
  db: Executor,
  revisionId: number,
): Promise<{ authorId: number; revision: Revision; text: ArticleText } | null> {
  const [row] = await db
    .select({
      id: articleRevisions.id,
      articleId: articleRevisions.articleId,
      kind: articleRevisions.kind,
      savedAt: articleRevisions.savedAt,
      title: articleRevisions.title,
      description: articleRevisions.description,
      content: articleRevisions.content,
      keywords: articleRevisions.keywords,
      creator: articleRevisions.creator,
      videoUrl: articleRevisions.videoUrl,
      categoryId: articleRevisions.categoryId,
      words: articleRevisions.words,
      authorId: articles.authorId,
      savedBy: users.fullName,
    })
    .from(articleRevisions)
    .innerJoin(articles, eq(articles.id, articleRevisions.articleId))
    .leftJoin(users, eq(users.id, articleRevisions.savedBy))
    .where(eq(articleRevisions.id, revisionId))
    .limit(1);
  if (!row) return null;
  return {
    authorId: row.authorId,
    revision: {
      id: row.id,
      news_id: row.articleId,
      kind: row.kind,
      saved_at: row.savedAt.toISOString(),
      title: row.title,
      words: row.words,
      saved_by: row.savedBy ?? null,
      description: row.description,
      keywords: row.keywords,
      creator: row.creator,
      content: row.content,
      video_url: row.videoUrl,
      category_id: row.categoryId,
    },
    text: {
      title: row.title,
      description: row.description,
      content: row.content,
      keywords: row.keywords,
      creator: row.creator,
      videoUrl: row.videoUrl,
      categoryId: row.categoryId,
    },
  };
}
