import type { Context } from '@fedify/fedify';
import {
  type Accept,
  type Actor,
  Announce,
  type Object as APObject,
  Article,
  Create,
  type Delete,
  isActor,
  Like,
  Note,
  type Reject,
  type Undo,
  type Update,
} from '@fedify/vocab';
import {
  deleteComment as deleteVisibleComment,
  lockComment,
  updateCommentText,
} from '../../community/commentRepository';
import type { Database, Executor } from '../../db/client';
import { retryingTransaction } from '../../db/retry';
import { sanitizeArticleHtml } from '../../sanitize/html';
import { toPlainText } from '../../sanitize/text';
import {
  acceptFollowing,
  deletePost,
  insertPost,
  isFollowedAccount,
  rejectFollowing,
  updatePost,
} from '../following/followingRepository';
import {
  addArticleReaction,
  deleteHiddenComment,
  findRemoteActorId,
  findRemoteComment,
  insertRemoteComment,
  isLiveArticle,
  type RemoteActorFields,
  type RemoteReactionKind,
  removeArticleReaction,
  upsertRemoteActor,
} from './remoteRepository';
import { remoteHtmlToCommentText } from './remoteText';

/**
 * What the inbox does with replies, likes and boosts from the fediverse (docs/adr/0033): a Note
 * answering an article of the site (or one of its fediverse replies) becomes a comment with a
 * remote writer; Like and Announce of an article are counted once per account; Update, Delete and
 * Undo are honoured for whoever sent the original. Fedify has verified the signature and that the
 * signer is the activity's actor before any of this runs.
 */

/** The longest name kept of a remote account (a display name, not a biography). */
const REMOTE_NAME_MAX = 100;
/** The longest title and HTML kept of a followed account's post (longer ones are cut). */
const REMOTE_TITLE_MAX = 300;
const REMOTE_CONTENT_MAX = 100_000;

/** A followed account's post as the "Following" view keeps it: sanitised, size-limited. */
function keptPost(object: Note | Article) {
  const html = object.content?.toString() ?? '';
  const url = object.url instanceof URL ? object.url : (object.url?.href ?? null);
  return {
    title: toPlainText(object.name?.toString() ?? '').slice(0, REMOTE_TITLE_MAX),
    content: sanitizeArticleHtml(html.slice(0, REMOTE_CONTENT_MAX)),
    url: webUrl(url) ?? object.id?.href ?? '',
  };
}

type Ctx = Context<null>;

/** Fedify's loaders of the context, errors of a fetch answered as nothing. */
const loaders = (ctx: Ctx) => ({
  documentLoader: ctx.documentLoader,
  contextLoader: ctx.contextLoader,
  suppressError: true,
});

export interface InboundDependencies {
  db: Database;
  publicOrigin: string;
}

/** An http(s) URL as text; null for anything else (no `javascript:` in an href). */
function webUrl(value: URL | { href: URL | null } | null | undefined): string | null {
  const url = value instanceof URL ? value : (value?.href ?? null);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
}

/** What the site keeps of an account: its name, handle, avatar, profile page and inboxes. */
export async function actorFields(ctx: Ctx, actor: Actor): Promise<RemoteActorFields | null> {
  if (!actor.id || !actor.inboxId) return null;
  const icon = await actor.getIcon(loaders(ctx)).catch(() => null);
  const username = actor.preferredUsername?.toString() ?? '';
  return {
    uri: actor.id.href,
    handle: username ? `@${toPlainText(username).slice(0, REMOTE_NAME_MAX)}@${actor.id.host}` : '',
    name: toPlainText(actor.name?.toString() ?? '').slice(0, REMOTE_NAME_MAX),
    avatarUrl: webUrl(icon?.url instanceof URL ? icon.url : (icon?.url ?? null)),
    profileUrl: webUrl(actor.url instanceof URL ? actor.url : (actor.url ?? null)) ?? actor.id.href,
    inbox: actor.inboxId.href,
    sharedInbox: actor.endpoints?.sharedInbox?.href ?? null,
  };
}

/** The activity's actor, fetched (and cached by Fedify); null when it is not one. */
async function senderOf(
  ctx: Ctx,
  activity: Create | Like | Announce,
): Promise<RemoteActorFields | null> {
  if (!activity.actorId) return null;
  const actor = await activity.getActor(ctx).catch(() => null);
  if (!actor || !isActor(actor) || actor.id?.href !== activity.actorId.href) return null;
  return actorFields(ctx, actor);
}

