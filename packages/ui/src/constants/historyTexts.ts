/**
 * The texts of the revision history, the article preview and the
 * scheduled articles in My Drafts. Only the authoring pages show them.
 */
import type { RevisionKind } from '@byline/api-client/contract';
import { defineMessages } from '../locale/defineMessages';

/** "1 word", "250 words". */
const words = (count: number) => `${count} ${count === 1 ? 'word' : 'words'}`;

/** The History drawer: the article's revisions, one of them read-only, and restoring it. */
export const HISTORY_TEXTS = /* @__PURE__ */ defineMessages('history', {
  title: 'History',
  /** The list's accessible name. */
  list: 'Revisions',
  loading: 'Loading the history',
  empty: 'No revisions yet: they are kept as you save.',
  error: 'The history could not be loaded.',
  /** Why each revision was kept. */
  kind: {
    autosave: 'Autosaved',
    save: 'Saved',
    publish: 'Published',
    restore: 'Restored',
  } satisfies Record<RevisionKind, string>,
  untitled: 'Untitled revision',
  words,
  /** Who saved a revision (the writer, or an editor reviewing the draft). */
  savedBy: (name: string) => `by ${name}`,
  /** The chosen revision, read-only: its region's name. */
  revision: 'The chosen revision',
  loadingRevision: 'Loading the revision',
  chooseRevision: 'Choose a revision to read it here.',
  restore: 'Restore this revision',
  confirmRestoreTitle: 'Restore this revision?',
  confirmRestoreMessage:
    "Its text replaces the editor's text. The text you have now stays in the history, so you can go back to it.",
  confirmRestore: 'Restore',
  cancel: 'Cancel',
  close: 'Close the history',
});

/** The Preview dialog: the article as the reader's page shows it. */
export const PREVIEW_TEXTS = /* @__PURE__ */ defineMessages('preview', {
  title: 'Preview',
  notice: 'This is how readers will see the article once it is published.',
  close: 'Close the preview',
});

/** A scheduled article's card in My Drafts: when it goes live, moving it, cancelling it. */
export const SCHEDULED_TEXTS = /* @__PURE__ */ defineMessages('scheduled', {
  badge: 'Scheduled',
  /** `when`: the date and time in the author's time zone. */
  goesLive: (when: string) => `Goes live ${when}`,
  /** The card's buttons say which article they act on. */
  edit: (title: string) => `Edit scheduled article: ${title}`,
  reschedule: 'Reschedule',
  rescheduleArticle: (title: string) => `Reschedule: ${title}`,
  rescheduleTitle: 'Change the publication time',
  save: 'Save new time',
  cancel: 'Cancel',
  cancelSchedule: 'Cancel schedule',
  cancelScheduleArticle: (title: string) => `Cancel schedule: ${title}`,
  confirmCancelTitle: 'Cancel the schedule?',
  confirmCancelMessage:
    'The article goes back to your drafts and is not published until you publish or schedule it again.',
  keepSchedule: 'Keep schedule',
});
