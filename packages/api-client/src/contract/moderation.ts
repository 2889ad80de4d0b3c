import { z } from 'zod/mini';
import { communityPageQuerySchema } from './community';
import { idSchema, mediaPathSchema, timestampSchema } from './entities';
import { MODERATION_MESSAGES } from './moderationMessages';
import type { Role } from './roleNames';
import type { Refusal } from './rules';

export { MODERATION_MESSAGES } from './moderationMessages';

const countSchema = z.number().check(z.int(), z.nonnegative());

/**
 * Moderation (docs/roles.md, docs/adr/0037): readers report, editors act on the queue, every
 * action is logged, and a reader may block another account. One module for its shapes, its
 * short lists and its limits; the server and the mocks answer by the same rules.
 */

/** What can be reported. */
export const REPORT_TARGETS = ['comment', 'article', 'profile'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const reportTargetSchema = z.enum(REPORT_TARGETS);

/** Why: a short list, in the order the dialog shows it. */
export const REPORT_REASONS = ['spam', 'harassment', 'misinformation', 'hate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The longest note a reporter adds, and the longest reason a moderator gives. */
export const REPORT_NOTE_MAX = 500;
export const MODERATION_REASON_MAX = 500;
/** Reports one account may send in an hour (a flood is refused 429). */
export const REPORT_RATE_LIMIT = 20;
export const REPORT_RATE_WINDOW_MS = 60 * 60 * 1000;
/** The notes a queue entry shows (the newest). */
export const QUEUE_NOTES_SHOWN = 3;

const noteSchema = z.string().check(z.trim(), z.maxLength(REPORT_NOTE_MAX));
const moderationReasonSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, MODERATION_MESSAGES.reasonRequired),
    z.maxLength(MODERATION_REASON_MAX),
  );

export const reportRequestSchema = z.object({
  target_type: reportTargetSchema,
  target_id: idSchema,
  reason: z.enum(REPORT_REASONS, MODERATION_MESSAGES.invalidReason),
  note: z.optional(noteSchema),
});
export type ReportRequest = z.input<typeof reportRequestSchema>;

/** A report as its reporter sees it after sending (a second one updates the first). */
export const reportSchema = z.object({
  target_type: reportTargetSchema,
  target_id: idSchema,
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  updated: z.boolean(),
});
export type Report = z.infer<typeof reportSchema>;

/** A reporter may not report themselves (their profile). */
export function refuseOwnReport(
  callerId: number,
  target: { target_type: ReportTarget; ownerId: number | null },
): Refusal | null {
  return target.ownerId === callerId && target.target_type === 'profile'
    ? { status: 403, message: MODERATION_MESSAGES.ownReport }
    : null;
}

/** The queue: pages of targets with open reports, the newest report first. */
export const moderationQueueQuerySchema = communityPageQuerySchema;
export type ModerationQueueQuery = z.input<typeof moderationQueueQuerySchema>;

/** A target's state the moderator acts on. */
export const TARGET_STATES = ['visible', 'hidden', 'unpublished', 'suspended', 'removed'] as const;
export type TargetState = (typeof TARGET_STATES)[number];

/** One target in the queue: what it is, whose, its open reports counted by reason. */
export const queueEntrySchema = z.object({
  target_type: reportTargetSchema,
  target_id: idSchema,
  /** A comment's text, an article's title, a profile's name. */
  summary: z.string(),
  /** For a comment, the article it is on (a link); null otherwise. */
  news_id: z.nullable(idSchema),
  owner: z.nullable(
    z.object({ user_id: idSchema, full_name: z.string(), user_profile: mediaPathSchema }),
  ),
  state: z.enum(TARGET_STATES),
  report_count: countSchema,
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: countSchema })),
  /** The newest notes reporters wrote. */
  notes: z.array(z.string()),
  last_reported_at: timestampSchema,
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;

