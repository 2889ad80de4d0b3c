import type { Comment } from '@byline/api-client/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  afterCursor,
  descNullsLast,
  type Page,
  type PageRequest,
  toIdPage,
} from '../db/pagination';
import { articles, comments, users } from '../db/schema';
import { statusNow } from '../news/live';
import { authorColumns, toAuthorSummary } from '../users/userRepository';

/**
 * Comments (docs/adr/0015): plain text as typed, shown as text. articles.comment_count counts the
 * visible ones and changes in the transaction of every insert, delete and hide.
 */

const commentColumns = {
  id: comments.id,
  articleId: comments.articleId,
  body: comments.body,
  createdAt: comments.createdAt,
  updatedAt: comments.updatedAt,
  ...authorColumns,
};

function toComment(row: {
  id: number;
  articleId: number;
  body: string;
  createdAt: Date;
  updatedAt: Date;
  userId: number;
  fullName: string;
  profileImage: string | null;
}): Comment {
  return {
    id: row.id,
    news_id: row.articleId,
    text: row.body,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    author: toAuthorSummary(row),
  };
}

export async function findComment(db: Executor, id: number): Promise<Comment> {
  const [row] = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(eq(comments.id, id));
  if (!row) throw new Error(`comment ${id} vanished in its own transaction`);
  return toComment(row);
}

export interface CommentsPage extends Page<Comment> {
  /** The article's visible comments (articles.comment_count). */
  total: number;
}

/**
 * A live article's visible comments, newest first; null when it is not public (a draft, or
 * scheduled: its comments, from before it was taken back, wait for its time).
 */
export async function listComments(
  db: Executor,
  articleId: number,
  page: PageRequest,
): Promise<CommentsPage | null> {
  const [article] = await db
    .select({
      status: articles.status,
      publishedAt: articles.publishedAt,
      commentCount: articles.commentCount,
    })
    .from(articles)
    .where(eq(articles.id, articleId));
  // Readers see the comments of a live article only.
  if (!article || statusNow(article) !== 'published') return null;
  const rows = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(
      and(
        eq(comments.articleId, articleId),
        isNull(comments.hiddenAt),
        afterCursor(comments.id, page),
      ),
    )
    .orderBy(descNullsLast(comments.id))
    .limit(page.limit + 1);
  return { ...toIdPage(rows, page, toComment), total: article.commentCount };
}

/**
 * The article a comment is added to, locked for the rest of the transaction: whose it is and
 * its status now; null when there is no such article.
 */
export async function lockCommentedArticle(tx: Executor, articleId: number) {
  const [article] = await tx
    .select({
      authorId: articles.authorId,
      status: articles.status,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(eq(articles.id, articleId))
    .for('update');
  return article ? { authorId: article.authorId, status: statusNow(article) } : null;
}

/** Stores a visible comment and counts it on its article; answers its id. */
export async function insertComment(
  tx: Executor,
  comment: { articleId: number; authorId: number; text: string },
): Promise<number> {
  const [created] = await tx
    .insert(comments)
    .values({ articleId: comment.articleId, authorId: comment.authorId, body: comment.text })
    .returning({ id: comments.id });
  if (!created) throw new Error('insert returned no id');
  await tx
    .update(articles)
    .set({ commentCount: sql`${articles.commentCount} + 1` })
    .where(eq(articles.id, comment.articleId));
  return created.id;
}

/**
 * The comment locked for a change, with what the rules need: its writer, the article's author,
 * and whether readers see it (not hidden, on a live article).
 */
export async function lockComment(tx: Executor, id: number) {
  const [row] = await tx
    .select({
      articleId: comments.articleId,
      authorId: comments.authorId,
      hiddenAt: comments.hiddenAt,
      articleAuthorId: articles.authorId,
      articleStatus: articles.status,
      articlePublishedAt: articles.publishedAt,
    })
    .from(comments)
    .leftJoin(articles, eq(articles.id, comments.articleId))
    .where(eq(comments.id, id))
    .for('update', { of: comments });
  if (!row) return null;
  return {
    articleId: row.articleId,
    authorId: row.authorId,
    articleAuthorId: row.articleAuthorId ?? 0,
    visible:
      row.hiddenAt === null &&
      row.articleStatus !== null &&
      statusNow({ status: row.articleStatus, publishedAt: row.articlePublishedAt }) === 'published',
  };
}

/** One fewer visible comment on the article. */
async function uncount(tx: Executor, articleId: number): Promise<void> {
  await tx
    .update(articles)
    .set({ commentCount: sql`${articles.commentCount} - 1` })
    .where(eq(articles.id, articleId));
}

export async function updateCommentText(tx: Executor, id: number, text: string): Promise<void> {
  await tx.update(comments).set({ body: text, updatedAt: sql`now()` }).where(eq(comments.id, id));
}

/** Deletes a visible comment of the article, one fewer counted on it. */
export async function deleteComment(tx: Executor, id: number, articleId: number): Promise<void> {
  await tx.delete(comments).where(eq(comments.id, id));
  await uncount(tx, articleId);
}

/** Hides a visible comment of the article from every reader, one fewer counted on it. */
export async function hideComment(tx: Executor, id: number, articleId: number): Promise<void> {
  await tx.update(comments).set({ hiddenAt: sql`now()` }).where(eq(comments.id, id));
  await uncount(tx, articleId);
}

/** Deleting a draft deletes the comments readers saw before it was taken back (their index). */
export async function deleteArticleComments(tx: Executor, articleId: number): Promise<void> {
  await tx
    .delete(comments)
    .where(and(eq(comments.articleId, articleId), isNull(comments.hiddenAt)));
}
