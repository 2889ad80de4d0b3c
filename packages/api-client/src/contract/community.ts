import { z } from 'zod/mini';
import { decodeIdCursor } from './cursor';
import {
  authorSummarySchema,
  idSchema,
  timestampSchema,
  userDetailsRequestSchema,
  wholeNumberSchema,
} from './entities';
import {
  COMMENT_TEXT_MAX,
  COMMUNITY_MAX_LIMIT,
  COMMUNITY_PAGE_SIZE,
  IDEMPOTENCY_KEY_PATTERN,
  OWN_REACTIONS_MAX,
  REWARD_MAX_COINS,
} from './limits';
import { SERVER_MESSAGES } from './messages';
import { reactionCountsSchema, reactionKindSchema } from './reactions';

/**
 * The community half (docs/adr/0015): comments, follows, coins and notifications. Every list is a
 * keyset page, newest first, whose cursor is the id of its last row (`encodeIdCursor`).
 */

const countSchema = z.number().check(z.int(), z.nonnegative());
/** Ledger and notification ids are `bigint` serials; JavaScript holds them exactly up to 2^53. */
const rowIdSchema = z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER));

/** The cursor and size of a community page (query string). */
const pageQuery = {
  limit: z._default(wholeNumberSchema(COMMUNITY_MAX_LIMIT), COMMUNITY_PAGE_SIZE),
  /** The previous page's `next_cursor`, unchanged. */
  cursor: z.optional(
    z.string().check(
      z.maxLength(100),
      z.refine((text) => decodeIdCursor(text) !== null, SERVER_MESSAGES.invalidCursor),
    ),
  ),
};
export const communityPageQuerySchema = z.object(pageQuery);
export type CommunityPageQuery = z.input<typeof communityPageQuerySchema>;

// Comments.

/** A comment's text: plain text (shown as text, never as HTML), trimmed, 1 to 2,000 characters. */
export const commentTextSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, SERVER_MESSAGES.commentEmpty),
    z.maxLength(COMMENT_TEXT_MAX, SERVER_MESSAGES.commentTooLong(COMMENT_TEXT_MAX)),
  );

/**
 * A fediverse account that wrote a comment (a reply from another server, docs/adr/0033): its
 * name, `@name@host` handle ('' when unknown), avatar (an absolute URL, null for none) and
 * profile page on its own server.
 */
export const remoteAuthorSchema = z.object({
  name: z.string(),
  handle: z.string(),
  avatar_url: z.nullable(z.string()),
  profile_url: z.string(),
});
export type RemoteAuthor = z.infer<typeof remoteAuthorSchema>;

/**
 * A visible comment on a published article. `updated_at` differs from `created_at` once edited.
 * A reply has the top-level comment of its thread as `parent_id` (threads are one level deep:
 * docs/adr/0025); a top-level comment has none, and counts its visible replies. Its writer is
 * either a reader of the site (`author`) or a fediverse account (`remote_author`): exactly one
 * of the two is set.
 */
export const commentSchema = z.object({
  id: idSchema,
  news_id: idSchema,
  text: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  author: z.nullable(authorSummarySchema),
  remote_author: z.nullable(remoteAuthorSchema),
  parent_id: z.nullable(idSchema),
  reply_count: countSchema,
  reactions: reactionCountsSchema,
});
export type Comment = z.infer<typeof commentSchema>;

/** The name a comment is shown under: its reader's, or its fediverse account's. */
export function commentWriterName(comment: Pick<Comment, 'author' | 'remote_author'>): string {
  return comment.author?.full_name ?? comment.remote_author?.name ?? '';
}

/** The site's reader who wrote a comment; null for a reply from the fediverse. */
export function commentWriterId(comment: Pick<Comment, 'author'>): number | null {
  return comment.author?.user_id ?? null;
}

export const commentsQuerySchema = z.object({ news_id: idSchema, ...pageQuery });
export type CommentsQuery = z.input<typeof commentsQuerySchema>;

