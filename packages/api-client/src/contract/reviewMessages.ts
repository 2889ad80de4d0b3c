/**
 * Editorial review's messages (docs/roles.md, docs/adr/0036), in a module of their own with no
 * imports, so that the endpoint table can name its fallbacks without loading the schemas.
 */
export const REVIEW_MESSAGES = {
  submitted: 'Submitted for review: an editor will read it.',
  alreadySubmitted: 'This draft is waiting for review already.',
  onlyDrafts: 'Only a draft can be submitted for review.',
  notInReview: 'This draft is not waiting for review.',
  notSubmitted: 'This draft was not submitted for review.',
  sentBack: 'Sent back to the writer with your note.',
  noteAdded: 'Note sent to the writer.',
  noteRequired: 'Write a note for the writer.',
  /** The pages' fallbacks. */
  queueFailed: 'Unable to load the review queue.',
  notesFailed: 'Unable to load the notes.',
  actionFailed: 'Unable to do that. Please try again.',
} as const;
