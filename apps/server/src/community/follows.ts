import {
  type FollowEntry,
  type FollowState,
  refuseFollow,
  SERVER_MESSAGES,
} from '@byline/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { retryingTransaction } from '../db/retry';
import { follows, users } from '../db/schema';
import { HttpError, refuse } from '../http/errors';
import { notify } from './notifications';
import {
  afterCursor,
  authorColumns,
  type IdPage,
  lockUsers,
  newestIdFirst,
  type PageRequest,
  toAuthorSummary,
  toIdPage,
} from './shared';

/**
 * Follows (docs/adr/0015): one row per pair. users.followers_count and following_count change by
 * one only when an insert or a delete really touched a row, in the same transaction, with both
 * users' rows locked in id order: concurrent follows and unfollows lose no update and cannot
 * deadlock, and the same pair's requests take turns.
 */

async function lockPair(tx: Executor, followerId: number, followeeId: number) {
  const locked = await lockUsers(tx, [followerId, followeeId]);
  const followee = locked.find((user) => user.id === followeeId);
  refuse(refuseFollow(followerId, followee ? { userId: followee.id } : null));
  if (!followee) throw new Error('refused above');
  return followee;
}

/** Changes both counts by `by` (+1 or −1) and answers the followee's follower count after it. */
async function count(
  tx: Executor,
  followerId: number,
  followeeId: number,
  by: 1 | -1,
): Promise<number> {
  await tx
    .update(users)
    .set({ followingCount: sql`${users.followingCount} + ${by}::integer` })
    .where(eq(users.id, followerId));
  const [followee] = await tx
    .update(users)
    .set({ followersCount: sql`${users.followersCount} + ${by}::integer` })
    .where(eq(users.id, followeeId))
    .returning({ followersCount: users.followersCount });
  return followee?.followersCount ?? 0;
}

/**
 * Follows an author (again: nothing changes). The author is told of a new follower once a day:
 * unfollowing and following again the same day tells nothing new (notify).
 */
export async function follow(
  db: Database,
  followerId: number,
  followeeId: number,
): Promise<FollowState> {
  return retryingTransaction(db, async (tx) => {
    const followee = await lockPair(tx, followerId, followeeId);
    const [inserted] = await tx
      .insert(follows)
      .values({ followerId, followeeId })
      .onConflictDoNothing({ target: [follows.followerId, follows.followeeId] })
      .returning({ id: follows.id });
    if (!inserted) {
      return { user_id: followeeId, following: true, followers_count: followee.followersCount };
    }
    const followersCount = await count(tx, followerId, followeeId, 1);
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
    const [deleted] = await tx
      .delete(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
      .returning({ id: follows.id });
    const followersCount = deleted
      ? await count(tx, followerId, followeeId, -1)
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
  const [row] = await db
    .select({
      followersCount: users.followersCount,
      following: sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${followerId} and ${follows.followeeId} = ${followeeId})`,
    })
    .from(users)
    .where(eq(users.id, followeeId));
  if (!row) throw new HttpError(404, SERVER_MESSAGES.userNotFound);
  return {
    user_id: followeeId,
    following: Boolean(row.following),
    followers_count: row.followersCount,
  };
}

async function userExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

/** One side of the follows of a user: who follows them, or whom they follow. */
async function listFollows(
  db: Executor,
  userId: number,
  page: PageRequest,
  side: 'followers' | 'following',
): Promise<IdPage<FollowEntry> | null> {
  if (!(await userExists(db, userId))) return null;
  const [own, other] =
    side === 'followers'
      ? [follows.followeeId, follows.followerId]
      : [follows.followerId, follows.followeeId];
  const rows = await db
    .select({ id: follows.id, followedAt: follows.createdAt, ...authorColumns })
    .from(follows)
    .innerJoin(users, eq(users.id, other))
    .where(and(eq(own, userId), afterCursor(follows.id, page)))
    .orderBy(newestIdFirst(follows.id))
    .limit(page.limit + 1);
  return toIdPage(rows, page, (row) => ({
    ...toAuthorSummary(row),
    followed_at: row.followedAt.toISOString(),
  }));
}

/** Who follows the user, newest first; null when there is no such user. */
export function listFollowers(db: Executor, userId: number, page: PageRequest) {
  return listFollows(db, userId, page, 'followers');
}

/** Whom the user follows, newest first; null when there is no such user. */
export function listFollowing(db: Executor, userId: number, page: PageRequest) {
  return listFollows(db, userId, page, 'following');
}
