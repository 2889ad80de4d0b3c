import {
  FEDIVERSE_FOLLOWERS_SHOWN,
  type FediverseFollowAnswer,
  type FediverseFollowers,
  SERVER_MESSAGES,
} from '@byline/api-client/contract';
import type { Database } from '../db/client';
import { retryingTransaction } from '../db/retry';
import { refuse } from '../http/errors';
import type { JobQueue } from '../jobs/queue';
import { queueFollowAnswer } from './articleActivities';
import {
  acceptFollowRequest,
  addToFollowersCount,
  deleteFollowRequest,
  findApprovesFollowers,
  listOwnRemoteFollowers,
  lockFollowRequest,
  updateApprovesFollowers,
} from './fediverseRepository';

/**
 * An author's followers on the fediverse (docs/adr/0032): the list they see, the "Approve
 * followers" switch, and their Accept or Reject of a request (sent through the queue, in the
 * transaction that decides it).
 */

export async function listFediverseFollowers(
  db: Database,
  userId: number,
): Promise<FediverseFollowers> {
  const [approves, rows] = await Promise.all([
    findApprovesFollowers(db, userId),
    listOwnRemoteFollowers(db, userId, FEDIVERSE_FOLLOWERS_SHOWN),
  ]);
  return {
    approves_followers: approves,
    followers: rows.map((row) => ({
      id: row.id,
      name: row.name,
      handle: row.handle,
      url: row.actorUri,
      pending: row.pending,
      followed_at: row.createdAt.toISOString(),
    })),
  };
}

/** Turns approval on or off; requests already waiting keep waiting for an answer. */
export async function setFediverseApproval(
  db: Database,
  userId: number,
  approve: boolean,
): Promise<void> {
  await retryingTransaction(db, (tx) => updateApprovesFollowers(tx, userId, approve));
}

/**
 * Accepts (a follower now, counted) or rejects (gone) a request of the caller's; the answer
 * goes to the one who asked. A request that is not the caller's, or not waiting: 404.
 */
export async function answerFollowRequest(
  { db, jobs }: { db: Database; jobs: JobQueue },
  userId: number,
  followerId: number,
  accept: boolean,
): Promise<FediverseFollowAnswer> {
  await retryingTransaction(db, async (tx) => {
    const request = await lockFollowRequest(tx, userId, followerId);
    if (!request) refuse({ status: 404, message: SERVER_MESSAGES.fediverseFollowRequestNotFound });
    if (accept) {
      await acceptFollowRequest(tx, request.id);
      await addToFollowersCount(tx, userId, 1);
    } else {
      await deleteFollowRequest(tx, request.id);
    }
    await queueFollowAnswer(tx, jobs, {
      authorId: userId,
      accept,
      actorUri: request.actorUri,
      inbox: request.inbox,
      sharedInbox: request.sharedInbox,
      followId: request.followId,
    });
  });
  return { follower_id: followerId, accepted: accept };
}
