import { defineMessages } from '../locale/defineMessages';

/** The "Following" view: fediverse accounts a reader follows, and what they sent (adr 0033). */
export const FOLLOWING_TEXTS = /* @__PURE__ */ defineMessages('following', {
  title: 'Following',
  intro: 'Follow people on Mastodon and other fediverse servers, and read their posts here.',
  handleLabel: 'Fediverse account',
  handlePlaceholder: '@name@server',
  follow: 'Follow',
  accountsHeading: 'Accounts you follow',
  noAccounts: 'You do not follow anyone on the fediverse yet.',
  pending: 'Waiting for approval',
  unfollowButton: 'Unfollow',
  /** Unfollow's accessible name: which account. */
  unfollow: (handle: string) => `Unfollow ${handle}`,
  postsHeading: 'Latest posts',
  noPosts: 'Nothing yet: posts from the accounts you follow appear here.',
  loadMore: 'Load more posts',
  loading: 'Loading posts',
  readOriginal: 'Read on their site',
  like: 'Like',
  boost: 'Boost',
  reply: 'Reply',
  replyLabel: (name: string) => `Your reply to ${name}`,
  sendReply: 'Send reply',
  replySent: 'Reply sent',
  cancel: 'Cancel',
});
