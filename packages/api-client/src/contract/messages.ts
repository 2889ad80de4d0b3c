import { STATS_PERIODS } from './limits';
import { PAGE_ERROR_MESSAGES, PAGE_SERVER_MESSAGES, PAGE_SUCCESS_MESSAGES } from './pageMessages';

/**
 * The product's messages (docs/product.md#messages), quoted exactly (including the spec's own
 * spelling).
 * Failures show the server's message when it sent one, else these fallbacks. The few a reader's
 * page shows itself are in pageMessages.ts, and each object here includes its group of them.
 */
export const ERROR_MESSAGES = {
  ...PAGE_ERROR_MESSAGES,
  profileDetails: 'Some error occurred, please try again',
  unknownAuth: 'An unknown error occurred',
  unverifiedEmail:
    'Your email is not verified. We have sent a verification mail to you. Please verify.',
  loginBackend: 'An error occurred',
  signUp: 'Registration failed. Please try again.',
  passwordReset: 'Failed to send password reset email. Please try again.',
  profileFetchEdit: 'Unable to fetch profile details.',
  profileSave: 'Some error occured, please try again',
  draftsRejected: 'Failed to fetch draft articles',
  draftsUnreachable: 'Unable to load draft articles',
  draftsToast: 'Failed to load draft articles',
  draftDelete: 'Failed to delete draft',
  draftSave: 'Failed to save draft',
  articleSave: 'Failed to save article',
  articleSaveThrown: 'Unable to save article.',
  draftPublish: 'Failed to publish draft',
  /** Not in the spec: a save or publish that reached no server says so. */
  articleSaveOffline:
    'Unable to save article. The server cannot be reached: check your connection and try again. What you wrote is still here.',
  /** Not in the spec: a picture put in the article body. */
  bodyImageUpload: 'Failed to upload the image. Please try again.',
  /** Not in the spec: reads of public news have no message there, since failures were only logged. */
  newsLoad: 'Unable to load news. Please try again.',
  articleLoad: 'Unable to load this article. Please try again.',
  /** Not in the spec (it has no server-side logout): sessions that end. */
  logout: 'Could not end the session on the server. This device is signed out.',
  logoutEverywhere: 'Failed to sign out on every device. Please try again.',
  /** Not in the spec (comments, follows, coins and notifications were placeholders there). */
  commentsLoad: 'Unable to load comments. Please try again.',
  commentPost: 'Failed to post your comment',
  commentEdit: 'Failed to update your comment',
  commentDelete: 'Failed to delete your comment',
  commentHide: 'Failed to hide the comment',
  /** Replies and reactions (docs/adr/0025). */
  repliesLoad: 'Unable to load the replies. Please try again.',
  replyPost: 'Failed to post your reply',
  reaction: 'Failed to save your reaction',
  follow: 'Failed to update whom you follow. Please try again.',
  /** Following fediverse accounts (docs/adr/0033). */
  followRemote: 'Failed to follow that account. Please try again.',
  followingLoad: 'Unable to load your Following view. Please try again.',
  remoteReply: 'Failed to send your reply',
  remoteReaction: 'Failed to send your reaction',
  followList: 'Unable to load this list. Please try again.',
  reward: 'Failed to send the reward',
  wallet: 'Unable to load your wallet history. Please try again.',
  notificationsLoad: 'Unable to load notifications. Please try again.',
  notificationsMark: 'Failed to mark notifications as read',
  /** Not in the spec: revisions and scheduling. */
  revisionsLoad: 'Unable to load the history. Please try again.',
  revisionRestore: 'Failed to restore the revision',
  schedule: 'Failed to schedule the article',
  scheduleCancel: 'Failed to cancel the schedule',
  /** Not in the spec: published articles that change (docs/adr/0024). */
  unpublish: 'Failed to unpublish the article',
  articleDelete: 'Failed to delete the article',
  /** Not in the spec: the newsletter. */
  subscribe: 'Failed to subscribe. Please try again.',
  unsubscribe: 'Failed to unsubscribe. Please try again.',
  /** Not in the spec: the account page (docs/adr/0027). */
  accountDelete: 'Failed to delete your account. Please try again.',
  accountExport: 'Failed to download your data. Please try again.',
  /** Not in the spec: the newsletter's preferences page (docs/adr/0029). */
  newsletterPreferences: 'Failed to load or save your newsletter choices. Please try again.',
  /** Not in the spec: how many subscribers an author's article was sent to. */
  newsletterReach: 'Unable to load how many subscribers this article was sent to.',
  /** Not in the spec: the author's followers on the fediverse. */
  fediverseFollowers: 'Unable to load or change your followers on the fediverse.',
  /** Not in the spec: the stats pages. */
  stats: 'Unable to load the stats. Please try again.',
  statsBeacon: 'Unable to count this read.',
} as const;

