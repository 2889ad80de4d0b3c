import type { FollowEntry, FollowState } from '@byline/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  afterCursor,
  descNullsLast,
  type Page,
  type PageRequest,
  toIdPage,
} from '../db/pagination';
import { follows, users } from '../db/schema';
import { authorColumns, toAuthorSummary } from '../users/userRepository';

/**
 * Follows (docs/adr/0015): one row per pair; users.followers_count and following_count count
 * them (followService.ts keeps them right).
 */

/** Changes both counts by `by` (+1 or −1) and answers the followee's follower count after it. */
export async function countFollow(
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

/** Stores the follow; false when the pair's row was there already. */
export async function insertFollow(
  tx: Executor,
  followerId: number,
  followeeId: number,
): Promise<boolean> {
  const [inserted] = await tx
    .insert(follows)
    .values({ followerId, followeeId })
    .onConflictDoNothing({ target: [follows.followerId, follows.followeeId] })
    .returning({ id: follows.id });
  return inserted !== undefined;
}

/** Deletes the follow; false when there was none. */
export async function deleteFollow(
  tx: Executor,
  followerId: number,
  followeeId: number,
): Promise<boolean> {
  const [deleted] = await tx
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .returning({ id: follows.id });
  return deleted !== undefined;
}

/** Whether `followerId` follows the author now, and the author's follower count; null: no author. */
export async function followStatus(
  db: Executor,
  followerId: number,
  followeeId: number,
): Promise<FollowState | null> {
  const [row] = await db
    .select({
      followersCount: users.followersCount,
      following: sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${followerId} and ${follows.followeeId} = ${followeeId})`,
    })
    .from(users)
    .where(eq(users.id, followeeId));
  if (!row) return null;
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
): Promise<Page<FollowEntry> | null> {
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
    .orderBy(descNullsLast(follows.id))
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
