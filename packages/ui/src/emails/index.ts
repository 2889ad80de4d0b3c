/**
 * `@byline/ui/emails`: the newsletter's emails (docs/adr/0029). Plain React and inline styles, no
 * Mantine: the server renders them to HTML and text; no page of the site imports them.
 */
export {
  ConfirmSubscriptionEmail,
  type ConfirmSubscriptionEmailProps,
  confirmSubscriptionSubject,
  confirmSubscriptionText,
} from './ConfirmSubscriptionEmail/ConfirmSubscriptionEmail';
export {
  DigestEmail,
  type DigestEmailProps,
  digestSubject,
  digestText,
} from './DigestEmail/DigestEmail';
export { EMAIL_TEXTS } from './emailTexts';
export {
  type EmailArticle,
  NewArticleEmail,
  type NewArticleEmailProps,
  newArticleSubject,
  newArticleText,
} from './NewArticleEmail/NewArticleEmail';
export { renderEmailDocument } from './render';
