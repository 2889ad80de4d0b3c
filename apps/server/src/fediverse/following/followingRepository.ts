import type { FediversePost, FollowedAccount } from '@byline/api-client/contract';
import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  fediverseFollowing,
  fediversePostReactions,
  fediversePosts,
  remoteActors,
} from '../../db/schema';

/** Readers following fediverse accounts, and what those accounts sent (docs/adr/0033). */

const accountColumns = {
  accountId: remoteActors.id,
  uri: remoteActors.uri,
  handle: remoteActors.handle,
  name: remoteActors.name,
  avatarUrl: remoteActors.avatarUrl,
  profileUrl: remoteActors.profileUrl,
  inbox: remoteActors.inbox,
  sharedInbox: remoteActors.sharedInbox,
};

const toAccount = (row: {
  accountId: number;
  handle: string;
  name: string;
  avatarUrl: string | null;
  profileUrl: string;
}) => ({
  id: row.accountId,
  name: row.name || row.handle,
  handle: row.handle,
  avatar_url: row.avatarUrl,
  profile_url: row.profileUrl,
});

/** Starts following (pending); answers false when the reader follows the account already. */
export async function insertFollowing(
  tx: Executor,
  row: { userId: number; remoteActorId: number; followUri: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(fediverseFollowing)
    .values(row)
    .onConflictDoNothing()
    .returning({ userId: fediverseFollowing.userId });
  return inserted.length > 0;
}

/** The reader's follow of an account, with the account; null when they do not follow it. */
export async function findFollowing(db: Executor, userId: number, remoteActorId: number) {
  const [row] = await db
    .select({
      ...accountColumns,
      followUri: fediverseFollowing.followUri,
      acceptedAt: fediverseFollowing.acceptedAt,
      createdAt: fediverseFollowing.createdAt,
    })
    .from(fediverseFollowing)
    .innerJoin(remoteActors, eq(remoteActors.id, fediverseFollowing.remoteActorId))
    .where(
      and(
        eq(fediverseFollowing.userId, userId),
        eq(fediverseFollowing.remoteActorId, remoteActorId),
      ),
    );
  return row ?? null;
}

export function toFollowedAccount(row: {
  accountId: number;
  handle: string;
  name: string;
  avatarUrl: string | null;
  profileUrl: string;
  acceptedAt: Date | null;
  createdAt: Date;
}): FollowedAccount {
  return {
    ...toAccount(row),
    status: row.acceptedAt ? 'accepted' : 'pending',
    followed_at: row.createdAt.toISOString(),
  };
}

export async function deleteFollowing(
  tx: Executor,
  userId: number,
  remoteActorId: number,
): Promise<void> {
  await tx
    .delete(fediverseFollowing)
    .where(
      and(
        eq(fediverseFollowing.userId, userId),
        eq(fediverseFollowing.remoteActorId, remoteActorId),
      ),
    );
}

/** The accounts the reader follows, the latest followed first. */
export async function listFollowing(db: Executor, userId: number): Promise<FollowedAccount[]> {
  const rows = await db
    .select({
      ...accountColumns,
      acceptedAt: fediverseFollowing.acceptedAt,
      createdAt: fediverseFollowing.createdAt,
    })
    .from(fediverseFollowing)
    .innerJoin(remoteActors, eq(remoteActors.id, fediverseFollowing.remoteActorId))
    .where(eq(fediverseFollowing.userId, userId))
    .orderBy(desc(fediverseFollowing.createdAt));
  return rows.map(toFollowedAccount);
}

/** The account accepted the follow the id names (sent by the account `actorUri`). */
export async function acceptFollowing(
  tx: Executor,
  followUri: string,
  actorUri: string,
): Promise<boolean> {
  const updated = await tx
    .update(fediverseFollowing)
    .set({ acceptedAt: sql`coalesce(${fediverseFollowing.acceptedAt}, now())` })
    .where(
      and(
        eq(fediverseFollowing.followUri, followUri),
        sql`${fediverseFollowing.remoteActorId} = (select id from remote_actors where uri = ${actorUri})`,
      ),
    )
    .returning({ userId: fediverseFollowing.userId });
  return updated.length > 0;
}

/** The account refused the follow: it is gone. */
export async function rejectFollowing(
  tx: Executor,
  followUri: string,
  actorUri: string,
): Promise<void> {
  await tx
    .delete(fediverseFollowing)
    .where(
      and(
        eq(fediverseFollowing.followUri, followUri),
        sql`${fediverseFollowing.remoteActorId} = (select id from remote_actors where uri = ${actorUri})`,
      ),
    );
}

/** Whether a reader of the site follows the account (accepted): its posts are then kept. */
export async function isFollowedAccount(db: Executor, actorUri: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(fediverseFollowing)
    .innerJoin(remoteActors, eq(remoteActors.id, fediverseFollowing.remoteActorId))
    .where(and(eq(remoteActors.uri, actorUri), isNotNull(fediverseFollowing.acceptedAt)))
    .limit(1);
  return rows.length > 0;
}

export interface StoredPostFields {
  uri: string;
  remoteActorId: number;
  kind: 'article' | 'note';
  title: string;
  content: string;
  url: string;
  publishedAt: Date;
}

/** Keeps a post a followed account sent (a second Create of it changes nothing). */
export async function insertPost(tx: Executor, post: StoredPostFields): Promise<void> {
  await tx.insert(fediversePosts).values(post).onConflictDoNothing();
}

/** Its writer changed a kept post; answers false when none of theirs has that id. */
export async function updatePost(
  tx: Executor,
  uri: string,
  actorUri: string,
  change: { title: string; content: string; url: string },
): Promise<boolean> {
  const updated = await tx
    .update(fediversePosts)
    .set({ ...change, updatedAt: sql`now()` })
    .where(
      and(
        eq(fediversePosts.uri, uri),
        sql`${fediversePosts.remoteActorId} = (select id from remote_actors where uri = ${actorUri})`,
      ),
    )
    .returning({ id: fediversePosts.id });
  return updated.length > 0;
}

/** Its writer deleted a kept post. */
export async function deletePost(tx: Executor, uri: string, actorUri: string): Promise<boolean> {
  const deleted = await tx
    .delete(fediversePosts)
    .where(
      and(
        eq(fediversePosts.uri, uri),
        sql`${fediversePosts.remoteActorId} = (select id from remote_actors where uri = ${actorUri})`,
      ),
    )
    .returning({ id: fediversePosts.id });
  return deleted.length > 0;
}

const postColumns = {
  id: fediversePosts.id,
  postUri: fediversePosts.uri,
  kind: fediversePosts.kind,
  title: fediversePosts.title,
  content: fediversePosts.content,
  url: fediversePosts.url,
  publishedAt: fediversePosts.publishedAt,
  updatedAt: fediversePosts.updatedAt,
  ...accountColumns,
};

type PostRow = {
  id: number;
  kind: 'article' | 'note';
  title: string;
  content: string;
  url: string;
  publishedAt: Date;
  updatedAt: Date;
  accountId: number;
  handle: string;
  name: string;
  avatarUrl: string | null;
  profileUrl: string;
};

async function withOwnReactions(
  db: Executor,
  userId: number,
  rows: PostRow[],
): Promise<FediversePost[]> {
  const ids = rows.map((row) => row.id);
  const own =
    ids.length === 0
      ? []
      : await db
          .select({ postId: fediversePostReactions.postId, kind: fediversePostReactions.kind })
          .from(fediversePostReactions)
          .where(
            and(
              eq(fediversePostReactions.userId, userId),
              inArray(fediversePostReactions.postId, ids),
            ),
          );
  return rows.map((row) => ({
    id: row.id,
    account: toAccount(row),
    kind: row.kind,
    title: row.title,
    content: row.content,
    url: row.url,
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    liked: own.some((r) => r.postId === row.id && r.kind === 'like'),
    boosted: own.some((r) => r.postId === row.id && r.kind === 'announce'),
  }));
}

/** The reader's "Following" view: posts of the accounts they follow, newest first (keyset on id). */
export async function listTimeline(
  db: Executor,
  userId: number,
  page: { cursor: number | null; limit: number },
): Promise<{ items: FediversePost[]; nextCursor: number | null }> {
  const rows = await db
    .select(postColumns)
    .from(fediversePosts)
    .innerJoin(remoteActors, eq(remoteActors.id, fediversePosts.remoteActorId))
    .innerJoin(
      fediverseFollowing,
      and(
        eq(fediverseFollowing.remoteActorId, fediversePosts.remoteActorId),
        eq(fediverseFollowing.userId, userId),
      ),
    )
    .where(page.cursor === null ? undefined : lt(fediversePosts.id, page.cursor))
    .orderBy(desc(fediversePosts.id))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  return {
    items: await withOwnReactions(db, userId, shown),
    nextCursor: more ? (shown.at(-1)?.id ?? null) : null,
  };
}

/** A post in the reader's view (of an account they follow), with where to send to its writer. */
export async function findTimelinePost(db: Executor, userId: number, postId: number) {
  const [row] = await db
    .select(postColumns)
    .from(fediversePosts)
    .innerJoin(remoteActors, eq(remoteActors.id, fediversePosts.remoteActorId))
    .innerJoin(
      fediverseFollowing,
      and(
        eq(fediverseFollowing.remoteActorId, fediversePosts.remoteActorId),
        eq(fediverseFollowing.userId, userId),
      ),
    )
    .where(eq(fediversePosts.id, postId));
  if (!row) return null;
  const [post] = await withOwnReactions(db, userId, [row]);
  return post ? { post, row } : null;
}

/** The reader's like or boost of a post: given (with its activity's id) or taken back. */
export async function insertPostReaction(
  tx: Executor,
  row: { userId: number; postId: number; kind: 'like' | 'announce'; activityUri: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(fediversePostReactions)
    .values(row)
    .onConflictDoNothing()
    .returning({ postId: fediversePostReactions.postId });
  return inserted.length > 0;
}

/** Takes back a like or boost; answers the activity it was sent as (null: there was none). */
export async function deletePostReaction(
  tx: Executor,
  userId: number,
  postId: number,
  kind: 'like' | 'announce',
): Promise<string | null> {
  const [deleted] = await tx
    .delete(fediversePostReactions)
    .where(
      and(
        eq(fediversePostReactions.userId, userId),
        eq(fediversePostReactions.postId, postId),
        eq(fediversePostReactions.kind, kind),
      ),
    )
    .returning({ activityUri: fediversePostReactions.activityUri });
  return deleted?.activityUri ?? null;
}
