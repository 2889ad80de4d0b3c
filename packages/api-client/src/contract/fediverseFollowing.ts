import { z } from 'zod/mini';
import { commentTextSchema, communityPageQuerySchema, remoteAuthorSchema } from './community';
import { idSchema, timestampSchema } from './entities';
import { SERVER_MESSAGES } from './messages';

/**
 * Readers following fediverse accounts (docs/adr/0033): follow one by its handle, see what it
 * sends in the "Following" view, reply to it, like and boost it.
 */

/** `@name@host` (the leading @ optional): a fediverse account's address. */
export const REMOTE_HANDLE_PATTERN =
  /^@?[a-z0-9_.-]{1,100}@[a-z0-9-]+(\.[a-z0-9-]+)*(:[0-9]{1,5})?$/i;

export const remoteHandleSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(300, SERVER_MESSAGES.invalidRemoteHandle),
    z.regex(REMOTE_HANDLE_PATTERN, SERVER_MESSAGES.invalidRemoteHandle),
  );

/** An account the caller follows: pending until its server accepts the follow. */
export const followedAccountSchema = z.extend(remoteAuthorSchema, {
  id: idSchema,
  status: z.enum(['pending', 'accepted']),
  followed_at: timestampSchema,
});
export type FollowedAccount = z.infer<typeof followedAccountSchema>;

export const followRemoteRequestSchema = z.object({ handle: remoteHandleSchema });
export type FollowRemoteRequest = z.input<typeof followRemoteRequestSchema>;

export const unfollowRemoteRequestSchema = z.object({ account_id: idSchema });
export type UnfollowRemoteRequest = z.input<typeof unfollowRemoteRequestSchema>;

/**
 * An article or note a followed account sent, newest first in the "Following" view: its HTML
 * sanitised by the site's policy; `liked` and `boosted` are the caller's.
 */
export const fediversePostSchema = z.object({
  id: idSchema,
  account: z.extend(remoteAuthorSchema, { id: idSchema }),
  kind: z.enum(['article', 'note']),
  title: z.string(),
  content: z.string(),
  url: z.string(),
  published_at: timestampSchema,
  updated_at: timestampSchema,
  liked: z.boolean(),
  boosted: z.boolean(),
});
export type FediversePost = z.infer<typeof fediversePostSchema>;

export const followingTimelineQuerySchema = communityPageQuerySchema;
export type FollowingTimelineQuery = z.input<typeof followingTimelineQuerySchema>;

/** A reply to a followed account's post: a comment's text, sent to it as a Note. */
export const replyToRemoteRequestSchema = z.object({ post_id: idSchema, text: commentTextSchema });
export type ReplyToRemoteRequest = z.input<typeof replyToRemoteRequestSchema>;

/** Like or boost a followed account's post (`active` false takes it back). */
export const reactToRemoteRequestSchema = z.object({
  post_id: idSchema,
  kind: z.enum(['like', 'boost'], SERVER_MESSAGES.remoteReactionKind),
  active: z.boolean(),
});
export type ReactToRemoteRequest = z.input<typeof reactToRemoteRequestSchema>;