export const addCommentRequestSchema = z.object({ news_id: idSchema, text: commentTextSchema });
export type AddCommentRequest = z.input<typeof addCommentRequestSchema>;

export const editCommentRequestSchema = z.object({ comment_id: idSchema, text: commentTextSchema });
export type EditCommentRequest = z.input<typeof editCommentRequestSchema>;

export const commentIdRequestSchema = z.object({ comment_id: idSchema });
export type CommentIdRequest = z.infer<typeof commentIdRequestSchema>;

/**
 * A reply to a comment: to a top-level comment, or to a reply (it joins the same thread); the
 * person replied to is told.
 */
export const replyRequestSchema = z.object({ comment_id: idSchema, text: commentTextSchema });
export type ReplyRequest = z.input<typeof replyRequestSchema>;

/** A thread's replies, oldest first (the order of the conversation), page by page. */
export const repliesQuerySchema = z.object({ comment_id: idSchema, ...pageQuery });
export type RepliesQuery = z.input<typeof repliesQuerySchema>;

// Reactions (docs/adr/0025).

/**
 * Give (`active: true`) or take back (`active: false`) one kind of reaction on an article.
 * Giving a kind already given, or taking back one not given, changes nothing (its own message).
 */
export const articleReactionRequestSchema = z.object({
  news_id: idSchema,
  kind: reactionKindSchema,
  active: z.boolean(),
});
export type ArticleReactionRequest = z.infer<typeof articleReactionRequestSchema>;

/** The same on a visible comment or reply. */
export const commentReactionRequestSchema = z.object({
  comment_id: idSchema,
  kind: reactionKindSchema,
  active: z.boolean(),
});
export type CommentReactionRequest = z.infer<typeof commentReactionRequestSchema>;

/** A target's counts after a reaction, and the kinds the caller has given it. */
export const reactionStateSchema = z.object({
  counts: reactionCountsSchema,
  mine: z.array(reactionKindSchema),
});
export type ReactionState = z.infer<typeof reactionStateSchema>;

export const ownReactionsQuerySchema = z.object({ news_id: idSchema });
export type OwnReactionsQuery = z.infer<typeof ownReactionsQuerySchema>;

/**
 * The kinds the caller gave an article and its comments (pages are rendered signed out, so the
 * reader's own reactions come apart from the counts). At most OWN_REACTIONS_MAX, newest first.
 */
export const ownReactionsSchema = z.object({
  article: z.array(reactionKindSchema),
  comments: z
    .array(z.object({ comment_id: idSchema, kinds: z.array(reactionKindSchema) }))
    .check(z.maxLength(OWN_REACTIONS_MAX)),
});
export type OwnReactions = z.infer<typeof ownReactionsSchema>;

// Follows.

/** Follow, unfollow and the follow status name the author: {user_id}. */
export const userIdRequestSchema = userDetailsRequestSchema;
export type UserIdRequest = z.infer<typeof userIdRequestSchema>;

/** Whether the caller follows the author now, and the author's follower count after the change. */
export const followStateSchema = z.object({
  user_id: idSchema,
  following: z.boolean(),
  followers_count: countSchema,
});
export type FollowState = z.infer<typeof followStateSchema>;

/** One row of a followers or following list: the other person, and since when. */
export const followEntrySchema = z.extend(authorSummarySchema, { followed_at: timestampSchema });
export type FollowEntry = z.infer<typeof followEntrySchema>;

export const followListQuerySchema = z.object({ user_id: idSchema, ...pageQuery });
export type FollowListQuery = z.input<typeof followListQuerySchema>;

// Coins.

