import {
  type FollowEntry,
  type FollowState,
  refuseFollow,
  SERVER_MESSAGES,
} from '@byline/api-client/contract';
import type { Database, Executor } from '../db/client';
import { type Page, pageRequest } from '../db/pagination';
import { retryingTransaction } from '../db/retry';
import { refuse } from '../http/errors';
import { lockUsers } from '../users/userRepository';
import {
  countFollow,
  deleteFollow,
  followStatus as findFollowState,
  insertFollow,
  listFollowers as listStoredFollowers,
  listFollowing as listStoredFollowing,
} from './followRepository';
import { notify } from './notificationService';

/**
 * Follows (docs/adr/0015): the counts change by one only when an insert or a delete really
 * touched a row, in the same transaction, with both users' rows locked in id order: concurrent
 * follows and unfollows lose no update and cannot deadlock, and the same pair's requests take
 * turns.
 */

async function lockPair(tx: Executor, followerId: number, followeeId: number) {
  const locked = await lockUsers(tx, [followerId, followeeId]);
  const followee = locked.find((user) => user.id === followeeId);
  refuse(refuseFollow(followerId, followee ? { userId: followee.id } : null));
  if (!followee) throw new Error('refused above');
  return followee;
}

/**
 * Follows an author (again: nothing changes). The author is told of a new follower once a day:
 * unfollowing and following again the same day tells nothing new.
 */
export async function follow(
  db: Database,
  followerId: number,
  followeeId: number,
): Promise<FollowState> {
  return retryingTransaction(db, async (tx) => {
    const followee = await lockPair(tx, followerId, followeeId);
    if (!(await insertFollow(tx, followerId, followeeId))) {
      return { user_id: followeeId, following: true, followers_count: followee.followersCount };
    }
    const followersCount = await countFollow(tx, followerId, followeeId, 1);
    await notify(tx, { userId: followeeId, kind: 'follow', actorId: followerId });
    return { user_id: followeeId, following: true, followers_count: followersCount };
  });
}

/** Stops following an author (not following: nothing changes). */
export async function unfollow(
  db: Database,
  followerId: number,
  followeeId: number,
): Promise<FollowState> {
  return retryingTransaction(db, async (tx) => {
    const followee = await lockPair(tx, followerId, followeeId);
    const followersCount = (await deleteFollow(tx, followerId, followeeId))
      ? await countFollow(tx, followerId, followeeId, -1)
      : followee.followersCount;
    return { user_id: followeeId, following: false, followers_count: followersCount };
  });
}

/** Whether `followerId` follows the author now, and the author's follower count. */
export async function followStatus(
  db: Executor,
  followerId: number,
  followeeId: number,
): Promise<FollowState> {
  const state = await findFollowState(db, followerId, followeeId);
  if (!state) refuse({ status: 404, message: SERVER_MESSAGES.userNotFound });
  return state;
}

type PageQuery = { limit: number; cursor?: string | undefined };

/** A user's follow list, or 404 when there is no such user. */
async function followList(list: Promise<Page<FollowEntry> | null>): Promise<Page<FollowEntry>> {
  const page = await list;
  if (!page) refuse({ status: 404, message: SERVER_MESSAGES.userNotFound });
  return page;
}

/** Who follows the user, newest first; 404 when there is no such user. */
export function listFollowers(db: Executor, userId: number, query: PageQuery) {
  return followList(listStoredFollowers(db, userId, pageRequest(query)));
}

/** Whom the user follows, newest first; 404 when there is no such user. */
export function listFollowing(db: Executor, userId: number, query: PageQuery) {
  return followList(listStoredFollowing(db, userId, pageRequest(query)));
}
