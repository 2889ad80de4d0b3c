import { ANNOUNCE_BATCH, ANNOUNCE_SWEEP_MS } from '../constants';
import type { Database, Executor } from '../db/client';
import { retryingTransaction } from '../db/retry';
import {
  anyAnnouncementDue,
  lockDueBatch,
  markAllAnnounced,
  markAnnounced,
} from './announcementRepository';
import { notifyFollowersOfPublication } from './notificationRepository';

/**
 * Followers hear of an article when it goes live, once (docs/adr/0016): a publication now tells
 * them in its own transaction; a scheduled one is told by whichever comes first after its time,
 * the next notification read or the sweep. articles.announced_at says it was told.
 */

/**
 * Tells the author's followers of an article live now, unless they were told before (its first
 * publication, or a sweep that found it due). Runs in the publishing transaction.
 */
export async function announcePublication(
  tx: Executor,
  authorId: number,
  articleId: number,
): Promise<void> {
  if (await markAnnounced(tx, articleId)) {
    await notifyFollowersOfPublication(tx, authorId, articleId);
  }
}

/**
 * Tells the followers of every scheduled article whose time has come, in batches of
 * ANNOUNCE_BATCH; rows another transaction holds are left to it (or to the next call). When
 * nothing is due this is one probe of an index that holds only scheduled articles.
 */
export async function announceDuePublications(db: Database): Promise<number> {
  if (!(await anyAnnouncementDue(db))) return 0;
  let announced = 0;
  for (;;) {
    const told = await retryingTransaction(db, async (tx) => {
      const batch = await lockDueBatch(tx);
      for (const article of batch) {
        await notifyFollowersOfPublication(tx, article.authorId, article.id);
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

/**
 * Runs announceDuePublications every ANNOUNCE_SWEEP_MS (never two at once), so followers hear of
 * a scheduled article even when nobody reads notifications. The timer keeps no process alive;
 * the answer stops it and waits for a run under way.
 */
export function startAnnouncementSweep(
  db: Database,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = announceDuePublications(db)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, ANNOUNCE_SWEEP_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
