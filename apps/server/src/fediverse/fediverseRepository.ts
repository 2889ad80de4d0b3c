import type { JsonWebKey } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, like, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  fedifyKv,
  fediverseFollowers,
  fediverseFollowing,
  fediverseHandles,
  fediverseKeys,
  users,
} from '../db/schema';

/** What an actor document shows of its user. */
export interface ActorRow {
  id: number;
  handle: string;
  fullName: string;
  authorBio: string;
  profileImage: string | null;
  followersCount: number;
  followingCount: number;
  /** New follows wait for the author's Accept or Reject. */
  approvesFollowers: boolean;
}

const actorColumns = {
  id: users.id,
  handle: users.fediverseHandle,
  fullName: users.fullName,
  authorBio: users.authorBio,
  profileImage: users.profileImage,
  followersCount: users.followersCount,
  followingCount: users.followingCount,
  approvesFollowers: users.fediverseApprovesFollowers,
};

/**
 * The automatic handle of a reader who follows fediverse accounts without a handle of their own
 * (docs/adr/0033): `reader-{id}`, which no chosen handle can be (a chosen one has no `-`).
 */
export const readerHandle = (userId: number) => `reader-${userId}`;
const READER_HANDLE = /^reader-([1-9][0-9]{0,9})$/;

/**
 * The actor of a user id: a user with a handle, or a reader who has followed a fediverse account
 * (they follow one now, or have keys from when they did: their activities stay verifiable), under
 * their automatic handle; null otherwise.
 */
export async function findActor(db: Executor, userId: number): Promise<ActorRow | null> {
  const rows = await db
    .select({
      ...actorColumns,
      reader: sql<boolean>`(exists (select 1 from ${fediverseFollowing} where ${fediverseFollowing.userId} = ${users.id}) or exists (select 1 from ${fediverseKeys} where ${fediverseKeys.userId} = ${users.id}))`,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { reader, ...actor } = row;
  if (actor.handle) return { ...actor, handle: actor.handle };
  return reader ? { ...actor, handle: readerHandle(actor.id) } : null;
}

/**
 * The user a handle finds, current or held before (an old handle still finds its user), when
 * that user is an actor now.
 */
export async function findActorIdByHandle(db: Executor, handle: string): Promise<number | null> {
  const reader = READER_HANDLE.exec(handle);
  if (reader) {
    if (Number(reader[1]) > 2_147_483_647) return null;
    const actor = await findActor(db, Number(reader[1]));
    return actor?.handle === handle ? actor.id : null;
  }
  const rows = await db
    .select({ id: users.id })
    .from(fediverseHandles)
    .innerJoin(users, eq(users.id, fediverseHandles.userId))
    .where(
      and(
        eq(fediverseHandles.handle, handle),
        isNull(users.deletedAt),
        sql`${users.fediverseHandle} is not null`,
      ),
    )
    .limit(1);
  return rows[0]?.id ?? null;
}

export type KeyKind = 'rsa' | 'ed25519';

export interface StoredKeyPair {
  kind: KeyKind;
  publicKey: JsonWebKey;
  privateKey: JsonWebKey;
}

/** The user's stored key pairs, RSA first. */
export async function listKeyPairs(db: Executor, userId: number): Promise<StoredKeyPair[]> {
  const rows = await db
    .select({
      kind: fediverseKeys.kind,
      publicKey: fediverseKeys.publicKey,
      privateKey: fediverseKeys.privateKey,
    })
    .from(fediverseKeys)
    .where(eq(fediverseKeys.userId, userId))
    .orderBy(sql`${fediverseKeys.kind} = 'rsa' desc`);
  return rows;
}

/** Stores a key pair unless the user has one of that kind already (then theirs stays). */
export async function insertKeyPair(
  db: Executor,
  userId: number,
  pair: StoredKeyPair,
): Promise<void> {
  await db
    .insert(fediverseKeys)
    .values({ userId, kind: pair.kind, publicKey: pair.publicKey, privateKey: pair.privateKey })
    .onConflictDoNothing();
}

export interface RemoteFollower {
  actorUri: string;
  inbox: string;
  sharedInbox: string | null;
  handle: string;
  name: string;
  followId: string | null;
  /** Waiting for the author's approval. */
  pending?: boolean;
}

/** Adds a remote follower; answers false when they already followed (nothing changed). */
export async function insertRemoteFollower(
  db: Executor,
  userId: number,
  follower: RemoteFollower,
): Promise<boolean> {
  const inserted = await db
    .insert(fediverseFollowers)
    .values({ userId, ...follower })
    .onConflictDoNothing()
    .returning({ id: fediverseFollowers.id });
  return inserted.length > 0;
}

/**
 * Removes a remote follower or their request; answers what it removed (whether it was a
 * request), null when they neither followed nor asked.
 */
export async function deleteRemoteFollower(
  db: Executor,
  userId: number,
  actorUri: string,
): Promise<{ pending: boolean } | null> {
  const deleted = await db
    .delete(fediverseFollowers)
    .where(and(eq(fediverseFollowers.userId, userId), eq(fediverseFollowers.actorUri, actorUri)))
    .returning({ pending: fediverseFollowers.pending });
  return deleted[0] ?? null;
}

/** Whether the remote actor follows the user (accepted) or waits (pending); null: neither. */
export async function findRemoteFollowerState(
  db: Executor,
  userId: number,
  actorUri: string,
): Promise<{ pending: boolean } | null> {
  const rows = await db
    .select({ pending: fediverseFollowers.pending })
    .from(fediverseFollowers)
    .where(and(eq(fediverseFollowers.userId, userId), eq(fediverseFollowers.actorUri, actorUri)))
    .limit(1);
  return rows[0] ?? null;
}

/** The author's remote followers and requests, newest first (their own list). */
export async function listOwnRemoteFollowers(db: Executor, userId: number, limit: number) {
  return db
    .select({
      id: fediverseFollowers.id,
      name: fediverseFollowers.name,
      handle: fediverseFollowers.handle,
      actorUri: fediverseFollowers.actorUri,
      pending: fediverseFollowers.pending,
      createdAt: fediverseFollowers.createdAt,
    })
    .from(fediverseFollowers)
    .where(eq(fediverseFollowers.userId, userId))
    .orderBy(desc(fediverseFollowers.id))
    .limit(limit);
}

export async function findApprovesFollowers(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .select({ approves: users.fediverseApprovesFollowers })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0]?.approves ?? false;
}

export async function updateApprovesFollowers(
  db: Executor,
  userId: number,
  approves: boolean,
): Promise<void> {
  await db.update(users).set({ fediverseApprovesFollowers: approves }).where(eq(users.id, userId));
}

/** A follow request of the author's, locked for the rest of the transaction; null: none such. */
export async function lockFollowRequest(db: Executor, userId: number, id: number) {
  const rows = await db
    .select({
      id: fediverseFollowers.id,
      actorUri: fediverseFollowers.actorUri,
      inbox: fediverseFollowers.inbox,
      sharedInbox: fediverseFollowers.sharedInbox,
      followId: fediverseFollowers.followId,
    })
    .from(fediverseFollowers)
    .where(
      and(
        eq(fediverseFollowers.id, id),
        eq(fediverseFollowers.userId, userId),
        eq(fediverseFollowers.pending, true),
      ),
    )
    .for('update');
  return rows[0] ?? null;
}

/** A request accepted: a follower now. */
export async function acceptFollowRequest(db: Executor, id: number): Promise<void> {
  await db.update(fediverseFollowers).set({ pending: false }).where(eq(fediverseFollowers.id, id));
}

export async function deleteFollowRequest(db: Executor, id: number): Promise<void> {
  await db.delete(fediverseFollowers).where(eq(fediverseFollowers.id, id));
}

/** Changes the user's follower figure by `delta` (a remote follow or unfollow). */
export async function addToFollowersCount(
  db: Executor,
  userId: number,
  delta: number,
): Promise<void> {
  await db
    .update(users)
    .set({ followersCount: sql`${users.followersCount} + ${delta}` })
    .where(eq(users.id, userId));
}

/** A page of the user's remote followers, in order of id after `afterId`. */
export async function listRemoteFollowers(
  db: Executor,
  userId: number,
  options: { afterId: number; limit: number },
): Promise<Array<RemoteFollower & { id: number }>> {
  return db
    .select({
      id: fediverseFollowers.id,
      actorUri: fediverseFollowers.actorUri,
      inbox: fediverseFollowers.inbox,
      sharedInbox: fediverseFollowers.sharedInbox,
      handle: fediverseFollowers.handle,
      name: fediverseFollowers.name,
      followId: fediverseFollowers.followId,
    })
    .from(fediverseFollowers)
    .where(
      and(
        eq(fediverseFollowers.userId, userId),
        eq(fediverseFollowers.pending, false),
        gt(fediverseFollowers.id, options.afterId),
      ),
    )
    .orderBy(asc(fediverseFollowers.id))
    .limit(options.limit);
}

export async function countRemoteFollowers(db: Executor, userId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(fediverseFollowers)
    .where(and(eq(fediverseFollowers.userId, userId), eq(fediverseFollowers.pending, false)));
  return rows[0]?.n ?? 0;
}

/** Users that are actors (for NodeInfo's usage). */
export async function countActors(db: Executor): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(users)
    .where(and(sql`${users.fediverseHandle} is not null`, isNull(users.deletedAt)));
  return rows[0]?.n ?? 0;
}

