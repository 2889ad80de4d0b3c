export { ACCOUNT_TEXTS } from './accountTexts';
export { AUTHORING_TEXTS, DRAFT_CARD, EDITOR, PUBLISH_AT_TEXTS } from './authoringTexts';
export { AUTH_TEXTS, MIN_PASSWORD_LENGTH, VALIDATION_MESSAGES } from './authTexts';
export { AUTOSAVE_TEXTS } from './autosaveTexts';
export { BODY_IMAGE_TEXTS } from './bodyImageTexts';
export { CHECK_TEXTS } from './checkTexts';
export * from './communityTexts';
export { REACTION_TEXTS, THREAD_TEXTS } from './conversationTexts';
export { EDITOR_STATE_TEXTS } from './editorStateTexts';
export * from './fediverseTexts';
export { HISTORY_TEXTS, PREVIEW_TEXTS, SCHEDULED_TEXTS } from './historyTexts';
export { MODERATION_TEXTS } from './moderationTexts';
export { NEWSLETTER_TEXTS } from './newsletterTexts';
export { MEMBERS_TEXTS } from './newsroomTexts';
export {
  BUY_COINS_TEXTS,
  FEDIVERSE_FOLLOW_TEXTS,
  FEDIVERSE_FOLLOWERS_TEXTS,
  PROFILE_CARD,
  PROFILE_TEXTS,
  SIGN_OUT_EVERYWHERE_TEXTS,
} from './profileTexts';
export { PUBLISHED_EDIT_TEXTS } from './publishedEditTexts';
export { ARTICLE_STATE_TEXTS, READING_TEXTS, TIME_TEXTS } from './readingTexts';
export { REVIEW_TEXTS } from './reviewTexts';
export { SEARCH_TEXTS } from './searchTexts';
export { SETTINGS_TEXTS } from './settingsTexts';
export { SHARING_TEXTS, TAG_PAGE_TEXTS } from './sharingTexts';
export * from './spec';
export { STATS_TEXTS } from './statsTexts';
