import type { ArticleStatus } from './entities';
import { AUTHORING_LIMITS } from './limits';
import { SERVER_MESSAGES, SUCCESS_MESSAGES } from './messages';
import { hasArticleBody } from './reading';

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
  const mayEdit = article ? mayEditArticle(article, userId) : false;
  // A scheduled article is no more public than a draft until its time.
  if (!article || (!mayEdit && article.status !== 'published')) {
    return { status: 404, message: SERVER_MESSAGES.articleNotFound };
  }
  if (!mayEdit) return { status: 403, message: SERVER_MESSAGES.notYourArticle };
  return null;
}

/**
 * Who may edit, update, unpublish or delete an article: its author. The one place that says so
 * (an editor role would be added here; docs/adr/0024).
 */
export function mayEditArticle(article: { authorId: number }, userId: number): boolean {
  return article.authorId === userId;
}

/**
 * What only an article's author reads of it (its revisions, how many subscribers it was sent
 * to): to anyone else, as for a missing article (`authorId` null), there is no such article, so
 * probing ids reveals neither drafts nor another author's numbers.
 */
export function refuseAuthorOnlyRead(
  authorId: number | null | undefined,
  userId: number,
): Refusal | null {
  return authorId != null && mayEditArticle({ authorId }, userId)
    ? null
    : { status: 404, message: SERVER_MESSAGES.articleNotFound };
}

/** Only a live article is unpublished (a scheduled one cancels its schedule; 409 otherwise). */
export function refuseUnpublish(status: ArticleStatus): Refusal | null {
  if (status === 'published') return null;
  return { status: 409, message: SERVER_MESSAGES.notPublished };
}

/** Only drafts are deleted by deleteDraft; a published article stays (409 says why). */
export function refuseArticleDelete(article: { status: ArticleStatus }): Refusal | null {
  return article.status === 'draft' ? null : { status: 409, message: SERVER_MESSAGES.onlyDrafts };
}

/**
 * What a publish needs (a save without `is_draft`, and publishing a draft): a title and a body
 * (text, or a picture: `hasArticleBody`), as stored (the server checks the sanitised fields). A
 * draft may be anything. The title is checked first, as the editor shows it first.
 */
export function refuseArticlePublish(article: { title: string; content: string }): Refusal | null {
  if (article.title.trim() === '') return { status: 400, message: SERVER_MESSAGES.titleRequired };
  if (!hasArticleBody(article.content)) {
    return { status: 400, message: SERVER_MESSAGES.bodyRequired };
  }
  return null;
}

/**
 * A save based on another version than the stored one is refused (another tab or
 * device saved meanwhile). A save that names no base (the spec's own flow) is not checked.
 */
export function refuseStaleVersion(stored: number, base: number | undefined): Refusal | null {
  return base === undefined || base === stored
    ? null
    : { status: 409, message: SERVER_MESSAGES.draftConflict };
}

/** A publication time must be ahead of `now`, and at most AUTHORING_LIMITS.scheduleMaxDays. */
export function refusePublishAt(publishAt: Date, now: Date): Refusal | null {
  if (publishAt.getTime() <= now.getTime()) {
    return { status: 400, message: SERVER_MESSAGES.publishAtPast };
  }
  const days = AUTHORING_LIMITS.scheduleMaxDays;
  if (publishAt.getTime() - now.getTime() > days * 86_400_000) {
    return { status: 400, message: SERVER_MESSAGES.publishAtTooFar(days) };
  }
  return null;
}

/** What readers and the author see of a stored article at `now`. */
export function articleStatusAt(
  article: { status: 'draft' | 'published'; publishedAt: Date | null },
  now: Date,
): ArticleStatus {
  if (article.status === 'draft') return 'draft';
  return article.publishedAt && article.publishedAt.getTime() > now.getTime()
    ? 'scheduled'
    : 'published';
}

/** Only a scheduled article has a schedule to cancel; a live one stays (409). */
export function refuseCancelSchedule(status: ArticleStatus): Refusal | null {
  if (status === 'scheduled') return null;
  return {
    status: 409,
    message:
      status === 'published' ? SERVER_MESSAGES.alreadyPublished : SERVER_MESSAGES.notScheduled,
  };
}

/** A live article cannot be scheduled again (it has been read already). */
export function refuseSchedule(status: ArticleStatus): Refusal | null {
  return status === 'published' ? { status: 409, message: SERVER_MESSAGES.alreadyPublished } : null;
}

/**
 * The message of a successful save. Saving with `is_draft` keeps (or makes) the article a draft;
 * a live article keeps its published text and holds the save for the next update
 * (`updatingLive`); saving without it publishes (a live article: updates it).
 */
