import { defineMessages } from '../locale/defineMessages';
/**
 * The editor's and drafts' texts: only the authoring pages load them.
 * (A module of their own, so that a reader's first load does not carry them.)
 */

/** Draft card truncation. */
export const DRAFT_CARD = { title: 60, description: 100, defaultDescription: 150 } as const;

/** Editor undo history. The body's HTML and URL rules are the contract's HTML_POLICY. */
export const EDITOR = {
  undoGroupDelayMs: 1000,
  undoDepth: 100,
} as const;

/** Texts of the New Article screen (tabs, drafts list, draft card, editor). */
export const AUTHORING_TEXTS = /* @__PURE__ */ defineMessages('authoring', {
  createTab: 'Create Article',
  draftsTab: 'My Drafts',
  draftBadge: 'Draft',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  /** The draft card's buttons say which draft they act on. */
  editDraft: (title: string) => `Edit draft: ${title}`,
  deleteDraft: (title: string) => `Delete draft: ${title}`,
  untitledDraft: 'Untitled draft',
  draftsError: 'Unable to load draft articles',
  loadMoreDrafts: 'Load more drafts',
  confirmDeleteTitle: 'Delete draft',
  cancelEdit: 'Cancel Edit',
  saveAsDraft: 'SAVE AS DRAFT',
  publish: 'PUBLISH ARTICLE',
  titleLabel: 'Title',
  keywordsLabel: 'Keywords',
  creatorsLabel: 'Creators',
  commaHint: 'Separate with commas',
  descriptionLabel: 'Description',
  categoryLabel: 'Category',
  categoryPlaceholder: 'Select a category',
  videoLabel: 'Video link (optional)',
  imageLabel: 'Image',
  imagePlaceholder: 'Choose an image',
  clearImage: 'Remove the chosen image',
  bodyLabel: 'Article body',
  currentImageAlt: "The draft's current image",
  imageAltLabel: 'Cover description',
  imageAltDescription: 'Describe the picture for readers who cannot see it',
  insertImage: 'Insert image',
  openLinkInNewTab: 'Open link in a new tab',
  backgroundColour: 'Background colour',
  textColour: 'Text colour',
  formattingToolbar: 'Formatting',
});

/** The publication time of a scheduled article. */
export const PUBLISH_AT_TEXTS = /* @__PURE__ */ defineMessages('publishAt', {
  label: 'Publish at',
  timeZone: (zone: string) => `In your time zone (${zone})`,
  required: 'Choose when to publish',
});
