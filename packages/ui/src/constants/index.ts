export { AUTHORING_TEXTS, DRAFT_CARD, EDITOR, PUBLISH_AT_TEXTS } from './authoringTexts';
export { AUTH_TEXTS, MIN_PASSWORD_LENGTH, VALIDATION_MESSAGES } from './authTexts';
export * from './communityTexts';
export {
  BUY_COINS_TEXTS,
  PROFILE_CARD,
  PROFILE_TEXTS,
  SIGN_OUT_EVERYWHERE_TEXTS,
} from './profileTexts';
export { READING_TEXTS } from './readingTexts';
export * from './spec';
