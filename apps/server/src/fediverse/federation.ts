import { articleTags, PAGE_PATHS, withSourceMarker } from '@byline/api-client/contract';
import {
  type Context,
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
  Article,
  Create,
  Delete,
  Endpoints,
  Follow,
  Hashtag,
  Image,
  isActor,
  Like,
  Person,
  PUBLIC_COLLECTION,
  Reject,
  Tombstone,
  Undo,
  Update,
} from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { retryingTransaction } from '../db/retry';
import { withAbsoluteUrls } from '../feeds/feedService';
import type { JobQueue } from '../jobs/queue';
import type { ArticleActivityJob, FollowAnswerJob } from './articleActivities';
import { isBlockedHost } from './blocklist';
import {
  countLiveArticlesOf,
  type FediverseArticleRow,
  findLiveActorArticle,
  listBlockedDomains,
  listDeliveryFollowers,
  listLiveArticlesOf,
} from './fediverseArticleRepository';
import {
  addToFollowersCount,
  countActors,
  countRemoteFollowers,
  deleteRemoteFollower,
  findActor,
  findActorIdByHandle,
  findRemoteFollowerState,
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
  article: '/ap/articles/{id}',
} as const;

/** Articles in the outbox collection: the newest ones (older ones stay at their addresses). */
const OUTBOX_ARTICLES = 50;

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

/** Fedify's times: the Temporal polyfill it uses, typed as the standard's (temporal-spec). */
type Instant = NonNullable<ConstructorParameters<typeof Article>[0]['published']>;
const instant = (date: Date): Instant =>
  Temporal.Instant.fromEpochMilliseconds(date.getTime()) as unknown as Instant;

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
  const articles = articleObjects(config);

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
        manuallyApprovesFollowers: actor.approvesFollowers,
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

  // An author's live articles, each as the Create that sent it (the newest ones).
  federation
    .setOutboxDispatcher(FEDIVERSE_PATHS.outbox, async (ctx, identifier) => {
      const userId = userIdOf(identifier);
      if (userId === null || !(await findActor(db, userId))) return null;
      const rows = await listLiveArticlesOf(db, userId, OUTBOX_ARTICLES);
      return {
        items: rows.map((row) => {
          const object = articles.object(ctx, row);
          return new Create({
            id: new URL('#create', object.id ?? undefined),
            actor: object.attributionId,
            to: PUBLIC_COLLECTION,
            cc: ctx.getFollowersUri(identifier),
            object,
            published: instant(row.publishedAt),
          });
        }),
      };
    })
    .setCounter(async (_ctx, identifier) => {
      const userId = userIdOf(identifier);
      return userId === null ? 0 : countLiveArticlesOf(db, userId);
    });

  // A live article of an actor; anything else is not found (a removed one: 410, routes/fediverse).
  federation.setObjectDispatcher(Article, FEDIVERSE_PATHS.article, async (ctx, values) => {
    const id = userIdOf(values.id);
    const row = id === null ? null : await findLiveActorArticle(db, id);
    return row ? articles.object(ctx, row) : null;
  });

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
      const author = userId === null ? null : await findActor(db, userId);
      if (userId === null || !author) return;
      const follower = await follow.getActor(ctx);
      if (!follower || !isActor(follower) || !follower.id || !follower.inboxId) return;
      // The activity's signer owns its actor (Fedify checked the key); the follower is that actor.
      if (follower.id.href !== follow.actorId.href) return;
      const host = follower.id.host;
      const state = await retryingTransaction(db, async (tx) => {
        const known = await findRemoteFollowerState(tx, userId, follower.id?.href ?? '');
        if (known) return known.pending ? 'waiting' : 'following';
        // An author who approves followers keeps the follow as a request: no count, no Accept.
        const pending = author.approvesFollowers;
        const added = await insertRemoteFollower(tx, userId, {
          actorUri: follower.id?.href ?? '',
          inbox: follower.inboxId?.href ?? '',
          sharedInbox: follower.endpoints?.sharedInbox?.href ?? null,
          handle: follower.preferredUsername ? `@${follower.preferredUsername}@${host}` : '',
          name: follower.name?.toString() ?? '',
          followId: follow.id?.href ?? null,
          pending,
        });
        if (added && !pending) await addToFollowersCount(tx, userId, 1);
        return pending ? 'waiting' : 'following';
      });
      if (state === 'waiting') return;
      // Accepted, also when they followed already (their server may have missed the first).
      await ctx.sendActivity(
        { identifier: target.identifier },
        follower,
        followAnswer(ctx, target.identifier, follow, true),
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
        const removed = await deleteRemoteFollower(tx, userId, actorUri);
        // A request withdrawn was never counted.
        if (removed && !removed.pending) await addToFollowersCount(tx, userId, -1);
      });
    });

  return federation;
}

/** The author's Accept or Reject of a Follow (its id derived from the Follow's: the same on a retry). */
function followAnswer(
  ctx: Context<null>,
  identifier: string,
  follow: Follow | URL,
  accept: boolean,
) {
  const followId = follow instanceof URL ? follow : follow.id;
  const actor = ctx.getActorUri(identifier);
  const id = new URL(
    `#${accept ? 'accepts' : 'rejects'}/${encodeURIComponent(followId?.href ?? '')}`,
    actor,
  );
  return accept
    ? new Accept({ id, actor, object: follow })
    : new Reject({ id, actor, object: follow });
}

