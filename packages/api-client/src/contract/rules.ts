import type { ArticleStatus } from './entities';
import { SERVER_MESSAGES, SUCCESS_MESSAGES } from './messages';

/**
 * Rules of the writes, decided once: the server enforces them and the mocks answer by them, so a
 * story never shows behaviour the product does not have (the scenario table checks both).
 */

/** An answer other than success: the HTTP status (also the envelope's) and the reason. */
export interface Refusal {
  status: number;
  message: string;
}

/**
 * Whether `userId` may change (update, publish, delete) an article, or why not. Someone else's
 * draft is answered as missing, exactly as reading it is, so probing ids reveals no drafts;
 * someone else's published article is public, so changing it is plainly forbidden.
 */
export function refuseArticleChange(
  article: { authorId: number; status: ArticleStatus } | null | undefined,
  userId: number,
): Refusal | null {
  if (!article || (article.authorId !== userId && article.status === 'draft')) {
    return { status: 404, message: SERVER_MESSAGES.articleNotFound };
  }
  if (article.authorId !== userId) return { status: 403, message: SERVER_MESSAGES.notYourArticle };
  return null;
}

/** Only drafts are deleted; a published article stays (409 says why). */
export function refuseArticleDelete(article: { status: ArticleStatus }): Refusal | null {
  return article.status === 'draft' ? null : { status: 409, message: SERVER_MESSAGES.onlyDrafts };
}

/**
 * The message of a successful save. Saving with `is_draft` keeps (or makes) the article a draft,
 * also a published one (the author takes it back); saving without it publishes.
 */
export function savedArticleMessage(save: { isDraft: boolean; isUpdate: boolean }): string {
  if (!save.isDraft) return SUCCESS_MESSAGES.articlePublished;
  return save.isUpdate ? SUCCESS_MESSAGES.draftUpdated : SUCCESS_MESSAGES.articleSavedAsDraft;
}

/**
 * Whether a request's fields hold a NUL character anywhere (names too): PostgreSQL text cannot
 * store one, so such a request is refused with `SERVER_MESSAGES.nulCharacter` before it is read.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 10 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
  );
}
