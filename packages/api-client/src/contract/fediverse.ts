import { z } from 'zod/mini';
import { idSchema, timestampSchema } from './entities';

/**
 * An author's followers on the fediverse (docs/adr/0032): remote accounts that follow them, and
 * those waiting for their approval when they approve followers themselves.
 */

/** A remote account following the author, or asking to. */
export const remoteFollowerSchema = z.object({
  /** This follow's id (for Accept or Reject). */
  id: idSchema,
  /** The name their server gives ('' when it gives none). */
  name: z.string(),
  /** `@name@host` ('' when their server names none). */
  handle: z.string(),
  /** Their actor's address (their profile on their server). */
  url: z.string(),
  /** Waiting for the author's Accept or Reject: not a follower yet. */
  pending: z.boolean(),
  followed_at: timestampSchema,
});
export type RemoteFollower = z.infer<typeof remoteFollowerSchema>;

/** How many remote followers (and requests) the author's list shows, newest first. */
export const FEDIVERSE_FOLLOWERS_SHOWN = 200;

export const fediverseFollowersSchema = z.object({
  /** New follows wait for the author's approval (`manuallyApprovesFollowers`). */
  approves_followers: z.boolean(),
  /** Newest first, the pending ones among them; at most FEDIVERSE_FOLLOWERS_SHOWN. */
  followers: z.array(remoteFollowerSchema),
});
export type FediverseFollowers = z.infer<typeof fediverseFollowersSchema>;

export const fediverseApprovalRequestSchema = z.strictObject({ approve: z.boolean() });
export type FediverseApprovalRequest = z.infer<typeof fediverseApprovalRequestSchema>;

export const fediverseApprovalSchema = z.object({ approves_followers: z.boolean() });
export type FediverseApproval = z.infer<typeof fediverseApprovalSchema>;

/** Accept (true) or Reject (false) a pending follow. */
export const fediverseFollowAnswerRequestSchema = z.strictObject({
  follower_id: idSchema,
  accept: z.boolean(),
});
export type FediverseFollowAnswerRequest = z.infer<typeof fediverseFollowAnswerRequestSchema>;

export const fediverseFollowAnswerSchema = z.object({
  follower_id: idSchema,
  accepted: z.boolean(),
});
export type FediverseFollowAnswer = z.infer<typeof fediverseFollowAnswerSchema>;
