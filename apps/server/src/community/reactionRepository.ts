import {
  OWN_REACTIONS_MAX,
  type OwnReactions,
  type ReactionCounts,
  type ReactionKind,
  toReactionCounts,
} from '@byline/api-client/contract';
import { type AnyColumn, and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { articles, comments, reactions } from '../db/schema';
import { statusNow } from '../news/live';

/**
 * Reactions (docs/adr/0025): one row per reader, target and kind (two partial unique indexes, so
 * a second of the same kind is no row, also when two transactions write it at once), and the
 * counts in the target's row (`reaction_counts`), changed only when a row was written or deleted.
 */

/** The target of a reaction: an article, or one of its comments. */
export type ReactionTarget =
  | { kind: 'article'; articleId: number }
  | { kind: 'comment'; articleId: number; commentId: number };

/** Whether the reaction was written or deleted (false: it was already so), and the counts after. */
export interface ReactionChange {
  changed: boolean;
  counts: ReactionCounts;
}

/**
 * A live article, locked for its reactions' counts (every reaction on it writes its row, so they
 * take turns from the start rather than deadlock upgrading a shared lock); null when it is not
 * there or not live.
 */
export async function lockReactedArticle(tx: Executor, articleId: number): Promise<boolean> {
  const [article] = await tx
    .select({ status: articles.status, publishedAt: articles.publishedAt })
    .from(articles)
    .where(eq(articles.id, articleId))
    .for('update');
  return article !== undefined && statusNow(article) === 'published';
}

const targetOf = (target: ReactionTarget): SQL | undefined =>
  target.kind === 'article'
    ? and(eq(reactions.articleId, target.articleId), isNull(reactions.commentId))
    : eq(reactions.commentId, target.commentId);

/** `reaction_counts` with `kind` changed by `change` (never below 0). */
const recount = (column: AnyColumn, kind: ReactionKind, change: number) =>
  sql`jsonb_set(${column}, array[${kind}]::text[], to_jsonb(greatest(coalesce((${column} ->> ${kind})::integer, 0) + ${change}, 0)))`;

/** Changes the target's count of `kind` by `change`; answers the counts after it. */
async function changeCount(
  tx: Executor,
  target: ReactionTarget,
  kind: ReactionKind,
  change: number,
): Promise<ReactionCounts> {
  const [row] =
    target.kind === 'article'
      ? await tx
          .update(articles)
          .set({ reactionCounts: recount(articles.reactionCounts, kind, change) })
          .where(eq(articles.id, target.articleId))
          .returning({ counts: articles.reactionCounts })
      : await tx
          .update(comments)
          .set({ reactionCounts: recount(comments.reactionCounts, kind, change) })
          .where(eq(comments.id, target.commentId))
          .returning({ counts: comments.reactionCounts });
  return toReactionCounts(row?.counts);
}

/** The target's counts as stored. */
async function countsOf(tx: Executor, target: ReactionTarget): Promise<ReactionCounts> {
  const [row] =
    target.kind === 'article'
      ? await tx
          .select({ counts: articles.reactionCounts })
          .from(articles)
          .where(eq(articles.id, target.articleId))
      : await tx
          .select({ counts: comments.reactionCounts })
          .from(comments)
          .where(eq(comments.id, target.commentId));
  return toReactionCounts(row?.counts);
}

/** Gives a reaction: written and counted once; a second of the same kind changes nothing. */
export async function addReaction(
  tx: Executor,
  userId: number,
  target: ReactionTarget,
  kind: ReactionKind,
): Promise<ReactionChange> {
  const written = await tx
    .insert(reactions)
    .values({
      userId,
      articleId: target.articleId,
      commentId: target.kind === 'comment' ? target.commentId : null,
      kind,
    })
    .onConflictDoNothing()
    .returning({ kind: reactions.kind });
  if (written.length === 0) return { changed: false, counts: await countsOf(tx, target) };
  return { changed: true, counts: await changeCount(tx, target, kind, 1) };
}

/** Takes a reaction back: deleted and uncounted once; one not given changes nothing. */
export async function removeReaction(
  tx: Executor,
  userId: number,
  target: ReactionTarget,
  kind: ReactionKind,
): Promise<ReactionChange> {
  const deleted = await tx
    .delete(reactions)
    .where(and(eq(reactions.userId, userId), eq(reactions.kind, kind), targetOf(target)))
    .returning({ kind: reactions.kind });
  if (deleted.length === 0) return { changed: false, counts: await countsOf(tx, target) };
  return { changed: true, counts: await changeCount(tx, target, kind, -1) };
}

/** The kinds the user has given the target. */
export async function kindsGiven(
  db: Executor,
  userId: number,
  target: ReactionTarget,
): Promise<ReactionKind[]> {
  const rows = await db
    .select({ kind: reactions.kind })
    .from(reactions)
    .where(and(eq(reactions.userId, userId), targetOf(target)));
  return rows.map((row) => row.kind);
}

/**
 * The user's reactions on an article and its comments (one index range), newest first, at most
 * OWN_REACTIONS_MAX rows.
 */
export async function readerReactions(
  db: Executor,
  userId: number,
  articleId: number,
): Promise<OwnReactions> {
  const rows = await db
    .select({ commentId: reactions.commentId, kind: reactions.kind })
    .from(reactions)
    .where(and(eq(reactions.userId, userId), eq(reactions.articleId, articleId)))
    .orderBy(desc(reactions.createdAt))
    .limit(OWN_REACTIONS_MAX);
  const article: ReactionKind[] = [];
  const byComment = new Map<number, ReactionKind[]>();
  for (const row of rows) {
    if (row.commentId === null) {
      article.push(row.kind);
      continue;
    }
    const kinds = byComment.get(row.commentId) ?? [];
    kinds.push(row.kind);
    byComment.set(row.commentId, kinds);
  }
  return {
    article,
    comments: [...byComment].map(([commentId, kinds]) => ({ comment_id: commentId, kinds })),
  };
}