export function savedArticleMessage(save: {
  isDraft: boolean;
  isUpdate: boolean;
  scheduled?: boolean;
  /** The article was live before the save: it stays so. */
  updatingLive?: boolean;
}): string {
  if (save.scheduled) return SUCCESS_MESSAGES.articleScheduled;
  if (save.updatingLive) {
    return save.isDraft ? SUCCESS_MESSAGES.changesKept : SUCCESS_MESSAGES.articleUpdated;
  }
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

// The community half: comments, follows, rewards.

/** Comments are written on published articles only; a draft is answered as missing. */
export function refuseCommentOn(
  article: { status: ArticleStatus } | null | undefined,
): Refusal | null {
  return article?.status === 'published'
    ? null
    : { status: 404, message: SERVER_MESSAGES.articleNotFound };
}

/**
 * Whether `userId` may edit or delete a comment: only its writer (a reply from the fediverse,
 * `authorId` null, is changed by its own server only). A hidden comment (or one on an article
 * that is no longer public) is answered as missing, as it is to every reader.
 */
export function refuseCommentChange(
  comment: { authorId: number | null; visible: boolean } | null | undefined,
  userId: number,
): Refusal | null {
  if (!comment?.visible) return { status: 404, message: SERVER_MESSAGES.commentNotFound };
  if (comment.authorId !== userId) return { status: 403, message: SERVER_MESSAGES.notYourComment };
  return null;
}

/** Whether `userId` may hide a comment: only the author of the article it is on. */
export function refuseCommentHide(
  comment: { articleAuthorId: number; visible: boolean } | null | undefined,
  userId: number,
): Refusal | null {
  if (!comment?.visible) return { status: 404, message: SERVER_MESSAGES.commentNotFound };
  if (comment.articleAuthorId !== userId) {
    return { status: 403, message: SERVER_MESSAGES.onlyArticleAuthorHides };
  }
  return null;
}

/** Follow and unfollow: the author must exist, and nobody follows themselves. */
export function refuseFollow(
  followerId: number,
  followee: { userId: number } | null | undefined,
): Refusal | null {
  if (!followee) return { status: 404, message: SERVER_MESSAGES.userNotFound };
  if (followee.userId === followerId) {
    return { status: 400, message: SERVER_MESSAGES.cannotFollowYourself };
  }
  return null;
}

/**
 * A reward before any coin moves: the recipient exists and is not the sender, the article named
 * (if any) is the recipient's published one, and the sender holds the amount. (The amount itself
 * is whole and in range by the request schema.)
 */
export function refuseReward(reward: {
  senderId: number;
  senderBalance: number;
  amount: number;
  recipient: { userId: number } | null | undefined;
  /** The article named by news_id; undefined when none was named. */
  article?: { authorId: number; status: ArticleStatus } | null;
}): Refusal | null {
  const { recipient, article } = reward;
  if (!recipient) return { status: 404, message: SERVER_MESSAGES.userNotFound };
  if (recipient.userId === reward.senderId) {
    return { status: 400, message: SERVER_MESSAGES.cannotRewardYourself };
  }
  if (
    article !== undefined &&
    (article === null || article.status !== 'published' || article.authorId !== recipient.userId)
  ) {
    return { status: 404, message: SERVER_MESSAGES.articleNotFound };
  }
  if (reward.senderBalance < reward.amount) {
    return { status: 409, message: SERVER_MESSAGES.notEnoughCoins };
  }
  return null;
}

/**
 * A reward sent again with the same idempotency key: the same reward answers the first one's
 * ledger line again (nothing moves twice); a different one is refused.
 */
export function refuseReusedKey(
  first: { recipientId: number; amount: number; articleId: number | null },
  again: { recipientId: number; amount: number; articleId: number | null },
): Refusal | null {
  const same =
    first.recipientId === again.recipientId &&
    first.amount === again.amount &&
    first.articleId === again.articleId;
  return same ? null : { status: 409, message: SERVER_MESSAGES.idempotencyKeyReused };
}

/**
 * Comment posts per user in a sliding window (COMMENT_RATE_LIMIT): one process's memory, kept to
 * `posts` timestamps per user who posted lately. `take` answers whether one more post is allowed
 * now and counts it if so. Several server processes each count on their own (docs/adr/0015).
 */
export class PerUserRateLimit {
  /** Keyed by user id, or by any other text (the newsletter counts addresses). */
  private readonly recent = new Map<number | string, number[]>();

  constructor(
    private readonly posts: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(userId: number | string): boolean {
    const now = this.now();
    const since = now - this.windowMs;
    if (this.recent.size > 10_000) this.forgetIdle(since);
    const times = (this.recent.get(userId) ?? []).filter((time) => time > since);
    if (times.length >= this.posts) {
      this.recent.set(userId, times);
      return false;
    }
    times.push(now);
    this.recent.set(userId, times);
    return true;
  }

  private forgetIdle(since: number): void {
    for (const [userId, times] of this.recent) {
      if (times.every((time) => time <= since)) this.recent.delete(userId);
    }
  }
}
