import {
  createFederation,
  exportJwk,
  type Federation,
  generateCryptoKeyPair,
  importJwk,
  type Message,
} from '@fedify/fedify';
import {
  Accept,
  Announce,
  Create,
  Delete,
  Endpoints,
  Follow,
  Image,
  isActor,
  Like,
  Person,
  Reject,
  Undo,
  Update,
} from '@fedify/vocab';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { retryingTransaction } from '../db/retry';
import type { JobQueue } from '../jobs/queue';
import {
  addToFollowersCount,
  countActors,
  countRemoteFollowers,
  deleteRemoteFollower,
  findActor,
  findActorIdByHandle,
  insertKeyPair,
  insertRemoteFollower,
  type KeyKind,
  listKeyPairs,
  listRemoteFollowers,
} from './fediverseRepository';
import { createInboundService } from './inbound/inboundService';
import { DatabaseKvStore, JobMessageQueue } from './stores';

/** Where the federation answers (docs/adr/0032); everything else is the site's. */
export const FEDIVERSE_PATHS = {
  actor: '/ap/users/{identifier}',
  inbox: '/ap/users/{identifier}/inbox',
  sharedInbox: '/ap/inbox',
  outbox: '/ap/users/{identifier}/outbox',
  followers: '/ap/users/{identifier}/followers',
  following: '/ap/users/{identifier}/following',
  nodeInfo: '/nodeinfo/2.1',
} as const;

/** Remote followers per page of the followers collection. */
const FOLLOWERS_PAGE = 50;

export type Fediverse = Federation<null>;

export interface FediverseDependencies {
  db: Database;
  jobs: JobQueue;
  config: Pick<
    ServerConfig,
    'publicOrigin' | 'mediaBasePath' | 'production' | 'fediverseAllowPrivateAddress'
  >;
}

/** An actor identifier is a user id in decimal; anything else finds nobody. */
const userIdOf = (identifier: string): number | null =>
  /^[1-9][0-9]{0,9}$/.test(identifier) && Number(identifier) <= 2_147_483_647
    ? Number(identifier)
    : null;

const ALGORITHMS: Record<KeyKind, 'RSASSA-PKCS1-v1_5' | 'Ed25519'> = {
  rsa: 'RSASSA-PKCS1-v1_5',
  ed25519: 'Ed25519',
};

/**
 * The user's key pairs, RSA and Ed25519, made and stored at first need. Two processes making
 * them at once both insert-or-keep, then read: both use the one kept.
 */
async function keyPairsOf(
  db: Database,
  userId: number,
): Promise<Array<Awaited<ReturnType<typeof generateCryptoKeyPair>>>> {
  let stored = await listKeyPairs(db, userId);
  if (stored.length < 2) {
    for (const kind of ['rsa', 'ed25519'] as const) {
      if (stored.some((pair) => pair.kind === kind)) continue;
      const pair = await generateCryptoKeyPair(ALGORITHMS[kind]);
      await insertKeyPair(db, userId, {
        kind,
        publicKey: (await exportJwk(pair.publicKey)) as never,
        privateKey: (await exportJwk(pair.privateKey)) as never,
      });
    }
    stored = await listKeyPairs(db, userId);
  }
  return Promise.all(
    stored.map(async (pair) => ({
      publicKey: await importJwk(pair.publicKey as never, 'public'),
      privateKey: await importJwk(pair.privateKey as never, 'private'),
    })),
  );
}

/**
 * The site's federation (Fedify): its authors as Person actors, WebFinger, NodeInfo, and an
 * inbox that takes follows. It keeps no state of its own (the database does), so the server and
 * the job workers may each build one.
 */