export const SUCCESS_MESSAGES = {
  ...PAGE_SUCCESS_MESSAGES,
  login: 'Login successful',
  signUp:
    'You are registered successfully. An email is sent to you for verification. Please verify.',
  passwordReset: 'Password reset link sent to your email',
  profileSaved: 'Your details have been updated.',
  /** Not in the spec: followers on the fediverse. */
  fediverseApprovalOn: 'New followers from the fediverse now wait for your approval.',
  fediverseApprovalOff: 'New followers from the fediverse are now accepted at once.',
  fediverseFollowAccepted: 'Follow request accepted.',
  fediverseFollowRejected: 'Follow request rejected.',
  draftDeleted: 'Draft deleted successfully.',
  draftUpdated: 'Draft updated successfully!',
  articleSavedAsDraft: 'Article saved as draft!',
  articlePublished: 'Article published successfully!',
  /** Not in the spec. */
  logout: 'You are signed out.',
  logoutEverywhere: 'You are signed out on every device.',
  reactionAdded: 'Your reaction is counted.',
  reactionRemoved: 'Your reaction is taken back.',
  /** Reacting again with a kind already given: nothing changes, nothing is counted twice. */
  reactionAlreadyGiven: 'You have already reacted this way: it is counted once.',
  /** Taking back a reaction that was not given: nothing changes. */
  reactionNotGiven: 'You had not reacted this way: nothing to take back.',
  notificationsShownRead: 'The notifications shown are marked as read.',
  notificationRead: 'Notification marked as read.',
  notificationsRead: 'All notifications are marked as read.',
  /** Scheduling and revisions. */
  articleScheduled: 'Article scheduled.',
  scheduleCancelled: 'The schedule is cancelled: the article is a draft again.',
  revisionRestored: 'Revision restored.',
  /** Published articles that change (docs/adr/0024). */
  changesKept: 'Changes saved: readers see them after Update.',
  articleUpdated: 'Article updated.',
  articleUnpublished: 'Article unpublished: it is a draft again.',
  articleDeleted: 'Article deleted.',
} as const;

/**
 * What the server answers with, and the mocks in the same words: the default success message and
 * the reason of every refusal. The client shows them as they come (`ApiError.message`).
 */
