import { ANNOUNCE_BATCH } from '../constants';
import type { Database, Transaction } from '../db/client';
import { retryingTransaction } from '../db/retry';
import { JOB_QUEUES, type JobQueue } from '../jobs/queue';
import {
  anyAnnouncementDue,
  lockDueArticle,
  lockDueBatch,
  markAllAnnounced,
} from './announcementRepository';
import { notifyFollowersOfPublication } from './notificationRepository';

/**
 * Followers hear of an article when it goes live, once (docs/adr/0016, 0028). A publication
 * sends the `article-live` job in its own transaction, due now or at the scheduled time; the job
 * tells the followers and marks the article announced in one transaction, so a job run twice (a
 * retry, a worker killed after its commit) tells nobody twice. articles.announced_at says it was
 * told.
 */

/** What else happens, in the same transaction, when an article is announced (the newsletter). */
export type OnAnnounced = (
  tx: Transaction,
  article: { id: number; authorId: number },
) => Promise<void>;

/**
 * Sends the job that announces a published article: now, or at its time when scheduled. A job
 * for an article already announced, taken back or moved to a later time does nothing when it
 * runs (the later time has its own job).
 */
export async function announceWhenLive(
  tx: Transaction,
  jobs: JobQueue,
  articleId: number,
  publishedAt: Date | null,
): Promise<void> {
  const startAfter = publishedAt && publishedAt.getTime() > Date.now() ? publishedAt : undefined;
  await jobs.send(tx, JOB_QUEUES.articleLive, { articleId }, startAfter ? { startAfter } : {});
}

/**
 * The `article-live` job: tells the author's followers of an article live now and never
 * announced, and marks it announced, in one transaction; anything else changes nothing.
 * `beforeCommit` lets a test stop a run half done.
 */
export async function announceArticle(
  db: Database,
  articleId: number,
  options: { onAnnounced?: OnAnnounced; beforeCommit?: () => Promise<void> } = {},
): Promise<boolean> {
  return retryingTransaction(db, async (tx) => {
    const article = await lockDueArticle(tx, articleId);
    if (!article) return false;
    await notifyFollowersOfPublication(tx, article.authorId, article.id);
    await markAllAnnounced(tx, [article.id]);
    await options.onAnnounced?.(tx, article);
    await options.beforeCommit?.();
    return true;
  });
}

/**
 * The `announce-due` job (every minute): announces every article live and never announced, in
 * batches of ANNOUNCE_BATCH; rows another transaction holds are left to it. The articles' own
 * jobs do this on time; this catches those scheduled before there was a queue. When nothing is
 * due it is one probe of an index that holds only scheduled articles.
 */
export async function announceDuePublications(
  db: Database,
  onAnnounced?: OnAnnounced,
): Promise<number> {
  if (!(await anyAnnouncementDue(db))) return 0;
  let announced = 0;
  for (;;) {
    const told = await retryingTransaction(db, async (tx) => {
      const batch = await lockDueBatch(tx);
      for (const article of batch) {
        await notifyFollowersOfPublication(tx, article.authorId, article.id);
        await onAnnounced?.(tx, article);
      }
      await markAllAnnounced(
        tx,
        batch.map((article) => article.id),
      );
      return batch.length;
    });
    announced += told;
    if (told < ANNOUNCE_BATCH) return announced;
  }
}
