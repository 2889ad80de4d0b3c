import {
  type BlockState,
  MODERATION_MESSAGES,
  type ModerationLogEntry,
  type ModerationResult,
  type QueueEntry,
  type Report,
  type ReportReason,
  type ReportTarget,
  refuseBlock,
  refuseOwnReport,
  refuseSuspension,
  SERVER_MESSAGES,
} from '@byline/api-client/contract';
import { revokeAllSessions } from '../auth/sessions';
import {
  hideCommentAs,
  hideCommentsOf,
  lockComment,
  recountComments,
  restoreComment,
  restoreCommentsOf,
} from '../community/commentRepository';
import { insertNotification } from '../community/notificationRepository';
import type { Database, Executor } from '../db/client';
import { type Page, pageRequest } from '../db/pagination';
import { retryingTransaction } from '../db/retry';
import { refuse } from '../http/errors';
import type { JobQueue } from '../jobs/queue';
import type { KeyedLimit } from '../limits/limitService';
import { type ArticleChange, unpublishArticle } from '../news/articleService';
import {
  findReportTarget,
  insertLogEntry,
  listBlocked,
  listLog,
  listQueue,
  lockAccount,
  resolveReports,
  setBlock,
  setSuspended,
  upsertReport,
} from './moderationRepository';

/**
 * Moderation (docs/adr/0037): reports from any signed-in reader; the queue and its actions for
 * editors (the route's `requireRole('moderate')`), each written to the audit log in its
 * transaction; the log for administrators; blocks for every reader.
 */

/** A reader reports a target; a second report of the same target updates the first. */
export async function report(
  db: Database,
  limit: KeyedLimit,
  reporterId: number,
  input: { target_type: ReportTarget; target_id: number; reason: ReportReason; note?: string },
): Promise<{ data: Report; message: string }> {
  const target = await findReportTarget(db, input.target_type, input.target_id);
  if (!target?.reportable) {
    refuse({ status: 404, message: MODERATION_MESSAGES.reportTargetNotFound });
  }
  refuse(refuseOwnReport(reporterId, { target_type: input.target_type, ownerId: target.ownerId }));
  if (!(await limit.take(reporterId))) {
    refuse({ status: 429, message: MODERATION_MESSAGES.tooManyReports });
  }
  const note = input.note ?? '';
  const updated = await retryingTransaction(db, (tx) =>
    upsertReport(tx, {
      reporterId,
      targetType: input.target_type,
      targetId: input.target_id,
      reason: input.reason,
      note,
    }),
  );
  return {
    data: {
      target_type: input.target_type,
      target_id: input.target_id,
      reason: input.reason,
      note,
      updated,
    },
    message: updated ? MODERATION_MESSAGES.reportUpdated : MODERATION_MESSAGES.reported,
  };
}

export function readQueue(
  db: Executor,
  query: { limit: number; cursor?: string | undefined },
): Promise<Page<QueueEntry>> {
  return listQueue(db, pageRequest(query));
}

export function readLog(
  db: Executor,
  query: { limit: number; cursor?: string | undefined },
): Promise<Page<ModerationLogEntry>> {
  return listLog(db, pageRequest(query));
}

/** A change a moderator made, and the article whose comments readers see differently. */
export interface Moderated {
  result: ModerationResult;
  /** Articles whose cached comments changed. */
  articleIds: number[];
}

/** An editor hides a comment, or shows a hidden one again; its open reports close. */
export function moderateComment(
  db: Database,
  moderatorId: number,
  input: { comment_id: number; action: 'hide' | 'restore'; reason: string },
): Promise<Moderated> {
  return retryingTransaction(db, async (tx) => {
    const comment = await lockComment(tx, input.comment_id);
    if (!comment) refuse({ status: 404, message: MODERATION_MESSAGES.commentNotFound });
    if (input.action === 'hide') {
      if (comment.hidden)
        refuse({ status: 409, message: MODERATION_MESSAGES.commentAlreadyHidden });
      await hideCommentAs(tx, input.comment_id, 'moderator');
    } else {
      if (!comment.hidden) refuse({ status: 409, message: MODERATION_MESSAGES.commentNotHidden });
      await restoreComment(tx, input.comment_id);
    }
    await recountComments(tx, [comment.articleId]);
    await resolveReports(tx, 'comment', input.comment_id);
    await insertLogEntry(tx, {
      moderatorId,
      action: input.action === 'hide' ? 'hideComment' : 'restoreComment',
      targetType: 'comment',
      targetId: input.comment_id,
      reason: input.reason,
    });
    const hidden = (await lockComment(tx, input.comment_id))?.hidden ?? true;
    return {
      result: {
        target_type: 'comment',
        target_id: input.comment_id,
        state: hidden ? 'hidden' : 'visible',
      },
      articleIds: [comment.articleId],
    };
  });
}

