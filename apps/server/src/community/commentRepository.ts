import { type Comment, type RemoteAuthor, toReactionCounts } from '@byline/api-client/contract';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  afterCursor,
  descNullsLast,
  type Page,
  type PageRequest,
  toIdPage,
} from '../db/pagination';
import { articles, comments, remoteActors, users } from '../db/schema';
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
  parentId: comments.parentId,
  replyCount: comments.replyCount,
  reactionCounts: comments.reactionCounts,
  ...authorColumns,
  remoteName: remoteActors.name,
  remoteHandle: remoteActors.handle,
  remoteAvatarUrl: remoteActors.avatarUrl,
  remoteProfileUrl: remoteActors.profileUrl,
};

/** A comment's writer: a reader of the site, or a fediverse account (docs/adr/0033). */
function toWriters(row: {
  userId: number | null;
  fullName: string | null;
  profileImage: string | null;
  remoteName: string | null;
  remoteHandle: string | null;
  remoteAvatarUrl: string | null;
  remoteProfileUrl: string | null;
}): Pick<Comment, 'author' | 'remote_author'> {
  if (row.userId !== null) {
    return {
      author: toAuthorSummary({
        userId: row.userId,
        fullName: row.fullName ?? '',
        profileImage: row.profileImage,
      }),
      remote_author: null,
    };
  }
  const remote: RemoteAuthor = {
    name: row.remoteName || row.remoteHandle || '',
    handle: row.remoteHandle ?? '',
    avatar_url: row.remoteAvatarUrl,
    profile_url: row.remoteProfileUrl ?? '',
  };
  return { author: null, remote_author: remote };
}

/** The comments with their writers, a reader of the site or a fediverse account. */
const commentsWithWriters = (db: Executor) =>
  db
    .select(commentColumns)
    .from(comments)
    .leftJoin(users, eq(users.id, comments.authorId))
    .leftJoin(remoteActors, eq(remoteActors.id, comments.remoteActorId));

function toComment(row: {
  id: number;
  articleId: number;
  body: string;
  createdAt: Date;
  updatedAt: Date;
  parentId: number | null;
  replyCount: number;
  reactionCounts: Record<string, number>;
  userId: number | null;
  fullName: string | null;
  profileImage: string | null;
  remoteName: string | null;
  remoteHandle: string | null;
  remoteAvatarUrl: string | null;
  remoteProfileUrl: string | null;
}): Comment {
  return {
    id: row.id,
    news_id: row.articleId,
    text: row.body,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...toWriters(row),
    parent_id: row.parentId,
    reply_count: row.replyCount,
    reactions: toReactionCounts(row.reactionCounts),
  };
}

export async function findComment(db: Executor, id: number): Promise<Comment> {
  const [row] = await commentsWithWriters(db).where(eq(comments.id, id));
  if (!row) throw new Error(`comment ${id} vanished in its own transaction`);
  return toComment(row);
}

export interface CommentsPage extends Page<Comment> {
  /** The article's visible comments (articles.comment_count). */
  total: number;
}

/**
 * A live article's visible top-level comments, newest first (each with its reply count); null when it is not public (a draft, or
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
  const rows = await commentsWithWriters(db)
    .where(
      and(
        eq(comments.articleId, articleId),
        isNull(comments.hiddenAt),
        isNull(comments.parentId),
        afterCursor(comments.id, page),
      ),
    )
    .orderBy(descNullsLast(comments.id))
    .limit(page.limit + 1);
  return { ...toIdPage(rows, page, toComment), total: article.commentCount };
}

/**
 * A visible thread's visible replies, oldest first (the conversation's order); null when the
 * top-level comment is not visible (missing, hidden, a reply itself, or its article not live).
 */
