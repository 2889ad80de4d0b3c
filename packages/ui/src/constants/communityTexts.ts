import { defineMessages } from '../locale/defineMessages';

/**
 * Texts of the community features: comments, follows, coin rewards, notifications, the wallet
 * and follower lists. None of these is in the spec (they were placeholders there);
 * the server's own messages (SERVER_MESSAGES, ERROR_MESSAGES) stay in the contract.
 */

/** "1 coin", "5 coins". */
const coins = (amount: number) => `${amount} ${amount === 1 ? 'coin' : 'coins'}`;

/** The article's comments: the list, the form, and the writer's and the article author's actions. */
export const COMMENT_TEXTS = /* @__PURE__ */ defineMessages('comments', {
  /** The list's accessible name (the section's heading counts them). */
  list: 'Comments',
  loading: 'Loading comments',
  empty: 'No comments yet. Be the first to share your thoughts.',
  loadMore: 'Load more comments',
  signInPrompt: 'Sign in to join the conversation.',
  signIn: 'Sign in to comment',
  /** The field's character counter: "120 / 2000". */
  counter: (used: number, max: number) => `${used} / ${max}`,
  /** Beside a comment changed after it was posted. */
  edited: 'edited',
  /** Heard after Edit, Delete and Hide by screen readers: "Hide comment by Asha". */
  commentBy: (author: string) => ` comment by ${author}`,
  edit: 'Edit',
  editLabel: 'Edit your comment',
  save: 'Save comment',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteTitle: 'Delete your comment?',
  deleteBody: 'Your comment will be removed for every reader. This cannot be undone.',
  deleteConfirm: 'Delete comment',
  hide: 'Hide',
  hideTitle: 'Hide this comment?',
  hideBody:
    'Readers of your article will no longer see this comment, its writer included. A hidden comment cannot be shown again.',
  hideConfirm: 'Hide comment',
  /** A reply from the fediverse: its writer's name links to their profile on their server. */
  remoteProfile: (handle: string) => `${handle}, on the fediverse (their profile)`,
});

/** The Reward Author dialog: coins from the reader's wallet to the author's. */
export const REWARD_TEXTS = /* @__PURE__ */ defineMessages('reward', {
  title: (author: string) => `Reward ${author}`,
  intro: 'Thank the author for their reporting with coins from your wallet.',
  balance: (amount: number) => `Your balance: ${coins(amount)}`,
  presets: 'Quick amounts',
  preset: (amount: number) => coins(amount),
  amountLabel: 'Coins to send',
  send: 'Send reward',
  cancel: 'Cancel',
  noCoins: 'You have no coins to send yet.',
  buyCoins: 'Buy coins',
  signInText: 'Rewards are sent from your coin wallet. Sign in to send one.',
  signIn: 'Sign in to reward',
});

/** The Follow button beside an author. */
export const FOLLOW_TEXTS = /* @__PURE__ */ defineMessages('follow', {
  follow: 'Follow',
  following: 'Following',
  /** What a Following button says while the pointer is over it. */
  unfollow: 'Unfollow',
  /** Heard after the button's word by screen readers: "Follow Asha Rao". */
  author: (name: string) => ` ${name}`,
});

/** The notifications page and the header bell. */
export const NOTIFICATION_TEXTS = /* @__PURE__ */ defineMessages('notifications', {
  listLabel: 'Your notifications',
  /** The bell's accessible name: "Notifications, 3 unread"; just "Notifications" at 0. */
  bellLabel: (count: number) => (count > 0 ? `Notifications, ${count} unread` : 'Notifications'),
  /** The bell's badge: the count, or 99+ above 99. */
  bellBadge: (count: number) => (count > 99 ? '99+' : String(count)),
  markAllRead: 'Mark all as read',
  /** Beside Mark all as read: how many are unread. */
  unreadCount: (count: number) => `${count} unread`,
  /** The visible mark of an unread notification (besides the dot and the bold text). */
  unreadBadge: 'New',
  /** What happened: the actor's name comes first, then one of these. */
  followed: 'followed you',
  rewarded: (amount: number) => `rewarded you ${amount} ${amount === 1 ? 'coin' : 'coins'}`,
  /** A reward whose amount is not known. */
  rewardedSome: 'rewarded you',
  /** After a reward: the article it was for. */
  rewardedFor: (title: string) => `for “${title}”`,
  commented: (title: string) => `commented on “${title}”`,
  /** A comment whose article is not known. */
  commentedSome: 'commented on your article',
  /** Someone replied to the user's comment (docs/adr/0025). */
  replied: (title: string) => `replied to your comment on “${title}”`,
  /** A reply whose article is not known. */
  repliedSome: 'replied to your comment',
  published: (title: string) => `published “${title}”`,
  /** A new article whose title is not known. */
  publishedSome: 'published an article',
  /** An editor unpublished the reader's article, with their reason. */
  unpublished: (title: string, reason: string) =>
    `unpublished your article “${title}”${reason ? `: ${reason}` : ''}`,
  unpublishedSome: 'unpublished one of your articles',
  /** Editorial review (docs/adr/0036): an editor's note, a send back, an approval. */
  reviewNote: (title: string, note: string) => `left a note on “${title}”: ${note}`,
  reviewNoteSome: 'left a note on your draft',
  changesRequested: (title: string, note: string) => `sent “${title}” back for changes: ${note}`,
  changesRequestedSome: 'sent your draft back for changes',
  approved: (title: string) => `approved “${title}”`,
  approvedSome: 'approved your draft',
  empty:
    'No notifications yet. When someone follows you, rewards you or comments on your articles, it shows here.',
  loading: 'Loading notifications',
  loadError: 'Your notifications could not be loaded.',
  loadMore: 'Load more notifications',
});

/** The wallet's balance and history (the owner's profile). */
export const WALLET_TEXTS = /* @__PURE__ */ defineMessages('wallet', {
  balance: 'Balance',
  /** "120 coins", "1 coin". */
  coins: (amount: number) => `${amount.toLocaleString('en-US')} ${amount === 1 ? 'coin' : 'coins'}`,
  historyLabel: 'Wallet history',
  received: 'Received',
  sent: 'Sent',
  grant: 'Grant from Byline',
  rewardFrom: 'Reward from',
  rewardTo: 'Reward to',
  forArticle: 'for',
  empty: 'No coins have come in or gone out yet.',
  loading: 'Loading wallet history',
  loadError: 'Your wallet history could not be loaded.',
  loadMore: 'Load more wallet history',
});

/** The followers and following lists. */
export const FOLLOW_LIST_TEXTS = /* @__PURE__ */ defineMessages('followList', {
  followersLabel: 'Followers',
  followingLabel: 'Following',
  /** "Since March 5, 2026": when the follow began. */
  since: (date: string) => `Since ${date}`,
  followersEmpty: 'No followers yet.',
  followingEmpty: 'Not following anyone yet.',
  loading: 'Loading people',
  loadError: 'This list could not be loaded.',
  loadMore: 'Load more people',
});

/** Beside an article's reactions: its likes and boosts from the fediverse (other servers). */
export const FEDIVERSE_COUNT_TEXTS = /* @__PURE__ */ defineMessages('fediverseCounts', {
  likes: (count: number) => `${count} ${count === 1 ? 'like' : 'likes'}`,
  boosts: (count: number) => `${count} ${count === 1 ? 'boost' : 'boosts'}`,
  fromFediverse: 'from the fediverse',
});
