import type { ReviewState } from '@byline/api-client/contract';
import { defineMessages } from '../locale/defineMessages';

/**
 * Editorial review (docs/adr/0036): the writer's Submit for review and badges, the notes beside
 * a draft, and the editors' queue.
 */
export const REVIEW_TEXTS = /* @__PURE__ */ defineMessages('review', {
  /** The contributor's button in place of PUBLISH. */
  submit: 'SUBMIT FOR REVIEW',
  /** My Drafts' badge for a draft in review. */
  badge: {
    submitted: 'In review',
    changes_requested: 'Changes requested',
  } satisfies Record<ReviewState, string>,
  /** The editor's PUBLISH on a writer's draft, and its schedule. */
  approve: 'APPROVE AND PUBLISH',
  approveSchedule: 'APPROVE AND SCHEDULE',
  /** The notes panel beside the draft. */
  notesTitle: 'Notes from the editors',
  notesEmpty: 'No notes yet.',
  notesLoading: 'Loading the notes',
  notesError: 'The notes could not be loaded.',
  sentBackMark: 'Sent back',
  noteLabel: 'A note for the writer',
  noteHint: 'The writer is notified and sees it beside the draft.',
  addNote: 'Add note',
  sendBack: 'Send back',
  /** The panel's heading for an editor on a writer's draft. */
  reviewing: 'Your review: notes for the writer',
  /** The queue page. */
  queueTitle: 'Review queue',
  queueIntro: 'Drafts submitted for review, the longest waiting first.',
  queueEmpty: 'No drafts are waiting for review.',
  queueLoading: 'Loading the review queue',
  queueError: 'The review queue could not be loaded.',
  loadMore: 'Load more drafts',
  /** A queue entry: who wrote it, how long it has waited. */
  by: (writer: string) => `by ${writer}`,
  waiting: 'Submitted',
  open: (title: string) => `Review “${title}”`,
  /** The menu's link to the queue (editors and administrators). */
  link: 'Review queue',
});
