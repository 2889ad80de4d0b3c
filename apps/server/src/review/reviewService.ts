import {
  type PublishRequest,
  REVIEW_MESSAGES,
  type ReviewNote,
  type ReviewQueueEntry,
  type ReviewResult,
  refuseArticleChange,
  refuseArticlePublish,
  refuseReviewAction,
  refuseSubmission,
  type SaveArticleResult,
  SERVER_MESSAGES,
} from '@byline/api-client/contract';
import { insertNotification } from '../community/notificationRepository';
import type { Database, Executor } from '../db/client';
import { type Page, pageRequest } from '../db/pagination';
import { retryingTransaction } from '../db/retry';
import { refuse } from '../http/errors';
import type { JobQueue } from '../jobs/queue';
import { type ArticleChange, publishDraft } from '../news/articleService';
import { findArticleText } from '../news/repository';
import {
  findReviewedArticle,
  insertReviewNote,
  listReviewNotes,
  listReviewQueue,
  setReviewState,
} from './reviewRepository';

/**
 * Editorial review (docs/adr/0036). A writer submits a draft; editors (the `review` permission)
 * read the queue, open the draft in the editor as its writer would (`writerToActAs`), leave
 * notes, send it back, or approve it: publish now or schedule, under the writer's byline. The
 * writer is notified of each change.
 */

const NOT_FOUND = { status: 404, message: SERVER_MESSAGES.articleNotFound } as const;

/**
 * Whose article a call acts on: an editor reviewing someone's submitted draft acts as its writer
 * (the draft's reads, saves and publish), everyone else as themselves (ownership as always).
 */
export async function writerToActAs(
  db: Executor,
  callerId: number,
  mayReview: boolean,
  newsId: number | undefined,
): Promise<number> {
  if (!mayReview || newsId === undefined) return callerId;
  const article = await findReviewedArticle(db, newsId);
  return article?.reviewState === 'submitted' && article.status === 'draft'
    ? article.authorId
    : callerId;
}

/** A writer submits their draft: it joins the editors' queue (again, after a send back). */
export async function submitForReview(
  db: Database,
  writerId: number,
  newsId: number,
): Promise<{ data: ReviewResult; message: string }> {
  await retryingTransaction(db, async (tx) => {
    const article = await findReviewedArticle(tx, newsId, true);
    refuse(refuseArticleChange(article, writerId));
    if (!article) throw new Error('refused above');
    refuse(refuseSubmission(article.status, article.reviewState));
    const text = await findArticleText(tx, newsId);
    if (!text) throw new Error('the locked article vanished');
    // An editor reads what a publish would show: a title and a body.
    refuse(refuseArticlePublish(text));
    await setReviewState(tx, newsId, 'submitted');
  });
  return {
    data: { news_id: newsId, review_state: 'submitted' },
    message: REVIEW_MESSAGES.submitted,
  };
}

export function readReviewQueue(
  db: Executor,
  query: { limit: number; cursor?: string | undefined },
): Promise<Page<ReviewQueueEntry>> {
  return listReviewQueue(db, pageRequest(query));
}

/** A draft's notes: for its writer, and for editors; nobody else learns the draft exists. */
export async function readReviewNotes(
  db: Executor,
  callerId: number,
  mayReview: boolean,
  newsId: number,
): Promise<ReviewNote[]> {
  const article = await findReviewedArticle(db, newsId);
  if (!article || (article.authorId !== callerId && !mayReview)) refuse(NOT_FOUND);
  return listReviewNotes(db, newsId);
}

/** An editor's note, or a send back with its note; the writer is told. */
async function writeNote(
  db: Database,
  editorId: number,
  input: { news_id: number; body: string },
  sendBack: boolean,
): Promise<ReviewNote> {
  return retryingTransaction(db, async (tx) => {
    const article = await findReviewedArticle(tx, input.news_id, true);
    if (article?.status !== 'draft') refuse(NOT_FOUND);
    refuse(refuseReviewAction(article.reviewState, sendBack ? 'sendBack' : 'note'));
    if (sendBack) await setReviewState(tx, input.news_id, 'changes_requested');
    const note = await insertReviewNote(tx, {
      articleId: input.news_id,
      editorId,
      body: input.body.trim(),
      sentBack: sendBack,
    });
    await insertNotification(tx, {
      userId: article.authorId,
      kind: sendBack ? 'changes_requested' : 'review_note',
      actorId: editorId,
      articleId: input.news_id,
      note: note.body,
    });
    return note;
  });
}

export async function addReviewNote(
  db: Database,
  editorId: number,
  input: { news_id: number; body: string },
): Promise<{ data: ReviewNote; message: string }> {
  return { data: await writeNote(db, editorId, input, false), message: REVIEW_MESSAGES.noteAdded };
}

export async function sendBack(
  db: Database,
  editorId: number,
  input: { news_id: number; body: string },
): Promise<{ data: ReviewResult; message: string }> {
  await writeNote(db, editorId, input, true);
  return {
    data: { news_id: input.news_id, review_state: 'changes_requested' },
    message: REVIEW_MESSAGES.sentBack,
  };
}

/**
 * A publish (now or scheduled) of the caller's draft, or, for an editor, the approval of a
 * writer's submitted draft: published under the writer's byline, the writer told.
 */
export async function publishOrApprove(
  deps: { db: Database; jobs: JobQueue },
  callerId: number,
  mayReview: boolean,
  input: PublishRequest,
): Promise<ArticleChange<SaveArticleResult>> {
  const writerId = await writerToActAs(deps.db, callerId, mayReview, input.news_id);
  if (writerId === callerId) return publishDraft(deps, callerId, input);
  return publishDraft(deps, writerId, input, {
    editorId: callerId,
    onPublish: (tx) =>
      insertNotification(tx, {
        userId: writerId,
        kind: 'approved',
        actorId: callerId,
        articleId: input.news_id,
      }),
  });
}