// Fedify's key-value store (fediverse/kvStore.ts): keys are their parts joined, values jsonb.

const live = (now: Date) => or(isNull(fedifyKv.expiresAt), gt(fedifyKv.expiresAt, now));

export async function kvGet(db: Executor, key: string, now: Date): Promise<unknown> {
  const rows = await db
    .select({ value: fedifyKv.value })
    .from(fedifyKv)
    .where(and(eq(fedifyKv.key, key), live(now)))
    .limit(1);
  return rows[0]?.value;
}

export async function kvSet(
  db: Executor,
  key: string,
  value: unknown,
  expiresAt: Date | null,
): Promise<void> {
  await db
    .insert(fedifyKv)
    .values({ key, value, expiresAt })
    .onConflictDoUpdate({ target: fedifyKv.key, set: { value, expiresAt } });
}

export async function kvDelete(db: Executor, key: string): Promise<void> {
  await db.delete(fedifyKv).where(eq(fedifyKv.key, key));
}

/** Entries whose key starts with `prefix` (LIKE's wildcards in it escaped), in key order. */
export async function kvList(
  db: Executor,
  prefix: string,
  now: Date,
): Promise<Array<{ key: string; value: unknown }>> {
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select({ key: fedifyKv.key, value: fedifyKv.value })
    .from(fedifyKv)
    .where(and(like(fedifyKv.key, `${escaped}%`), live(now)))
    .orderBy(asc(fedifyKv.key));
}

/** Drops expired entries (run now and then: reads already skip them). */
export async function kvPurgeExpired(db: Executor, now: Date): Promise<void> {
  await db.delete(fedifyKv).where(lte(fedifyKv.expiresAt, now));
}
