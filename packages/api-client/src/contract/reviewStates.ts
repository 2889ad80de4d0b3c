import { z } from 'zod/mini';

/** Where a draft stands in editorial review (docs/adr/0036): waiting for an editor, or sent back. */
export const REVIEW_STATES = ['submitted', 'changes_requested'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const reviewStateSchema = z.enum(REVIEW_STATES);
