import {
  type Comment,
  refuseCommentChange,
  refuseCommentHide,
  refuseCommentOn,
  SERVER_MESSAGES,
} from '@byline/api-client/contract';
import type { Database, Executor } from '../db/client';
import { type Page, pageRequest } from '../db/pagination';
import { retryingTransaction } from '../db/retry';
import { refuse } from '../http/errors';
import type { KeyedLimit } from '../limits/limitService';
import {
  type CommentsPage,
  deleteComment as deleteStoredComment,
  findComment,
  hideComment as hideStoredComment,
  insertComment,
  listComments as listVisibleComments,
  listReplies as listVisibleReplies,
  lockComment,
  lockCommentedArticle,
  updateCommentText,
} from './commentRepository';
import { notify } from './notificationService';

/**
 * Comments (docs/adr/0015): plain text as typed, shown as text. articles.comment_count counts the
 * visible ones and changes in the transaction of every insert, delete and hide.
 */

/** A live article's visible comments, newest first; 404 when it is not public. */
export async function listComments(
  db: Executor,
  articleId: number,
  query: { limit: number; cursor?: string | undefined },
): Promise<CommentsPage> {
  const page = await listVisibleComments(db, articleId, pageRequest(query));
  if (!page) refuse({ status: 404, message: SERVER_MESSAGES.articleNotFound });
  return page;
}

/**
 * Adds a comment to a live article; its author is told (unless they wrote it). Counted per user
 * before anything is stored (an address may be many people, a person many addresses).
 */
export async function addComment(
  db: Database,
  commentLimit: KeyedLimit,
  comment: { userId: number; articleId: number; text: string },
): Promise<Comment> {
  const { userId, articleId, text } = comment;
  if (!(await commentLimit.take(userId))) {
    refuse({ status: 429, message: SERVER_MESSAGES.commentRateLimited });
  }
  return retryingTransaction(db, async (tx) => {
    const article = await lockCommentedArticle(tx, articleId);
    refuse(refuseCommentOn(article));
    if (!article) throw new Error('refused above');
    const id = await insertComment(tx, { articleId, authorId: userId, text });
    await notify(tx, {
      userId: article.authorId,
      kind: 'comment',
      actorId: userId,
      articleId,
      commentId: id,
    });
    return findComment(tx, id);
  });
}

/** A visible thread's visible replies, oldest first; 404 when the thread is not visible. */
export async function listReplies(
  db: Executor,
  commentId: number,
  query: { limit: number; cursor?: string | undefined },
): Promise<Page<Comment>> {
  const page = await listVisibleReplies(db, commentId, pageRequest(query));
  if (!page) refuse({ status: 404, message: SERVER_MESSAGES.commentNotFound });
  return page;
}

/**
 * Replies to a visible comment (docs/adr/0025). Threads are one level deep: a reply to a reply
 * joins the same thread. The person replied to is told (`reply`), and the article's author, when
 * someone else, as of any comment. Counted with the comments' limit, before anything is stored.
 */
export async function replyToComment(
  db: Database,
  commentLimit: KeyedLimit,
  reply: { userId: number; commentId: number; text: string },
): Promise<Comment> {
  const { userId, commentId, text } = reply;
  if (!(await commentLimit.take(userId))) {
    refuse({ status: 429, message: SERVER_MESSAGES.commentRateLimited });
  }
  return retryingTransaction(db, async (tx) => {
    const missing = { status: 404, message: SERVER_MESSAGES.replyToMissing };
    const target = await lockComment(tx, commentId);
    if (!target?.visible) refuse(missing);
    if (!target) throw new Error('refused above');
    const threadId = target.parentId ?? commentId;
    // The thread's top-level comment, locked too: a hide of it waits for the reply, or the
    // reply sees it hidden.
    if (target.parentId !== null && !(await lockComment(tx, target.parentId))?.visible) {
      refuse(missing);
    }
    const id = await insertComment(tx, {
      articleId: target.articleId,
      authorId: userId,
      text,
      parentId: threadId,
    });
    const about = { actorId: userId, articleId: target.articleId, commentId: threadId };
    // A fediverse account replied to (no reader of the site) has no notifications here.
    if (target.authorId !== null) {
      await notify(tx, { ...about, userId: target.authorId, kind: 'reply' });
    }
    if (target.articleAuthorId !== target.authorId) {
      await notify(tx, { ...about, userId: target.articleAuthorId, kind: 'comment' });
    }
    return findComment(tx, id);
  });
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
    await updateCommentText(tx, commentId, text);
    return findComment(tx, commentId);
  });
}

/**
 * Takes a visible comment from the readers, as `rule` allows the caller, under its row lock;
 * answers the article it was on.
 */
function takeDown(
  db: Database,
  userId: number,
  commentId: number,
  rule: typeof refuseCommentChange | typeof refuseCommentHide,
  remove: typeof deleteStoredComment,
): Promise<number> {
  return retryingTransaction(db, async (tx) => {
    const comment = await lockComment(tx, commentId);
    refuse(rule(comment, userId));
    if (!comment) throw new Error('refused above');
    await remove(tx, commentId, comment);
    return comment.articleId;
  });
}

/** The writer deletes their comment; answers the article it was on. */
export function deleteComment(db: Database, userId: number, commentId: number): Promise<number> {
  return takeDown(db, userId, commentId, refuseCommentChange, deleteStoredComment);
}

/** The article's author hides a comment from every reader; answers the article it is on. */
export function hideComment(db: Database, userId: number, commentId: number): Promise<number> {
  return takeDown(db, userId, commentId, refuseCommentHide, hideStoredComment);
}
