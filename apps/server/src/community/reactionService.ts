import {
  type OwnReactions,
  type ReactionKind,
  type ReactionState,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
} from '@byline/api-client/contract';
import type { Database, Executor } from '../db/client';
import { retryingTransaction } from '../db/retry';
import { refuse } from '../http/errors';
import type { KeyedLimit } from '../limits/limitService';
import { lockComment } from './commentRepository';
import {
  addReaction,
  kindsGiven,
  lockReactedArticle,
  type ReactionTarget,
  readerReactions,
  removeReaction,
} from './reactionRepository';

/**
 * Reactions (docs/adr/0025): on a live article or a visible comment, one of each kind per reader.
 * Giving a kind again, or taking back one not given, changes nothing and says so; nothing is
 * counted twice, also under concurrent requests (the unique indexes and the target's row lock).
 */

/** A reaction change as the route answers it: the state after it, and what happened. */
export interface ReactionOutcome {
  state: ReactionState;
  message: string;
  /** The article reacted on, or the one the comment is on. */
  articleId: number;
}

const outcomeMessage = (active: boolean, changed: boolean): string => {
  if (active)
    return changed ? SUCCESS_MESSAGES.reactionAdded : SUCCESS_MESSAGES.reactionAlreadyGiven;
  return changed ? SUCCESS_MESSAGES.reactionRemoved : SUCCESS_MESSAGES.reactionNotGiven;
};

/** Gives or takes back `kind` on the target, after `lock` found it (404 otherwise). */
async function react(
  db: Database,
  reactionLimit: KeyedLimit,
  reaction: ReactionInput,
  lock: (tx: Executor) => Promise<ReactionTarget | null>,
  notFound: string,
): Promise<ReactionOutcome> {
  const { userId } = reaction;
  if (!(await reactionLimit.take(userId))) {
    refuse({ status: 429, message: SERVER_MESSAGES.reactionRateLimited });
  }
  return retryingTransaction(db, async (tx) => {
    const target = await lock(tx);
    if (!target) refuse({ status: 404, message: notFound });
    if (!target) throw new Error('refused above');
    const change = reaction.active
      ? await addReaction(tx, userId, target, reaction.kind)
      : await removeReaction(tx, userId, target, reaction.kind);
    return {
      state: { counts: change.counts, mine: await kindsGiven(tx, userId, target) },
      message: outcomeMessage(reaction.active, change.changed),
      articleId: target.articleId,
    };
  });
}

/** A reaction change: who, what kind, given or taken back. */
interface ReactionInput {
  userId: number;
  kind: ReactionKind;
  active: boolean;
}

/** A reaction on a live article; 404 for a draft, a scheduled or a missing one. */
export function reactToArticle(
  db: Database,
  reactionLimit: KeyedLimit,
  input: ReactionInput & { articleId: number },
): Promise<ReactionOutcome> {
  const target = async (tx: Executor): Promise<ReactionTarget | null> =>
    (await lockReactedArticle(tx, input.articleId))
      ? { kind: 'article', articleId: input.articleId }
      : null;
  return react(db, reactionLimit, input, target, SERVER_MESSAGES.articleNotFound);
}

/** A reaction on a visible comment or reply; 404 for a deleted, hidden or missing one. */
export function reactToComment(
  db: Database,
  reactionLimit: KeyedLimit,
  input: ReactionInput & { commentId: number },
): Promise<ReactionOutcome> {
  const target = async (tx: Executor): Promise<ReactionTarget | null> => {
    const comment = await lockComment(tx, input.commentId);
    return comment?.visible
      ? { kind: 'comment', articleId: comment.articleId, commentId: input.commentId }
      : null;
  };
  return react(db, reactionLimit, input, target, SERVER_MESSAGES.commentNotFound);
}

/** The caller's own reactions on an article and its comments (none on one they never saw). */
export function ownReactions(
  db: Executor,
  userId: number,
  articleId: number,
): Promise<OwnReactions> {
  return readerReactions(db, userId, articleId);
}