export async function createFediverse(deps: FediverseDependencies): Promise<Fediverse> {
  const { db, jobs, config } = deps;
  const federation = createFederation<null>({
    kv: new DatabaseKvStore(db),
    queue: new JobMessageQueue(jobs),
    manuallyStartQueue: true,
    origin: config.publicOrigin,
    allowPrivateAddress: !config.production && config.fediverseAllowPrivateAddress,
  });
  const mediaUrl = (path: string) =>
    new URL(`${config.mediaBasePath}/${path}`, config.publicOrigin);

  federation
    .setActorDispatcher(FEDIVERSE_PATHS.actor, async (ctx, identifier) => {
      const userId = userIdOf(identifier);
      const actor = userId === null ? null : await findActor(db, userId);
      if (!actor) return null;
      const keys = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: actor.handle,
        name: actor.fullName,
        summary: actor.authorBio === '' ? null : actor.authorBio,
        url: new URL(`/profile/${actor.id}`, config.publicOrigin),
        icon: actor.profileImage
          ? new Image({ url: mediaUrl(actor.profileImage), mediaType: 'image/webp' })
          : null,
        inbox: ctx.getInboxUri(identifier),
        outbox: ctx.getOutboxUri(identifier),
        followers: ctx.getFollowersUri(identifier),
        following: ctx.getFollowingUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        manuallyApprovesFollowers: false,
        discoverable: true,
        publicKey: keys[0]?.cryptographicKey,
        assertionMethods: keys.map((key) => key.multikey),
      });
    })
    .mapHandle(async (_ctx, username) => {
      const userId = await findActorIdByHandle(db, username.toLowerCase());
      return userId === null ? null : String(userId);
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) => {
      const userId = userIdOf(identifier);
      if (userId === null || !(await findActor(db, userId))) return [];
      return keyPairsOf(db, userId);
    });

  federation
    .setFollowersDispatcher(FEDIVERSE_PATHS.followers, async (_ctx, identifier, cursor) => {
      const userId = userIdOf(identifier);
      if (userId === null || !(await findActor(db, userId))) return null;
      const afterId = cursor === null ? 0 : Number(cursor) || 0;
      const rows = await listRemoteFollowers(db, userId, {
        afterId,
        limit: FOLLOWERS_PAGE,
      });
      const last = rows.at(-1);
      return {
        items: rows.map((row) => ({
          id: new URL(row.actorUri),
          inboxId: new URL(row.inbox),
          endpoints: row.sharedInbox ? { sharedInbox: new URL(row.sharedInbox) } : null,
        })),
        nextCursor: rows.length === FOLLOWERS_PAGE && last ? String(last.id) : null,
      };
    })
    .setFirstCursor(() => '0')
    .setCounter(async (_ctx, identifier) => {
      const userId = userIdOf(identifier);
      return userId === null ? 0 : countRemoteFollowers(db, userId);
    });

  // Whom an author follows on the fediverse: nobody yet (readers follow remote accounts later).
  federation
    .setFollowingDispatcher(FEDIVERSE_PATHS.following, async (_ctx, identifier) => {
      const userId = userIdOf(identifier);
      if (userId === null || !(await findActor(db, userId))) return null;
      return { items: [] };
    })
    .setCounter(() => 0);

  // What an author sent: their articles, once they are sent (Create(Article), next).
  federation
    .setOutboxDispatcher(FEDIVERSE_PATHS.outbox, async (_ctx, identifier) => {
      const userId = userIdOf(identifier);
      if (userId === null || !(await findActor(db, userId))) return null;
      return { items: [] };
    })
    .setCounter(() => 0);

  federation.setNodeInfoDispatcher(FEDIVERSE_PATHS.nodeInfo, async () => {
    const actors = await countActors(db);
    return {
      software: { name: 'byline', version: '1.0.0', homepage: new URL(config.publicOrigin) },
      protocols: ['activitypub'],
      openRegistrations: true,
      usage: {
        users: { total: actors, activeHalfyear: actors, activeMonth: actors },
        localPosts: 0,
        localComments: 0,
      },
    };
  });

  const inbound = createInboundService({ db, publicOrigin: config.publicOrigin });
  federation
    .setInboxListeners(FEDIVERSE_PATHS.inbox, FEDIVERSE_PATHS.sharedInbox)
    .on(Follow, async (ctx, follow) => {
      if (!follow.id || !follow.actorId || !follow.objectId) return;
      const target = ctx.parseUri(follow.objectId);
      if (target?.type !== 'actor') return;
      const userId = userIdOf(target.identifier);
      if (userId === null || !(await findActor(db, userId))) return;
      const follower = await follow.getActor(ctx);
      if (!follower || !isActor(follower) || !follower.id || !follower.inboxId) return;
      // The activity's signer owns its actor (Fedify checked the key); the follower is that actor.
      if (follower.id.href !== follow.actorId.href) return;
      const host = follower.id.host;
      await retryingTransaction(db, async (tx) => {
        const added = await insertRemoteFollower(tx, userId, {
          actorUri: follower.id?.href ?? '',
          inbox: follower.inboxId?.href ?? '',
          sharedInbox: follower.endpoints?.sharedInbox?.href ?? null,
          handle: follower.preferredUsername ? `@${follower.preferredUsername}@${host}` : '',
          name: follower.name?.toString() ?? '',
          followId: follow.id?.href ?? null,
        });
        if (added) await addToFollowersCount(tx, userId, 1);
      });
      // Accepted, also when they followed already (their server may have missed the first).
      await ctx.sendActivity(
        { identifier: target.identifier },
        follower,
        new Accept({
          id: new URL(
            `#accepts/${encodeURIComponent(follow.id.href)}`,
            ctx.getActorUri(target.identifier),
          ),
          actor: ctx.getActorUri(target.identifier),
          object: follow,
        }),
      );
    })
    .on(Create, inbound.onCreate)
    .on(Update, inbound.onUpdate)
    .on(Delete, inbound.onDelete)
    .on(Like, inbound.onLike)
    .on(Announce, inbound.onAnnounce)
    .on(Accept, inbound.onAccept)
    .on(Reject, inbound.onReject)
    .on(Undo, async (ctx, undo) => {
      // A like's, a boost's or a reply's undo (docs/adr/0033); otherwise a follow's.
      if (await inbound.onUndo(ctx, undo)) return;
      const object = await undo.getObject(ctx);
      if (!(object instanceof Follow) || !object.objectId || !undo.actorId) return;
      // Only the follower may undo their follow.
      if (object.actorId?.href !== undo.actorId.href) return;
      const target = ctx.parseUri(object.objectId);
      if (target?.type !== 'actor') return;
      const userId = userIdOf(target.identifier);
      if (userId === null) return;
      const actorUri = undo.actorId.href;
      await retryingTransaction(db, async (tx) => {
        if (await deleteRemoteFollower(tx, userId, actorUri)) {
          await addToFollowersCount(tx, userId, -1);
        }
      });
    });

  return federation;
}

/** Runs one of Fedify's queued tasks (a job of the `fediverse` queue). */
export async function runFediverseTask(federation: Fediverse, message: unknown): Promise<void> {
  await federation.processQueuedTask(null, message as Message);
}

/** `/@handle`: the profile page of whoever holds or held the handle; null for nobody. */
export async function profilePathOfHandle(db: Database, handle: string): Promise<string | null> {
  const userId = await findActorIdByHandle(db, handle.toLowerCase());
  return userId === null ? null : `/profile/${userId}`;
}