/**
 * A `fediverse-follow-answer` job: the author's Accept or Reject of a follow request, sent to
 * the one who asked (Fedify queues the delivery and retries it).
 */
export async function sendFollowAnswer(
  federation: Fediverse,
  deps: Pick<FediverseDependencies, 'config'>,
  job: FollowAnswerJob,
): Promise<void> {
  const ctx = federation.createContext(new URL(deps.config.publicOrigin), null);
  const identifier = String(job.authorId);
  const follow = job.followId
    ? new Follow({
        id: new URL(job.followId),
        actor: new URL(job.actorUri),
        object: ctx.getActorUri(identifier),
      })
    : new Follow({ actor: new URL(job.actorUri), object: ctx.getActorUri(identifier) });
  await ctx.sendActivity(
    { identifier },
    {
      id: new URL(job.actorUri),
      inboxId: new URL(job.inbox),
      endpoints: job.sharedInbox ? { sharedInbox: new URL(job.sharedInbox) } : null,
    },
    followAnswer(ctx, identifier, follow, job.accept),
  );
}

/** How articles look on the fediverse: `Article` objects with the page's text. */
function articleObjects(config: FediverseDependencies['config']) {
  const siteUrl = (path: string) => new URL(path, config.publicOrigin);
  return {
    object(ctx: Context<null>, row: FediverseArticleRow): Article {
      const author = String(row.authorId);
      // An edit after publication shows as such; a first publication has no `updated`.
      const edited = row.updatedAt.getTime() > row.publishedAt.getTime();
      return new Article({
        id: ctx.getObjectUri(Article, { id: String(row.id) }),
        attribution: ctx.getActorUri(author),
        name: row.title,
        summary: row.description.trim() === '' ? null : row.description,
        content: withAbsoluteUrls(row.content, config.publicOrigin),
        // The page people open from their timeline: marked, so its views count as the fediverse's.
        url: siteUrl(withSourceMarker(PAGE_PATHS.article(row.id), 'fediverse')),
        published: instant(row.publishedAt),
        updated: edited ? instant(row.updatedAt) : null,
        to: PUBLIC_COLLECTION,
        cc: ctx.getFollowersUri(author),
        attachments: row.imagePath
          ? [
              new Image({
                url: siteUrl(`${config.mediaBasePath}/${row.imagePath}`),
                mediaType: 'image/webp',
                name: row.imageAlt.trim() === '' ? null : row.imageAlt,
              }),
            ]
          : [],
        tags: articleTags(row.keywords).map(
          (tag) =>
            new Hashtag({
              href: siteUrl(PAGE_PATHS.tag(tag.slug)),
              name: `#${tag.name.replace(/\s+/g, '')}`,
            }),
        ),
      });
    },
  };
}

/**
 * A `fediverse-article` job: the Create, Update or Delete of an article sent to its author's
 * followers, one delivery per inbox (shared inboxes preferred), none to a blocked domain.
 * Fedify queues the deliveries and retries each. A Create or Update of an article no longer
 * live sends nothing (its Delete follows or went); an author who is no actor sends nothing.
 */
export async function sendArticleActivity(
  federation: Fediverse,
  deps: Pick<FediverseDependencies, 'db' | 'config'>,
  job: ArticleActivityJob,
): Promise<void> {
  const { db, config } = deps;
  if (!(await findActor(db, job.authorId))) return;
  const blocked = await listBlockedDomains(db);
  const allowed = (url: string | null) =>
    url === null || !isBlockedHost(new URL(url).host, blocked);
  const recipients = (await listDeliveryFollowers(db, job.authorId))
    .filter((row) => allowed(row.actorUri) && allowed(row.inbox) && allowed(row.sharedInbox))
    .map((row) => ({
      id: new URL(row.actorUri),
      inboxId: new URL(row.inbox),
      endpoints: row.sharedInbox ? { sharedInbox: new URL(row.sharedInbox) } : null,
    }));
  if (recipients.length === 0) return;
  const ctx = federation.createContext(new URL(config.publicOrigin), null);
  const author = String(job.authorId);
  const actor = ctx.getActorUri(author);
  const articleUri = ctx.getObjectUri(Article, { id: String(job.articleId) });
  const audience = { to: PUBLIC_COLLECTION, cc: ctx.getFollowersUri(author) };
  let activity: Create | Update | Delete;
  if (job.kind === 'delete') {
    activity = new Delete({
      id: new URL(`#delete-${job.at}`, articleUri),
      actor,
      ...audience,
      object: new Tombstone({ id: articleUri, deleted: instant(new Date(job.at)) }),
    });
  } else {
    const row = await findLiveActorArticle(db, job.articleId);
    if (row?.authorId !== job.authorId) return;
    const object = articleObjects(config).object(ctx, row);
    activity =
      job.kind === 'create'
        ? new Create({
            id: new URL(`#create-${job.at}`, articleUri),
            actor,
            ...audience,
            object,
            published: instant(row.publishedAt),
          })
        : new Update({
            id: new URL(`#update-${job.at}`, articleUri),
            actor,
            ...audience,
            object,
            updated: instant(row.updatedAt),
          });
  }
  await ctx.sendActivity({ identifier: author }, recipients, activity, {
    preferSharedInbox: true,
  });
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
