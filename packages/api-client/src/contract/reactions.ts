import { z } from 'zod/mini';
import { REACTION_KINDS } from './limits';
import { SERVER_MESSAGES } from './messages';

/**
 * Reactions on articles and comments (docs/adr/0025): a small fixed set of kinds, at most one of
 * each kind per reader and target, counted in the target's row.
 */

const countSchema = z.number().check(z.int(), z.nonnegative());

/** One of REACTION_KINDS; anything else is refused with the list of kinds. */
export const reactionKindSchema = z.enum(REACTION_KINDS, SERVER_MESSAGES.reactionKind);

/** How many readers gave each kind (every kind present, 0 when none). */
export const reactionCountsSchema = z.object({
  like: countSchema,
  unicorn: countSchema,
  insightful: countSchema,
  celebrate: countSchema,
});
export type ReactionCounts = z.infer<typeof reactionCountsSchema>;

/** No reaction yet: every kind at 0. */
export const noReactions = (): ReactionCounts => ({
  like: 0,
  unicorn: 0,
  insightful: 0,
  celebrate: 0,
});

/** Reads stored counts (a JSON object of kind to count) as every kind's count. */
export function toReactionCounts(stored: Partial<Record<string, unknown>> | null | undefined) {
  const counts = noReactions();
  for (const kind of REACTION_KINDS) {
    const value = Number(stored?.[kind] ?? 0);
    counts[kind] = Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  }
  return counts;
}
