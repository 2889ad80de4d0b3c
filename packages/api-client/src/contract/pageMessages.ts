/**
 * The contract's messages a page shows itself, not only as a call's answer: the reasons the UI
 * checks before sending (the kit's CHECK_TEXTS), the success toasts of a reader's pages and the
 * notice that a session ended. ERROR_MESSAGES, SUCCESS_MESSAGES and SERVER_MESSAGES
 * (messages.ts) include them under the same names, for the server and the mocks; code on a
 * reader's first load imports these groups instead, so that it carries these texts and not
 * every message of the contract (ADR 0031).
 */

/** Failure texts a page shows itself. */
export const PAGE_ERROR_MESSAGES = {
  /** Shown once when the server no longer accepts the session (revoked, expired, account disabled). */
  sessionEnded: 'Your session has ended. Please sign in again.',
} as const;

/** Success texts a reader's page shows (the article's comments and reward, follows, the newsletter). */
export const PAGE_SUCCESS_MESSAGES = {
  commentPosted: 'Your comment is posted.',
  commentUpdated: 'Your comment is updated.',
  commentDeleted: 'Your comment is deleted.',
  commentHidden: 'The comment is hidden from readers.',
  replyPosted: 'Your reply is posted.',
  followed: 'You now follow this author.',
  unfollowed: 'You no longer follow this author.',
  rewardSent: (amount: number) =>
    `You sent ${amount} ${amount === 1 ? 'coin' : 'coins'} to the author.`,
  /** The same for a new address and one already on the list (docs/adr/0017, 0029). */
  subscribed:
    'Thank you! Please check your inbox: open the link we sent to confirm your subscription.',
  /** The confirmation page's button pressed. */
  subscriptionConfirmed: 'Your subscription is confirmed: our newsletter comes to this address.',
  newsletterPreferencesSaved: 'Your newsletter choices are saved.',
  /** The same for a link used twice or one we do not know. */
  unsubscribed: 'You are unsubscribed: we send no more newsletters to this address.',
} as const;

/** The server's reasons the UI also gives before sending, and its answer to a failure of its own. */
export const PAGE_SERVER_MESSAGES = {
  commentEmpty: 'Please write a comment before sending it',
  commentTooLong: (max: number) => `A comment can be at most ${max} characters`,
  notEnoughCoins: 'You do not have enough coins for this reward',
  coinAmount: (max: number) => `Enter a whole number of coins from 1 to ${max}`,
  /** Publishing (a draft may be anything; contract/rules.ts `refuseArticlePublish`). */
  titleRequired: 'Please enter a title before publishing',
  bodyRequired: 'Please write the article before publishing',
  coverTooSmall: (width: number, height: number) =>
    `The cover must be at least 200 × 200 pixels and 50,000 pixels in all; this one is ${width} × ${height}`,
  imageAltTooLong: (max: number) => `A cover description can be at most ${max} characters`,
  /** Versions (contract/rules.ts). */
  draftConflict:
    'This article was changed in another tab or on another device since you opened it.',
  /** The newsletter. */
  subscribeEmail: 'Please enter a valid email address',
  internal: 'Something went wrong, please try again',
} as const;
