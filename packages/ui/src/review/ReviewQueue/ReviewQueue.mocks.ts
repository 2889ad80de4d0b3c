import type { ReviewNote, ReviewQueueEntry } from '@byline/api-client/contract';

/** The moment the review stories count from. */
export const REVIEW_NOW = Date.parse('2026-03-16T12:00:00.000Z');

/** Drafts waiting for review, the longest waiting first, as the queue's stories show them. */
export const reviewEntries: ReviewQueueEntry[] = [
  {
    news_id: 70,
    title: 'Night markets are changing small towns',
    writer: { user_id: 4, full_name: 'Priya Natarajan', user_profile: null },
    submitted_at: '2026-03-14T08:20:00.000Z',
  },
  {
    news_id: 71,
    title: 'The ferry timetable changes in spring',
    writer: { user_id: 5, full_name: 'Rui Costa', user_profile: null },
    submitted_at: '2026-03-16T10:05:00.000Z',
  },
];

/** A long queue: forty drafts, one submitted every hour. */
export const longReviewQueue: ReviewQueueEntry[] = Array.from({ length: 40 }, (_, index) => ({
  news_id: 100 + index,
  title: `A submitted draft about the harbour, number ${index + 1}`,
  writer: { user_id: 10 + (index % 4), full_name: `Writer ${(index % 4) + 1}`, user_profile: null },
  submitted_at: new Date(REVIEW_NOW - (40 - index) * 3_600_000).toISOString(),
}));

/** An editor's note, then the note sent with the draft back. */
export const reviewNotes: ReviewNote[] = [
  {
    id: 1,
    editor: { user_id: 3, full_name: 'Lena Fischer', user_profile: null },
    body: 'Check the figures in paragraph two against the council minutes.',
    sent_back: false,
    created_at: '2026-03-15T09:00:00.000Z',
  },
  {
    id: 2,
    editor: { user_id: 3, full_name: 'Lena Fischer', user_profile: null },
    body: 'Add a quote from a stallholder, then submit it again.',
    sent_back: true,
    created_at: '2026-03-15T09:10:00.000Z',
  },
];