export async function listReplies(
  db: Executor,
  commentId: number,
  page: PageRequest,
): Promise<Page<Comment> | null> {
  // Two key lookups rather than a join (one row each: the planner's join would sort them).
  const [thread] = await db
    .select({
      articleId: comments.articleId,
      parentId: comments.parentId,
      hiddenAt: comments.hiddenAt,
    })
    .from(comments)
    .where(eq(comments.id, commentId));
  if (!thread || thread.parentId !== null || thread.hiddenAt !== null) return null;
  const [article] = await db
    .select({ status: articles.status, publishedAt: articles.publishedAt })
    .from(articles)
    .where(eq(articles.id, thread.articleId));
  if (!article || statusNow(article) !== 'published') return null;
  const rows = await commentsWithWriters(db)
    .where(
      and(
        eq(comments.parentId, commentId),
        isNull(comments.hiddenAt),
        page.cursor === null ? undefined : gt(comments.id, page.cursor),
      ),
    )
    .orderBy(asc(comments.id))
    .limit(page.limit + 1);
  return toIdPage(rows, page, toComment);
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

/**
 * Stores a visible comment (a reply when it names its thread's top-level comment) and counts it
 * on its article, and a reply on its thread; answers its id.
 */
export async function insertComment(
  tx: Executor,
  comment: { articleId: number; authorId: number; text: string; parentId?: number | null },
): Promise<number> {
  const parentId = comment.parentId ?? null;
  const [created] = await tx
    .insert(comments)
    .values({
      articleId: comment.articleId,
      authorId: comment.authorId,
      body: comment.text,
      parentId,
    })
    .returning({ id: comments.id });
  if (!created) throw new Error('insert returned no id');
  await tx
    .update(articles)
    .set({ commentCount: sql`${articles.commentCount} + 1` })
    .where(eq(articles.id, comment.articleId));
  if (parentId !== null) await countReplies(tx, parentId, 1);
  return created.id;
}

/** A thread's visible replies change by `change`. */
async function countReplies(tx: Executor, parentId: number, change: number): Promise<void> {
  await tx
    .update(comments)
    .set({ replyCount: sql`greatest(${comments.replyCount} + ${change}, 0)` })
    .where(eq(comments.id, parentId));
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
      parentId: comments.parentId,
      replyCount: comments.replyCount,
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
    parentId: row.parentId,
    replyCount: row.replyCount,
    articleAuthorId: row.articleAuthorId ?? 0,
    hidden: row.hiddenAt !== null,
    visible:
      row.hiddenAt === null &&
      row.articleStatus !== null &&
      statusNow({ status: row.articleStatus, publishedAt: row.articlePublishedAt }) === 'published',
  };
}

/** `count` fewer visible comments on the article. */
async function uncount(tx: Executor, articleId: number, count = 1): Promise<void> {
  await tx
    .update(articles)
    .set({ commentCount: sql`greatest(${articles.commentCount} - ${count}, 0)` })
    .where(eq(articles.id, articleId));
}

export async function updateCommentText(tx: Executor, id: number, text: string): Promise<void> {
  await tx.update(comments).set({ body: text, updatedAt: sql`now()` }).where(eq(comments.id, id));
}

/** A visible comment as it is taken down: its article, and its thread or its visible replies. */
export interface TakenDownComment {
  articleId: number;
  parentId: number | null;
  replyCount: number;
}

/**
 * Deletes a visible comment of the article: a reply is one fewer on its thread; a top-level
 * comment takes its replies with it (the foreign key's cascade), all uncounted.
 */
export async function deleteComment(
  tx: Executor,
  id: number,
  comment: TakenDownComment,
): Promise<void> {
  await tx.delete(comments).where(eq(comments.id, id));
  await uncount(tx, comment.articleId, comment.parentId === null ? 1 + comment.replyCount : 1);
  if (comment.parentId !== null) await countReplies(tx, comment.parentId, -1);
}

/**
 * Hides a visible comment from every reader: a reply is one fewer on its thread; a top-level
 * comment's visible replies are hidden with it, all uncounted.
 */
export async function hideComment(
  tx: Executor,
  id: number,
  comment: TakenDownComment,
): Promise<void> {
  await tx
    .update(comments)
    .set({ hiddenAt: sql`now()`, hiddenBy: 'author' })
    .where(eq(comments.id, id));
  if (comment.parentId !== null) {
    await uncount(tx, comment.articleId);
    await countReplies(tx, comment.parentId, -1);
    return;
  }
  const replies = await tx
    .update(comments)
    .set({ hiddenAt: sql`now()`, hiddenBy: 'thread' })
    .where(and(eq(comments.parentId, id), isNull(comments.hiddenAt)))
    .returning({ id: comments.id });
  await uncount(tx, comment.articleId, 1 + replies.length);
}

