import { randomUUID } from 'node:crypto';
import {
  encodeIdCursor,
  type FediversePost,
  type FollowedAccount,
  SERVER_MESSAGES,
} from '@byline/api-client/contract';
import {
  Announce,
  Create,
  Follow,
  isActor,
  Like,
  Note,
  PUBLIC_COLLECTION,
  Undo,
} from '@fedify/vocab';
import type { Database } from '../../db/client';
import { pageRequest } from '../../db/pagination';
import { retryingTransaction } from '../../db/retry';
import { refuse } from '../../http/errors';
import type { Fediverse } from '../federation';
import { actorFields } from '../inbound/inboundService';
import { upsertRemoteActor } from '../inbound/remoteRepository';
import {
  deleteFollowing,
  deletePostReaction,
  findFollowing,
  findTimelinePost,
  insertFollowing,
  insertPostReaction,
  listFollowing,
  listTimeline,
  toFollowedAccount,
} from './followingRepository';

/**
 * Readers follow fediverse accounts (docs/adr/0033). The reader's actor is their user's
 * (`/ap/users/{id}`); every activity goes out through Fedify's queue, signed with their keys.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A reply's text as the HTML of a Note: one paragraph per block, line breaks kept. */
const noteHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** A WebFinger answer's links: the `self` one of ActivityPub type names the actor. */
interface WebFingerLinks {
  links?: Array<{ rel?: string; type?: string; href?: string }>;
}