export const SERVER_MESSAGES = {
  ...PAGE_SERVER_MESSAGES,
  ok: 'Success',
  uniqueKey: 'Missing or invalid unique-key header',
  unauthorized: 'Missing or invalid bearer token. Please log in again.',
  invalidIdentity: 'The sign-in token is invalid or expired. Please sign in again.',
  identityUnavailable: 'The identity service is unavailable. Please try again later.',
  accountDisabled: 'This account is disabled.',
  adminToken: 'Missing or invalid admin token',
  notFound: 'Not found',
  articleNotFound: 'Article not found',
  userNotFound: 'User not found',
  notYourArticle: 'Only the author can change this article',
  onlyDrafts: 'Only draft articles can be deleted',
  notYourProfile: 'You can only read your own details',
  fullNameRequired: 'Please enter full name',
  invalidXHandle: 'An X handle is 1 to 15 letters, digits or underscores, such as @byline_news',
  invalidFediverseHandle:
    'A fediverse handle is 1 to 30 lowercase letters, digits or underscores, such as byline_news',
  fediverseHandleTaken: 'That fediverse handle is taken: please choose another',
  fediverseFollowRequestNotFound: 'No follow request with that id is waiting for you',
  /** Following fediverse accounts (docs/adr/0033). */
  invalidRemoteHandle: 'Enter a fediverse account as @name@server, such as @ada@example.social',
  remoteAccountNotFound: 'No fediverse account was found at that address',
  remoteAccountIsLocal: 'That account is on this site: follow it from its profile',
  remoteAccountNotFollowed: 'You do not follow that account',
  remotePostNotFound: 'That post is not in your Following view',
  remoteReactionKind: 'A reaction to a fediverse post is like or boost',
  unknownCategory: 'Category not found',
  /** Tags (contract/tags.ts). */
  invalidTag: 'Invalid tag',
  tagNotFound: 'No published article has this tag',
  invalidRequest: 'Invalid request',
  identityRequired: 'A Firebase ID token is required',
  invalidCursor: 'Invalid cursor',
  wholeNumber: (max: number) => `Expected a whole number from 1 to ${max}`,
  invalidJson: 'The request body is not valid JSON',
  nulCharacter: 'Text must not contain NUL characters',
  invalidImage: 'The image must be a PNG, JPEG, WebP or GIF file',
  imageTooLarge: 'The image is too large',
  bodyTooLarge: 'The request body is too large',
  notMultipart: 'The request must be multipart/form-data',
  malformedMultipart: 'The multipart body is malformed or incomplete',
  tooManyFiles: 'Only one file may be uploaded',
  rateLimited: 'Too many requests, please try again later',
  commentNotFound: 'Comment not found',
  notYourComment: 'Only the person who wrote a comment can change or delete it',
  onlyArticleAuthorHides: "Only the article's author can hide its comments",
  commentRateLimited: 'You are commenting too quickly. Please wait a minute and try again.',
  reactionKind: 'must be one of like, unicorn, insightful or celebrate',
  reactionRateLimited: 'You are reacting too quickly. Please wait a minute and try again.',
  replyToMissing: 'The comment you are replying to is not there any more',
  cannotFollowYourself: 'You cannot follow yourself',
  cannotRewardYourself: 'You cannot reward yourself',
  idempotencyKey: 'idempotency_key must be 8 to 100 letters, digits, - or _',
  idempotencyKeyReused: 'This idempotency key was already used for a different transfer',
  notificationNotFound: 'Notification not found',
  /** Versions, revisions and scheduling (contract/rules.ts). */
  clientKey: 'client_key must be 8 to 100 letters, digits, - or _',
  publishAtPast: 'Choose a publication time in the future',
  publishAtTooFar: (days: number) => `Choose a publication time within ${days} days`,
  notScheduled: 'This article is not scheduled',
  alreadyPublished: 'This article is already published',
  revisionNotFound: 'Revision not found',
  /** Published articles that change (docs/adr/0024). */
  notPublished: 'This article is not published',
  /** Deleted after publishing, or removed with its author's account: 410. */
  articleRemoved: 'This article was removed',
  /** The newsletter. */
  subscribeEmailTooLong: (max: number) => `An email address can be at most ${max} characters`,
  unsubscribeToken: 'This unsubscribe link is incomplete. Please open the whole link again.',
  subscribeRateLimited: 'Too many subscription requests. Please try again later.',
  newsletterLinkInvalid:
    'This link is not valid: nothing was changed. Please open the whole link from the email again.',
  newsletterLinkExpired:
    'This link has expired: nothing was changed. Please subscribe again to get a new one.',
  newsletterMode: 'Please choose every article or a daily digest',
  /** Stats (contract/stats.ts). */
  notYourStats: 'You can only see your own stats',
  siteStatsForbidden: 'Only administrators can see the site stats',
  statsPeriod: `days must be one of ${STATS_PERIODS.join(', ')}`,
  statsBeacon: 'event must be view or read',
} as const;

/**
 * How a request that fails its schema is answered, by the server and the mocks alike: the first
 * problem, its field first (`news_id: Expected a whole number from 1 to 2147483647`).
 */
export function describeIssue(
  issue: { path: readonly PropertyKey[]; message: string } | undefined,
): string {
  if (!issue) return SERVER_MESSAGES.invalidRequest;
  const where = issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  return `${where}${issue.message}`;
}