/** Coins are whole: a reward is 1 to REWARD_MAX_COINS, never zero, negative or a fraction. */
export const coinAmountSchema = z
  .number(SERVER_MESSAGES.coinAmount(REWARD_MAX_COINS))
  .check(
    z.int(SERVER_MESSAGES.coinAmount(REWARD_MAX_COINS)),
    z.positive(SERVER_MESSAGES.coinAmount(REWARD_MAX_COINS)),
    z.lte(REWARD_MAX_COINS, SERVER_MESSAGES.coinAmount(REWARD_MAX_COINS)),
  );

/**
 * Reward an author: to whom, how much, for which article (optional), and a key the client makes
 * once per reward and sends again on every retry, so a retried request never charges twice.
 */
export const rewardRequestSchema = z.object({
  user_id: idSchema,
  amount: coinAmountSchema,
  news_id: z.optional(idSchema),
  idempotency_key: z
    .string()
    .check(z.regex(IDEMPOTENCY_KEY_PATTERN, SERVER_MESSAGES.idempotencyKey)),
});
export type RewardRequest = z.infer<typeof rewardRequestSchema>;

/**
 * A line of a wallet's history, as its owner sees it: coins in or out, of a grant (how coins
 * enter the system: docs/adr/0015) or a reward, with whom and for which article.
 */
export const walletEntrySchema = z.object({
  id: rowIdSchema,
  direction: z.enum(['in', 'out']),
  kind: z.enum(['grant', 'reward']),
  amount: z.number().check(z.int(), z.positive()),
  /** The other side of a reward; null for a grant. */
  counterparty: z.nullable(authorSummarySchema),
  article: z.nullable(z.object({ id: idSchema, title: z.string() })),
  created_at: timestampSchema,
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** What a reward answers: the ledger line as the sender sees it, and their balance after it. */
export const rewardResultSchema = z.object({ transfer: walletEntrySchema, balance: countSchema });
export type RewardResult = z.infer<typeof rewardResultSchema>;

// Notifications.

/**
 * `reply`: someone replied to the user's comment; its `comment_id` is the thread's top-level
 * comment, which the link opens.
 */
/**
 * `unpublished`: an editor unpublished the user's article; `note` holds the editor's reason.
 * Editorial review (docs/adr/0036), told to the writer: `review_note` (an editor's note, in
 * `note`), `changes_requested` (sent back, the note in `note`), `approved` (published or
 * scheduled by an editor).
 */
export const NOTIFICATION_KINDS = [
  'follow',
  'reward',
  'comment',
  'published',
  'reply',
  'unpublished',
  'review_note',
  'changes_requested',
  'approved',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/**
 * Something that happened to the signed-in user: who did it (`actor`), to what (`article`,
 * `comment_id`), how much (`amount`, rewards only), and whether it has been opened.
 */
export const notificationSchema = z.object({
  id: rowIdSchema,
  kind: notificationKindSchema,
  actor: authorSummarySchema,
  article: z.nullable(z.object({ id: idSchema, title: z.string() })),
  comment_id: z.nullable(idSchema),
  amount: z.nullable(z.number().check(z.int(), z.positive())),
  /** A moderator's reason (`unpublished`), an editor's note (`review_note`, `changes_requested`). */
  note: z.optional(z.nullable(z.string())),
  created_at: timestampSchema,
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationIdRequestSchema = z.object({ notification_id: rowIdSchema });
export type NotificationIdRequest = z.infer<typeof notificationIdRequestSchema>;

/** Marks the notifications a page shows read (the page opened): their ids, one page at most. */
export const notificationIdsRequestSchema = z.object({
  notification_ids: z.array(rowIdSchema).check(z.minLength(1), z.maxLength(COMMUNITY_MAX_LIMIT)),
});
export type NotificationIdsRequest = z.infer<typeof notificationIdsRequestSchema>;

export const unreadCountSchema = z.object({ unread_count: countSchema });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** Extra envelope fields of the community pages, beside `next_cursor`. */
export const commentsExtraSchema = { total: countSchema };
export const walletExtraSchema = { balance: countSchema };
export const notificationsExtraSchema = { unread_count: countSchema };