export function createInboundService({ db, publicOrigin }: InboundDependencies) {
  const origin = new URL(publicOrigin).origin;

  /** The article an id or page URL of this site names: `/ap/articles/{id}` or `/article/{id}`. */
  const articleIdOf = (uri: URL | null): number | null => {
    if (!uri || uri.origin !== origin) return null;
    const match = /^\/(?:ap\/articles|article)\/([1-9][0-9]{0,9})\/?$/.exec(uri.pathname);
    const id = match ? Number(match[1]) : null;
    return id !== null && id <= 2_147_483_647 ? id : null;
  };

  /**
   * Where a reply goes: an article of the site (a top-level comment), or a fediverse reply
   * already stored (then the same thread, threads being one level deep); null: not ours.
   */
  async function replyTarget(
    tx: Executor,
    inReplyTo: URL | null,
  ): Promise<{ articleId: number; parentId: number | null } | null> {
    if (!inReplyTo) return null;
    const articleId = articleIdOf(inReplyTo);
    if (articleId !== null) return { articleId, parentId: null };
    const comment = await findRemoteComment(tx, inReplyTo.href);
    if (!comment) return null;
    const thread = await lockComment(tx, comment.parentId ?? comment.id);
    if (!thread?.visible) return null;
    return { articleId: comment.articleId, parentId: comment.parentId ?? comment.id };
  }

  /** A Note (or Article) written by the activity's actor: its id and text; null otherwise. */
  function ownNote(activity: Create | Update, object: APObject | null) {
    if (!(object instanceof Note || object instanceof Article) || !object.id) return null;
    if (object.attributionId?.href !== activity.actorId?.href) return null;
    return { id: object.id, text: remoteHtmlToCommentText(object.content?.toString() ?? '') };
  }

  /** Create(Note) answering an article of the site, or one of its fediverse replies. */
  async function onCreate(ctx: Ctx, create: Create): Promise<void> {
    const object = await create.getObject(ctx).catch(() => null);
    const note = ownNote(create, object);
    if (!note || !(object instanceof Note || object instanceof Article)) return;
    const inReplyTo = object.replyTargetId;
    if (!inReplyTo) {
      await keepFollowedPost(ctx, create, object);
      return;
    }
    if (note.text === '') return;
    // Not a reply to this site: nothing to fetch.
    if (inReplyTo.origin !== origin && !(await findRemoteComment(db, inReplyTo.href))) return;
    const sender = await senderOf(ctx, create);
    if (!sender) return;
    await retryingTransaction(db, async (tx) => {
      const target = await replyTarget(tx, inReplyTo);
      if (!target || !(await isLiveArticle(tx, target.articleId))) return;
      const remoteActorId = await upsertRemoteActor(tx, sender);
      await insertRemoteComment(tx, {
        ...target,
        remoteActorId,
        objectUri: note.id.href,
        text: note.text,
      });
    });
  }

  /**
   * A post (not a reply) from an account a reader of the site follows: kept for their
   * "Following" view.
   */
  async function keepFollowedPost(ctx: Ctx, create: Create, object: Note | Article) {
    const actorUri = create.actorId?.href;
    if (!actorUri || !object.id || !(await isFollowedAccount(db, actorUri))) return;
    const sender = await senderOf(ctx, create);
    if (!sender) return;
    const published = object.published ? new Date(object.published.epochMilliseconds) : new Date();
    const objectUri = object.id.href;
    await retryingTransaction(db, async (tx) => {
      const remoteActorId = await upsertRemoteActor(tx, sender);
      await insertPost(tx, {
        uri: objectUri,
        remoteActorId,
        kind: object instanceof Article ? 'article' : 'note',
        publishedAt: published,
        ...keptPost(object),
      });
    });
  }

  /** Update(Note or Article): a reply's new text, or a kept post's, when its writer sent it. */
  async function onUpdate(ctx: Ctx, update: Update): Promise<void> {
    const object = await update.getObject(ctx).catch(() => null);
    const note = ownNote(update, object);
    if (!note || !(object instanceof Note || object instanceof Article)) return;
    const actorUri = update.actorId?.href ?? '';
    if (
      await retryingTransaction(db, (tx) =>
        updatePost(tx, note.id.href, actorUri, keptPost(object)),
      )
    ) {
      return;
    }
    if (note.text === '') return;
    await retryingTransaction(db, async (tx) => {
      const comment = await findRemoteComment(tx, note.id.href);
      if (!comment || comment.remoteActorUri !== update.actorId?.href) return;
      await updateCommentText(tx, comment.id, note.text);
    });
  }

  /** Takes down the reply an object id names, when `actorUri` wrote it. */
  async function removeReply(tx: Executor, objectUri: string, actorUri: string): Promise<boolean> {
    const comment = await findRemoteComment(tx, objectUri);
    if (!comment || comment.remoteActorUri !== actorUri) return false;
    const locked = await lockComment(tx, comment.id);
    if (!locked) return false;
    if (locked.visible) await deleteVisibleComment(tx, comment.id, locked);
    else await deleteHiddenComment(tx, comment.id);
    return true;
  }

  /** Delete (of a Note, or its Tombstone): the reply goes, when its writer deleted it. */
  async function onDelete(_ctx: Ctx, deleted: Delete): Promise<void> {
    const objectUri = deleted.objectId?.href;
    const actorUri = deleted.actorId?.href;
    if (!objectUri || !actorUri) return;
    await retryingTransaction(
      db,
      async (tx) =>
        (await deletePost(tx, objectUri, actorUri)) || removeReply(tx, objectUri, actorUri),
    );
  }

  /** Accept of a reader's follow: it is no longer pending. */
  async function onAccept(_ctx: Ctx, accept: Accept): Promise<void> {
    const followUri = accept.objectId?.href;
    const actorUri = accept.actorId?.href;
    if (!followUri || !actorUri) return;
    await retryingTransaction(db, (tx) => acceptFollowing(tx, followUri, actorUri));
  }

  /** Reject of a reader's follow: they do not follow that account. */
  async function onReject(_ctx: Ctx, reject: Reject): Promise<void> {
    const followUri = reject.objectId?.href;
    const actorUri = reject.actorId?.href;
    if (!followUri || !actorUri) return;
    await retryingTransaction(db, (tx) => rejectFollowing(tx, followUri, actorUri));
  }

  /** Like and Announce of a live article: counted once per account. */
  async function react(ctx: Ctx, activity: Like | Announce, kind: RemoteReactionKind) {
    const articleId = articleIdOf(activity.objectId);
    if (articleId === null || !activity.id) return;
    if (!(await isLiveArticle(db, articleId))) return;
    const sender = await senderOf(ctx, activity);
    if (!sender) return;
    const activityUri = activity.id.href;
    await retryingTransaction(db, async (tx) => {
      const remoteActorId = await upsertRemoteActor(tx, sender);
      await addArticleReaction(tx, { articleId, remoteActorId, kind, activityUri });
    });
  }

  /**
   * Undo of a Like, an Announce or a reply's Create, by whoever sent it; answers false when it
   * names none of those (a Follow's Undo is the federation's own).
   */
  async function onUndo(ctx: Ctx, undo: Undo): Promise<boolean> {
    const actorUri = undo.actorId?.href;
    const undone = undo.objectId;
    if (!actorUri || !undone) return false;
    const remoteActorId = await findRemoteActorId(db, actorUri);
    if (remoteActorId === null) return false;
    const handled = await retryingTransaction(db, (tx) =>
      removeArticleReaction(tx, remoteActorId, { activityUri: undone.href }),
    );
    if (handled) return true;
    // The undone activity embedded: a Like or Announce named by its article, or a Create.
    const object = await undo.getObject(loaders(ctx)).catch(() => null);
    if (object instanceof Like || object instanceof Announce) {
      const articleId = articleIdOf(object.objectId);
      if (articleId === null || object.actorId?.href !== actorUri) return false;
      const kind = object instanceof Like ? 'like' : 'announce';
      return retryingTransaction(db, (tx) =>
        removeArticleReaction(tx, remoteActorId, { articleId, kind }),
      );
    }
    const created = object instanceof Create ? object.objectId : null;
    if (!created) return false;
    return retryingTransaction(db, (tx) => removeReply(tx, created.href, actorUri));
  }

  return {
    onCreate,
    onUpdate,
    onDelete,
    onLike: (ctx: Ctx, like: Like) => react(ctx, like, 'like'),
    onAnnounce: (ctx: Ctx, announce: Announce) => react(ctx, announce, 'announce'),
    onUndo,
    onAccept,
    onReject,
  };
}

export type InboundService = ReturnType<typeof createInboundService>;
