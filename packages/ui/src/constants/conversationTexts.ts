import { defineMessages } from '../locale/defineMessages';

/**
 * Texts of the conversation's threads and reactions (docs/adr/0025). A module of their own: only
 * the lazily loaded comments and reactions use them, so they stay out of a page's first load.
 */
/** Replies, threaded one level under the comment they answer (docs/adr/0025). */
export const THREAD_TEXTS = /* @__PURE__ */ defineMessages('threads', {
  /** The collapsed thread's toggle, with its count. */
  showReplies: (count: number) => (count === 1 ? 'Show 1 reply' : `Show ${count} replies`),
  hideReplies: (count: number) => (count === 1 ? 'Hide 1 reply' : `Hide ${count} replies`),
  /** The thread's accessible name. */
  repliesTo: (author: string) => `Replies to ${author}`,
  loading: 'Loading replies',
  loadMore: 'Load more replies',
  /** The reply field's label. */
  replyLabel: (author: string) => `Your reply to ${author}`,
  send: 'Send reply',
  cancel: 'Cancel',
});

/** Reactions on articles and comments (docs/adr/0025). */
export const REACTION_TEXTS = /* @__PURE__ */ defineMessages('reactions', {
  /** The bar's accessible names. */
  article: 'Reactions to this article',
  comment: (author: string) => `Reactions to the comment by ${author}`,
  like: 'Like',
  unicorn: 'Unicorn',
  insightful: 'Insightful',
  celebrate: 'Celebrate',
  /** A reaction button's accessible name: its word and its count, "Like, 3". */
  named: (kind: string, count: number) => `${kind}, ${count}`,
  signInPrompt: 'Sign in to react.',
  signIn: 'Sign in',
});