export function createFollowingService({
  db,
  federation,
  publicOrigin,
  plainHttpPeers = false,
}: {
  db: Database;
  federation: Fediverse;
  publicOrigin: string;
  /**
   * Development only (never in production, see config.ts): peers are asked over plain http too,
   * so two local sites served over http (docs/fediverse.md, the two-site e2e test) find each
   * other by handle. Fedify's WebFinger lookup asks over https alone, as the fediverse does.
   */
  plainHttpPeers?: boolean;
}) {
  const origin = new URL(publicOrigin);
  const context = () => federation.createContext(origin, null);
  type Context = ReturnType<typeof context>;

  /** The actor `address` (`@name@host`) names, found by WebFinger; null when none answers. */
  async function lookupHandle(ctx: Context, address: string) {
    const found = await ctx.lookupObject(address).catch(() => null);
    if (found || !plainHttpPeers) return found;
    const [, name, host] = /^@([^@]+)@([^@/?#]+)$/.exec(address) ?? [];
    if (!name || !host) return null;
    const resource = encodeURIComponent(`acct:${name}@${host}`);
    const answer = await fetch(`http://${host}/.well-known/webfinger?resource=${resource}`, {
      headers: { accept: 'application/jrd+json' },
      signal: AbortSignal.timeout(10_000),
    })
      .then((response) => (response.ok ? (response.json() as Promise<WebFingerLinks>) : null))
      .catch(() => null);
    const self = answer?.links?.find(
      (link) => link.rel === 'self' && link.type === 'application/activity+json' && link.href,
    );
    return self?.href ? ctx.lookupObject(self.href).catch(() => null) : null;
  }
  const activityId = (userId: number, kind: string) =>
    new URL(`/ap/users/${userId}/${kind}/${randomUUID()}`, origin);

  /** Follows the account `handle` names: found by WebFinger, a Follow sent, pending till Accept. */
  async function followRemote(userId: number, handle: string): Promise<FollowedAccount> {
    const address = handle.startsWith('@') ? handle : `@${handle}`;
    const host = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
    if (host === origin.host)
      refuse({ status: 400, message: SERVER_MESSAGES.remoteAccountIsLocal });
    const ctx = context();
    const actor = await lookupHandle(ctx, address);
    if (!actor || !isActor(actor) || !actor.id) {
      refuse({ status: 404, message: SERVER_MESSAGES.remoteAccountNotFound });
    }
    const fields = await actorFields(ctx, actor);
    if (!fields) refuse({ status: 404, message: SERVER_MESSAGES.remoteAccountNotFound });
    const followUri = activityId(userId, 'follows');
    const { accountId, added } = await retryingTransaction(db, async (tx) => {
      const id = await upsertRemoteActor(tx, fields);
      const inserted = await insertFollowing(tx, {
        userId,
        remoteActorId: id,
        followUri: followUri.href,
      });
      return { accountId: id, added: inserted };
    });
    const following = await findFollowing(db, userId, accountId);
    if (!following) throw new Error('the follow vanished');
    // Sent again when pending (their server may have missed the first); once accepted, kept.
    if (added || following.acceptedAt === null) {
      await ctx.sendActivity(
        { identifier: String(userId) },
        actor,
        new Follow({
          id: new URL(following.followUri),
          actor: ctx.getActorUri(String(userId)),
          object: actor.id,
        }),
      );
    }
    return toFollowedAccount(following);
  }

  /** Stops following: the row goes and an Undo(Follow) is sent. */
  async function unfollowRemote(userId: number, accountId: number): Promise<void> {
    const following = await findFollowing(db, userId, accountId);
    if (!following) refuse({ status: 404, message: SERVER_MESSAGES.remoteAccountNotFollowed });
    await retryingTransaction(db, (tx) => deleteFollowing(tx, userId, accountId));
    const ctx = context();
    const actor = ctx.getActorUri(String(userId));
    await ctx.sendActivity(
      { identifier: String(userId) },
      recipientOf(following),
      new Undo({
        id: activityId(userId, 'undos'),
        actor,
        object: new Follow({
          id: new URL(following.followUri),
          actor,
          object: new URL(following.uri),
        }),
      }),
    );
  }

  async function timeline(
    userId: number,
    query: { limit: number; cursor?: string | undefined },
  ): Promise<{ items: FediversePost[]; nextCursor: string | null }> {
    const page = await listTimeline(db, userId, pageRequest(query));
    return {
      items: page.items,
      nextCursor: page.nextCursor === null ? null : encodeIdCursor(page.nextCursor),
    };
  }

  async function postOf(userId: number, postId: number) {
    const found = await findTimelinePost(db, userId, postId);
    if (!found) refuse({ status: 404, message: SERVER_MESSAGES.remotePostNotFound });
    return found;
  }

  /** A reply to a followed account's post: a Note answering it, sent to its writer. */
  async function replyToRemote(userId: number, postId: number, text: string): Promise<void> {
    const { row } = await postOf(userId, postId);
    const ctx = context();
    const actor = ctx.getActorUri(String(userId));
    const note = new Note({
      id: activityId(userId, 'notes'),
      attribution: actor,
      content: noteHtml(text),
      replyTarget: new URL(row.postUri),
      to: new URL(row.uri),
      cc: PUBLIC_COLLECTION,
    });
    await ctx.sendActivity(
      { identifier: String(userId) },
      recipientOf(row),
      new Create({
        id: activityId(userId, 'creates'),
        actor,
        object: note,
        to: new URL(row.uri),
        cc: PUBLIC_COLLECTION,
      }),
    );
  }

  /** Likes or boosts a post (Like, Announce), or takes it back (Undo); answers the post. */
  async function reactToRemote(
    userId: number,
    postId: number,
    reaction: { kind: 'like' | 'boost'; active: boolean },
  ): Promise<FediversePost> {
    const { row } = await postOf(userId, postId);
    const kind = reaction.kind === 'like' ? 'like' : 'announce';
    const ctx = context();
    const actor = ctx.getActorUri(String(userId));
    const object = new URL(row.postUri);
    const make = (id: URL) =>
      kind === 'like'
        ? new Like({ id, actor, object })
        : new Announce({ id, actor, object, to: PUBLIC_COLLECTION, cc: new URL(row.uri) });
    if (reaction.active) {
      const id = activityId(userId, kind === 'like' ? 'likes' : 'announces');
      const added = await retryingTransaction(db, (tx) =>
        insertPostReaction(tx, { userId, postId, kind, activityUri: id.href }),
      );
      if (added) await ctx.sendActivity({ identifier: String(userId) }, recipientOf(row), make(id));
    } else {
      const sent = await retryingTransaction(db, (tx) =>
        deletePostReaction(tx, userId, postId, kind),
      );
      if (sent) {
        await ctx.sendActivity(
          { identifier: String(userId) },
          recipientOf(row),
          new Undo({ id: activityId(userId, 'undos'), actor, object: make(new URL(sent)) }),
        );
      }
    }
    return (await postOf(userId, postId)).post;
  }

  return {
    followRemote,
    unfollowRemote,
    listFollowing: (userId: number) => listFollowing(db, userId),
    timeline,
    replyToRemote,
    reactToRemote,
  };
}

/** Where an account's activities go: its inbox (its server's shared inbox when it has one). */
function recipientOf(account: { uri: string; inbox: string; sharedInbox: string | null }) {
  return {
    id: new URL(account.uri),
    inboxId: new URL(account.inbox),
    endpoints: account.sharedInbox ? { sharedInbox: new URL(account.sharedInbox) } : null,
  };
}

export type FollowingService = ReturnType<typeof createFollowingService>;
