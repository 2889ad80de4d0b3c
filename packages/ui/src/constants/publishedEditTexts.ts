import { defineMessages } from '../locale/defineMessages';

/**
 * Not in the spec: a published article that changes (docs/adr/0024). Its edits wait for UPDATE;
 * its author can unpublish or delete it; a deleted one's address says it was removed.
 */
export const PUBLISHED_EDIT_TEXTS = /* @__PURE__ */ defineMessages('publishedEdit', {
  editHeading: 'Edit Published Article',
  editingNotice:
    'You are editing a published article. Readers keep seeing the published text until you press UPDATE.',
  /** A live article's changes on the server that readers do not see yet. */
  pendingNotice: 'Saved changes are waiting: readers see them when you press UPDATE.',
  saveChanges: 'SAVE CHANGES',
  update: 'UPDATE',
  /** The author's own article page: what they can do with it. */
  actionsLabel: 'Your article',
  edit: 'Edit',
  unpublish: 'Unpublish',
  delete: 'Delete',
  cancel: 'Cancel',
  unpublishTitle: 'Unpublish this article?',
  unpublishMessage:
    'It goes back to your drafts. Readers no longer find it anywhere until you publish it again.',
  deleteTitle: 'Delete this article?',
  deleteMessage:
    'The article, its comments and its history are deleted for good, and its address says it was removed. Coins readers sent you stay in your wallet.',
  deleteDraftMessage: 'The draft and its history are deleted for good.',
  deleteConfirm: 'Delete for good',
  /** Beside the author's actions: how many newsletter subscribers the article was sent to. */
  newsletterSent: (count: number) =>
    count === 1 ? 'Sent to 1 subscriber' : `Sent to ${count.toLocaleString('en-US')} subscribers`,
  newsletterNotSent: 'Not sent to subscribers yet',
});