export const COMMENT_MODERATIONS = ['hide', 'restore'] as const;
export const moderateCommentRequestSchema = z.object({
  comment_id: idSchema,
  action: z.enum(COMMENT_MODERATIONS),
  reason: moderationReasonSchema,
});
export type ModerateCommentRequest = z.input<typeof moderateCommentRequestSchema>;

export const moderateArticleRequestSchema = z.object({
  news_id: idSchema,
  reason: moderationReasonSchema,
});
export type ModerateArticleRequest = z.input<typeof moderateArticleRequestSchema>;

export const dismissReportsRequestSchema = z.object({
  target_type: reportTargetSchema,
  target_id: idSchema,
  reason: z.optional(z.string().check(z.trim(), z.maxLength(MODERATION_REASON_MAX))),
});
export type DismissReportsRequest = z.input<typeof dismissReportsRequestSchema>;

export const ACCOUNT_MODERATIONS = ['suspend', 'reinstate'] as const;
export const suspendAccountRequestSchema = z.object({
  user_id: idSchema,
  action: z.enum(ACCOUNT_MODERATIONS),
  reason: moderationReasonSchema,
});
export type SuspendAccountRequest = z.input<typeof suspendAccountRequestSchema>;

/** What a moderator action answers: the target's state after it. */
export const moderationResultSchema = z.object({
  target_type: reportTargetSchema,
  target_id: idSchema,
  state: z.enum(TARGET_STATES),
});
export type ModerationResult = z.infer<typeof moderationResultSchema>;

/**
 * A moderator may not suspend themselves, nor an administrator (whose role is changed on the
 * members page first: a site keeps the administrators who act).
 */
export function refuseSuspension(
  callerId: number,
  userId: number,
  targetRole?: Role,
): Refusal | null {
  if (callerId === userId) return { status: 403, message: MODERATION_MESSAGES.ownSuspension };
  if (targetRole === 'administrator') {
    return { status: 403, message: MODERATION_MESSAGES.administratorSuspension };
  }
  return null;
}

/** What the audit log records. */
export const MODERATION_ACTIONS = [
  'hideComment',
  'restoreComment',
  'unpublishArticle',
  'dismissReports',
  'suspendAccount',
  'reinstateAccount',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const moderationLogQuerySchema = communityPageQuerySchema;
export type ModerationLogQuery = z.input<typeof moderationLogQuerySchema>;

/** One line of the audit log: who did what, to what, when, and why. */
export const moderationLogEntrySchema = z.object({
  id: idSchema,
  moderator: z.object({ user_id: idSchema, full_name: z.string() }),
  action: z.enum(MODERATION_ACTIONS),
  target_type: reportTargetSchema,
  target_id: idSchema,
  reason: z.string(),
  created_at: timestampSchema,
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

/** A reader blocks (or unblocks) another account. */
export const blockRequestSchema = z.object({ user_id: idSchema, blocked: z.boolean() });
export type BlockRequest = z.input<typeof blockRequestSchema>;
export const blockStateSchema = z.object({ user_id: idSchema, blocked: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;
/** The accounts the signed-in reader blocks (their ids; a reader blocks few). */
export const blockedAccountsSchema = z.object({ user_ids: z.array(idSchema) });
export type BlockedAccounts = z.infer<typeof blockedAccountsSchema>;

export function refuseBlock(callerId: number, userId: number): Refusal | null {
  return callerId === userId ? { status: 403, message: MODERATION_MESSAGES.ownBlock } : null;
}

/**
 * Writes a suspended account may still make (beside every GET): reading its own details,
 * leaving, taking its own work down, its data, notifications read, blocks and newsletters.
 */
export const SUSPENDED_MAY_CALL = [
  'registration',
  'userDetails',
  'mostRecent',
  'logout',
  'logoutEverywhere',
  'deleteAccount',
  'exportAccount',
  'unpublishArticle',
  'deleteArticle',
  'markNotificationRead',
  'markAllNotificationsRead',
  'markNotificationsRead',
  'blockAccount',
  'subscribe',
  'unsubscribe',
  'statsBeacon',
] as const;
