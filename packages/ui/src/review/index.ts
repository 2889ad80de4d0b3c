export { ReviewNotes, type ReviewNotesProps } from './ReviewNotes/ReviewNotes';
export { ReviewQueue, type ReviewQueueProps } from './ReviewQueue/ReviewQueue';
