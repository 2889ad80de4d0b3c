import { z } from 'zod/mini';
import { communityPageQuerySchema } from './community';
import { authorSummarySchema, idSchema, timestampSchema } from './entities';
import { REVIEW_MESSAGES } from './reviewMessages';
import { type ReviewState, reviewStateSchema } from './reviewStates';
import type { Refusal } from './rules';

export { REVIEW_MESSAGES } from './reviewMessages';
export { REVIEW_STATES, type ReviewState, reviewStateSchema } from './reviewStates';

/**
 * Editorial review (docs/roles.md, docs/adr/0036): a contributor submits a draft, editors read the
 * queue, leave notes, send it back or approve it (publish now or schedule, under the writer's
 * byline). One module for its shapes and rules; the server and the mocks answer by them.
 */

/** The longest note an editor leaves. */
export const REVIEW_NOTE_MAX = 2000;

const noteTextSchema = z
  .string()
  .check(z.trim(), z.minLength(1, REVIEW_MESSAGES.noteRequired), z.maxLength(REVIEW_NOTE_MAX));

export const submitForReviewRequestSchema = z.object({ news_id: idSchema });
export type SubmitForReviewRequest = z.infer<typeof submitForReviewRequestSchema>;

/** What a review call answers: the draft's review state now (null: out of review, published). */
export const reviewResultSchema = z.object({
  news_id: idSchema,
  review_state: z.nullable(reviewStateSchema),
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;

/** The editors' queue: submitted drafts, the longest waiting first. */
export const reviewQueueQuerySchema = communityPageQuerySchema;
export type ReviewQueueQuery = z.input<typeof reviewQueueQuerySchema>;

export const reviewQueueEntrySchema = z.object({
  news_id: idSchema,
  title: z.string(),
  writer: authorSummarySchema,
  /** When it was (last) submitted: the queue's order and the time it has waited. */
  submitted_at: timestampSchema,
});
export type ReviewQueueEntry = z.infer<typeof reviewQueueEntrySchema>;

export const reviewNotesQuerySchema = z.object({ news_id: idSchema });

/** A note on a draft in review: an editor's, or the one sent with a "send back". */
export const reviewNoteSchema = z.object({
  id: idSchema,
  editor: authorSummarySchema,
  body: z.string(),
  /** Sent with the draft back to its writer (changes requested). */
  sent_back: z.boolean(),
  created_at: timestampSchema,
});
export type ReviewNote = z.infer<typeof reviewNoteSchema>;

export const addReviewNoteRequestSchema = z.object({ news_id: idSchema, body: noteTextSchema });
export type AddReviewNoteRequest = z.input<typeof addReviewNoteRequestSchema>;

/** Back to the writer: the note says what to change. */
export const sendBackRequestSchema = addReviewNoteRequestSchema;
export type SendBackRequest = AddReviewNoteRequest;

/** A writer submits a draft (not a scheduled or live article) that is not waiting already. */
export function refuseSubmission(
  status: 'draft' | 'scheduled' | 'published',
  state: ReviewState | null,
): Refusal | null {
  if (status !== 'draft') return { status: 409, message: REVIEW_MESSAGES.onlyDrafts };
  if (state === 'submitted') return { status: 409, message: REVIEW_MESSAGES.alreadySubmitted };
  return null;
}

/** An editor sends back or notes only a draft in review (sent back already: notes only). */
export function refuseReviewAction(
  state: ReviewState | null,
  action: 'note' | 'sendBack',
): Refusal | null {
  if (state === null) return { status: 409, message: REVIEW_MESSAGES.notInReview };
  if (action === 'sendBack' && state !== 'submitted') {
    return { status: 409, message: REVIEW_MESSAGES.notSubmitted };
  }
  return null;
}
