/**
 * The conversation's writes (replying, reacting), loaded when a reader first replies or reacts:
 * they stay out of the article page's first load (docs/adr/0025).
 */
export { reactToArticle, reactToComment, replyToComment } from '@byline/api-client';
