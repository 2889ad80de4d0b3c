import type {
  ModerationAction,
  ReportReason,
  ReportTarget,
  TargetState,
} from '@byline/api-client/contract';
import { defineMessages } from '../locale/defineMessages';

/** Reporting (any signed-in reader), the moderation queue (editors) and its log (administrators). */
export const MODERATION_TEXTS = /* @__PURE__ */ defineMessages('moderation', {
  /** The menu item on comments, articles and profiles. */
  report: 'Report',
  reportTitle: {
    comment: 'Report this comment',
    article: 'Report this article',
    profile: 'Report this account',
  } satisfies Record<ReportTarget, string>,
  reportIntro:
    'Tell the editors what is wrong. They read every report; the writer is not told who sent it.',
  reason: 'Reason',
  reasonLabels: {
    spam: 'Spam or advertising',
    harassment: 'Harassment or bullying',
    misinformation: 'False or misleading information',
    hate: 'Hate speech',
    other: 'Something else',
  } satisfies Record<ReportReason, string>,
  note: 'Anything the editors should know (optional)',
  send: 'Send report',
  cancel: 'Cancel',
  /** The moderation queue. */
  queueTitle: 'Moderation',
  queueIntro: 'Open reports, the most recently reported first. Every action is written to the log.',
  queueList: 'Reported content',
  queueLoading: 'Loading reports',
  queueError: 'The reports could not be loaded.',
  queueEmpty: 'No open reports. Nothing needs a moderator now.',
  loadMore: 'Load more reports',
  targetLabels: {
    comment: 'Comment',
    article: 'Article',
    profile: 'Account',
  } satisfies Record<ReportTarget, string>,
  stateLabels: {
    visible: 'Visible',
    hidden: 'Hidden',
    unpublished: 'Back in drafts',
    suspended: 'Suspended',
    removed: 'Removed',
  } satisfies Record<TargetState, string>,
  reportCount: (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`,
  by: (name: string) => `by ${name}`,
  lastReported: (date: string) => `Last reported ${date}`,
  actionReason: 'Reason for the log',
  actionReasonOf: (target: string) => `Reason for the log: ${target}`,
  hide: 'Hide comment',
  restore: 'Show comment again',
  unpublish: 'Unpublish article',
  suspend: 'Suspend account',
  reinstate: 'Reinstate account',
  dismiss: 'Dismiss reports',
  open: 'Open',
  /** The audit log. */
  logTitle: 'Moderation log',
  logIntro: 'Every moderator action: who, what, when and why.',
  logList: 'Moderator actions',
  logLoading: 'Loading the log',
  logError: 'The moderation log could not be loaded.',
  logEmpty: 'No moderator has acted yet.',
  logLoadMore: 'Load older actions',
  actionLabels: {
    hideComment: 'hid comment',
    restoreComment: 'showed again comment',
    unpublishArticle: 'unpublished article',
    dismissReports: 'dismissed the reports on',
    suspendAccount: 'suspended account',
    reinstateAccount: 'reinstated account',
  } satisfies Record<ModerationAction, string>,
  target: (type: string, id: number) => `${type} #${id}`,
  noReason: 'No reason given',
  /** Blocks, on a profile. */
  block: 'Block',
  unblock: 'Unblock',
  blockedNotice: (name: string) =>
    `You block ${name}: their comments are not shown to you and they cannot notify you.`,
  /** A suspended profile. */
  suspendedNotice: 'This account is suspended.',
  /** The links, for editors and administrators. */
  queueLink: 'Moderation queue',
  logLink: 'Moderation log',
  description: 'Reports to review, and the moderators’ log.',
});