/** Deleting a draft deletes the comments readers saw before it was taken back (their index). */
export async function deleteArticleComments(tx: Executor, articleId: number): Promise<void> {
  await tx
    .delete(comments)
    .where(and(eq(comments.articleId, articleId), isNull(comments.hiddenAt)));
}

/**
 * Who hid a comment (comments.hidden_by, docs/adr/0037). Moderation never deletes: a moderator
 * restores what they or an article's author hid, and a reinstatement what a suspension hid.
 */
export type HiddenBy = 'author' | 'moderator' | 'thread' | 'suspension';

/**
 * An article's counts again from its rows: its visible comments, and each thread's visible
 * replies. Moderation changes many rows at once (a suspension), so it counts rather than adds.
 */
export async function recountComments(tx: Executor, articleIds: readonly number[]): Promise<void> {
  for (const articleId of new Set(articleIds)) {
    await tx.execute(sql`
      update ${comments} as thread set reply_count = (
        select count(*)::integer from ${comments} as reply
        where reply.parent_id = thread.id and reply.hidden_at is null)
      where thread.article_id = ${articleId} and thread.parent_id is null`);
    await tx.execute(sql`
      update ${articles} set comment_count = (
        select count(*)::integer from ${comments}
        where article_id = ${articleId} and hidden_at is null)
      where id = ${articleId}`);
  }
}

/** Hides a comment (a moderator's) and, for a top-level one, its visible replies with it. */
export async function hideCommentAs(
  tx: Executor,
  id: number,
  by: Exclude<HiddenBy, 'thread'>,
): Promise<void> {
  await tx
    .update(comments)
    .set({ hiddenAt: sql`now()`, hiddenBy: by })
    .where(and(eq(comments.id, id), isNull(comments.hiddenAt)));
  await tx
    .update(comments)
    .set({ hiddenAt: sql`now()`, hiddenBy: 'thread' })
    .where(and(eq(comments.parentId, id), isNull(comments.hiddenAt)));
}

/**
 * Shows hidden comments again: each one whose thread is visible (a reply of a hidden thread
 * waits for it, marked `thread`), and the replies hidden with a restored top-level comment
 * unless their own writer is suspended.
 */
async function restoreRows(tx: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${comments} as c set hidden_at = null, hidden_by = null
    where c.id in (${list}) and (c.parent_id is null or exists (
      select 1 from ${comments} as p where p.id = c.parent_id and p.hidden_at is null))`);
  await tx.execute(sql`
    update ${comments} set hidden_by = 'thread'
    where id in (${list}) and hidden_at is not null`);
  await tx.execute(sql`
    update ${comments} as c set hidden_at = null, hidden_by = null
    where c.parent_id in (${list}) and c.hidden_by = 'thread'
      and exists (select 1 from ${comments} as p where p.id = c.parent_id and p.hidden_at is null)
      and not exists (select 1 from ${users} as u
        where u.id = c.author_id and u.suspended_at is not null)`);
}

/** A moderator shows a hidden comment again, with the replies hidden with it. */
export async function restoreComment(tx: Executor, id: number): Promise<void> {
  await restoreRows(tx, [id]);
}

/** A suspension hides every visible comment of the account; answers the articles touched. */
export async function hideCommentsOf(tx: Executor, userId: number): Promise<number[]> {
  const hidden = await tx
    .update(comments)
    .set({ hiddenAt: sql`now()`, hiddenBy: 'suspension' })
    .where(and(eq(comments.authorId, userId), isNull(comments.hiddenAt)))
    .returning({ id: comments.id, articleId: comments.articleId });
  for (const { id } of hidden) {
    await tx
      .update(comments)
      .set({ hiddenAt: sql`now()`, hiddenBy: 'thread' })
      .where(and(eq(comments.parentId, id), isNull(comments.hiddenAt)));
  }
  const articleIds = hidden.map((row) => row.articleId);
  await recountComments(tx, articleIds);
  return [...new Set(articleIds)];
}

/** A reinstatement shows again what the suspension hid; answers the articles touched. */
export async function restoreCommentsOf(tx: Executor, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: comments.id, articleId: comments.articleId })
    .from(comments)
    .where(and(eq(comments.authorId, userId), eq(comments.hiddenBy, 'suspension')));
  await restoreRows(
    tx,
    rows.map((row) => row.id),
  );
  const articleIds = rows.map((row) => row.articleId);
  await recountComments(tx, articleIds);
  return [...new Set(articleIds)];
}
