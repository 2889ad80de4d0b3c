/**
 * Moderation's messages (docs/roles.md, docs/adr/0037), in a module of their own with no
 * imports, so that the endpoint table can name its fallbacks without loading the schemas.
 */
export const MODERATION_MESSAGES = {
  reported: 'Thank you: your report was sent to the editors.',
  reportUpdated: 'You had reported this already: your report was updated.',
  reportTargetNotFound: 'There is nothing to report here: it may have been removed.',
  ownReport: 'You cannot report yourself.',
  tooManyReports: 'You have sent many reports in a short time. Please try again later.',
  invalidReason: 'Choose spam, harassment, misinformation, hate or other',
  reasonRequired: 'Say why, in a few words: the log keeps it.',
  commentHidden: 'Comment hidden',
  commentRestored: 'Comment shown again',
  commentNotHidden: 'This comment is not hidden.',
  commentAlreadyHidden: 'This comment is hidden already.',
  commentNotFound: 'Comment not found',
  articleUnpublished: 'Article unpublished: its author was told why.',
  articleNotPublished: 'This article is not published.',
  reportsDismissed: 'Reports dismissed',
  noOpenReports: 'There are no open reports on this.',
  accountSuspended: 'Account suspended: its sessions ended and its comments are hidden.',
  accountReinstated: 'Account reinstated: its comments are shown again.',
  alreadySuspended: 'This account is suspended already.',
  notSuspended: 'This account is not suspended.',
  ownSuspension: 'You cannot suspend your own account.',
  administratorSuspension: 'Administrators cannot be suspended: change their role first.',
  /** A suspended account's writes. */
  suspended: 'Your account is suspended: you can read, but not write, comment or react.',
  blocked: 'Blocked: you will not see their comments or get their notifications.',
  unblocked: 'Unblocked',
  ownBlock: 'You cannot block yourself.',
  /** The pages' fallbacks. */
  reportFailed: 'Unable to send the report. Please try again.',
  queueFailed: 'Unable to load the moderation queue.',
  actionFailed: 'Unable to do that. Please try again.',
  logFailed: 'Unable to load the moderation log.',
  blocksFailed: 'Unable to load the accounts you block.',
  blockFailed: 'Unable to change the block. Please try again.',
} as const;
