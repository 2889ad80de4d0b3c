import {
  type Comment,
  refuseCommentChange,
  refuseCommentHide,
  refuseCommentOn,
} from '@byline/api-client/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { retryingTransaction } from '../db/retry';
import { articles, comments, users } from '../db/schema';
import { refuse } from '../http/errors';
import { statusNow } from '../news/live';
import { notify } from './notifications';
import {
  afterCursor,
  authorColumns,
  type IdPage,
  newestIdFirst,
  type PageRequest,
  toAuthorSummary,
  toIdPage,
} from './shared';

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

async function readComment(db: Executor, id: number): Promise<Comment> {
  const [row] = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(eq(comments.id, id));
  if (!row) throw new Error(`comment ${id} vanished in its own transaction`);
  return toComment(row);
}

export interface CommentsPage extends IdPage<Comment> {
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
  if (!article || refuseCommentOn({ status: statusNow(article) })) return null;
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
    .orderBy(newestIdFirst(comments.id))
    .limit(page.limit + 1);
  return { ...toIdPage(rows, page, toComment), total: article.commentCount };
}

/** Adds a comment to a live article; its author is told (unless they wrote it). */
export async function addComment(
  db: Database,
  userId: number,
  articleId: number,
  text: string,
): Promise<Comment> {
  return retryingTransaction(db, async (tx) => {
    const [article] = await tx
      .select({
        authorId: articles.authorId,
        status: articles.status,
        publishedAt: articles.publishedAt,
      })
      .from(articles)
      .where(eq(articles.id, articleId))
      .for('update');
    refuse(refuseCommentOn(article && { status: statusNow(article) }));
    const [created] = await tx
      .insert(comments)
      .values({ articleId, authorId: userId, body: text })
      .returning({ id: comments.id });
    if (!created || !article) throw new Error('insert returned no id');
    await tx
      .update(articles)
      .set({ commentCount: sql`${articles.commentCount} + 1` })
      .where(eq(articles.id, articleId));
    await notify(tx, {
      userId: article.authorId,
      kind: 'comment',
      actorId: userId,
      articleId,
      commentId: created.id,
    });
    return readComment(tx, created.id);
  });
}

/**
 * The comment locked for a change, with what the rules need: its writer, the article's author,
 * and whether readers see it (not hidden, on a live article).
 */
async function lockComment(tx: Executor, id: number) {
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

/** The writer changes their comment's text. */
export async function editComment(
  db: Database,
  userId: number,
  commentId: number,
  text: string,
): Promise<Comment> {
  return retryingTransaction(db, async (tx) => {
    refuse(refuseCommentChange(await lockComment(tx, commentId), userId));
    await tx
      .update(comments)
      .set({ body: text, updatedAt: sql`now()` })
      .where(eq(comments.id, commentId));
    return readComment(tx, commentId);
  });
}

/** The writer deletes their comment; answers the article it was on. */
export async function deleteComment(
  db: Database,
  userId: number,
  commentId: number,
): Promise<number> {
  return retryingTransaction(db, async (tx) => {
    const comment = await lockComment(tx, commentId);
    refuse(refuseCommentChange(comment, userId));
    if (!comment) throw new Error('refused above');
    await tx.delete(comments).where(eq(comments.id, commentId));
    await uncount(tx, comment.articleId);
    return comment.articleId;
  });
}

/** The article's author hides a comment from every reader; answers the article it is on. */
export async function hideComment(
  db: Database,
  userId: number,
  commentId: number,
): Promise<number> {
  return retryingTransaction(db, async (tx) => {
    const comment = await lockComment(tx, commentId);
    refuse(refuseCommentHide(comment, userId));
    if (!comment) throw new Error('refused above');
    await tx.update(comments).set({ hiddenAt: sql`now()` }).where(eq(comments.id, commentId));
    await uncount(tx, comment.articleId);
    return comment.articleId;
  });
}

/** Deleting a draft deletes the comments readers saw before it was taken back (their index). */
export async function deleteArticleComments(tx: Executor, articleId: number): Promise<void> {
  await tx
    .delete(comments)
    .where(and(eq(comments.articleId, articleId), isNull(comments.hiddenAt)));
}