/** An editor unpublishes an article; its author is told why; its open reports close. */
export async function moderateArticle(
  deps: { db: Database; jobs: JobQueue },
  moderatorId: number,
  input: { news_id: number; reason: string },
): Promise<ArticleChange<ModerationResult>> {
  const change = await unpublishArticle(deps, moderatorId, input.news_id, async (tx, authorId) => {
    await insertNotification(tx, {
      userId: authorId,
      kind: 'unpublished',
      actorId: moderatorId,
      articleId: input.news_id,
      note: input.reason,
    });
    await resolveReports(tx, 'article', input.news_id);
    await insertLogEntry(tx, {
      moderatorId,
      action: 'unpublishArticle',
      targetType: 'article',
      targetId: input.news_id,
      reason: input.reason,
    });
  });
  return {
    data: { target_type: 'article', target_id: input.news_id, state: 'unpublished' },
    message: MODERATION_MESSAGES.articleUnpublished,
    staleReads: change.staleReads,
  };
}

/** An editor closes a target's open reports, leaving it as it is. */
export function dismissReports(
  db: Database,
  moderatorId: number,
  input: { target_type: ReportTarget; target_id: number; reason?: string },
): Promise<ModerationResult> {
  return retryingTransaction(db, async (tx) => {
    const closed = await resolveReports(tx, input.target_type, input.target_id);
    if (closed === 0) refuse({ status: 404, message: MODERATION_MESSAGES.noOpenReports });
    await insertLogEntry(tx, {
      moderatorId,
      action: 'dismissReports',
      targetType: input.target_type,
      targetId: input.target_id,
      reason: input.reason ?? '',
    });
    return { target_type: input.target_type, target_id: input.target_id, state: 'visible' };
  });
}

/**
 * An editor suspends an account (its sessions end at once, its comments are hidden, its writes
 * refused) or reinstates it (its comments are shown again).
 */
export function suspendAccount(
  db: Database,
  moderatorId: number,
  input: { user_id: number; action: 'suspend' | 'reinstate'; reason: string },
): Promise<Moderated> {
  refuse(refuseSuspension(moderatorId, input.user_id));
  return retryingTransaction(db, async (tx) => {
    const account = await lockAccount(tx, input.user_id);
    if (!account) refuse({ status: 404, message: SERVER_MESSAGES.userNotFound });
    const suspend = input.action === 'suspend';
    if (suspend) refuse(refuseSuspension(moderatorId, input.user_id, account.role));
    if (suspend && account.suspended) {
      refuse({ status: 409, message: MODERATION_MESSAGES.alreadySuspended });
    }
    if (!suspend && !account.suspended) {
      refuse({ status: 409, message: MODERATION_MESSAGES.notSuspended });
    }
    await setSuspended(tx, input.user_id, suspend);
    let articleIds: number[];
    if (suspend) {
      await revokeAllSessions(tx, input.user_id);
      articleIds = await hideCommentsOf(tx, input.user_id);
      await resolveReports(tx, 'profile', input.user_id);
    } else {
      articleIds = await restoreCommentsOf(tx, input.user_id);
    }
    await insertLogEntry(tx, {
      moderatorId,
      action: suspend ? 'suspendAccount' : 'reinstateAccount',
      targetType: 'profile',
      targetId: input.user_id,
      reason: input.reason,
    });
    return {
      result: {
        target_type: 'profile',
        target_id: input.user_id,
        state: suspend ? 'suspended' : 'visible',
      },
      articleIds,
    };
  });
}

/** A reader blocks or unblocks another account. */
export async function block(
  db: Database,
  blockerId: number,
  input: { user_id: number; blocked: boolean },
): Promise<BlockState> {
  refuse(refuseBlock(blockerId, input.user_id));
  const target = await findReportTarget(db, 'profile', input.user_id);
  if (!target) refuse({ status: 404, message: SERVER_MESSAGES.userNotFound });
  await retryingTransaction(db, (tx) => setBlock(tx, blockerId, input.user_id, input.blocked));
  return { user_id: input.user_id, blocked: input.blocked };
}

export async function blockedAccounts(db: Executor, userId: number) {
  return { user_ids: await listBlocked(db, userId) };
}
