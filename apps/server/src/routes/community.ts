import { SUCCESS_MESSAGES } from '@byline/api-client/contract';
import {
  addComment,
  deleteComment,
  editComment,
  hideComment,
  listComments,
  listReplies,
  replyToComment,
} from '../community/commentService';
import {
  follow,
  followStatus,
  listFollowers,
  listFollowing,
  unfollow,
} from '../community/followService';
import {
  countUnread,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  markNotificationsRead,
} from '../community/notificationService';
import { ownReactions, reactToArticle, reactToComment } from '../community/reactionService';
import { listWalletHistory, rewardAuthor } from '../community/walletService';
import { PUBLIC_READ_CACHE_CONTROL } from '../constants';
import { registerEndpoint } from '../http/endpoint';
import { readTags } from '../news/read-tags';
import type { RouteDependencies } from './dependencies';

/** The community half (docs/adr/0015): comments, follows, coins and notifications. */
export function registerCommunityRoutes({
  app,
  db,
  rateLimits,
  readCache,
  commentLimit,
  reactionLimit,
}: RouteDependencies): void {
  const read = { rateLimit: rateLimits.reads };
  const write = { rateLimit: rateLimits.writes };
  /** A public read shared through the read cache, tagged with what it shows. */
  const cachedAs = <Input>(tags: (input: Input) => string[]) => ({
    ...read,
    cacheControl: PUBLIC_READ_CACHE_CONTROL,
    cache: { store: readCache, tags },
  });

  // Comments.
  const articleComments = cachedAs((input: { news_id: number }) => [
    readTags.comments(input.news_id),
  ]);
  registerEndpoint(app, 'comments', articleComments, async ({ input }) => {
    const page = await listComments(db, input.news_id, input);
    return { data: page.items, extra: { next_cursor: page.nextCursor, total: page.total } };
  });

  registerEndpoint(app, 'addComment', write, async ({ input, requireUser }) => {
    const comment = await addComment(db, commentLimit, {
      userId: requireUser(),
      articleId: input.news_id,
      text: input.text,
    });
    readCache.invalidate([readTags.comments(input.news_id)]);
    return { data: comment, message: SUCCESS_MESSAGES.commentPosted };
  });

  registerEndpoint(app, 'editComment', write, async ({ input, requireUser }) => {
    const comment = await editComment(db, requireUser(), input.comment_id, input.text);
    readCache.invalidate([readTags.comments(comment.news_id)]);
    return { data: comment, message: SUCCESS_MESSAGES.commentUpdated };
  });

  registerEndpoint(app, 'deleteComment', write, async ({ input, requireUser }) => {
    const articleId = await deleteComment(db, requireUser(), input.comment_id);
    readCache.invalidate([readTags.comments(articleId)]);
    return { data: null, message: SUCCESS_MESSAGES.commentDeleted };
  });

  registerEndpoint(app, 'hideComment', write, async ({ input, requireUser }) => {
    const articleId = await hideComment(db, requireUser(), input.comment_id);
    readCache.invalidate([readTags.comments(articleId)]);
    return { data: null, message: SUCCESS_MESSAGES.commentHidden };
  });

  // Replies (docs/adr/0025): a thread's replies are cached with its article's comments.
  registerEndpoint(app, 'replyToComment', write, async ({ input, requireUser }) => {
    const reply = await replyToComment(db, commentLimit, {
      userId: requireUser(),
      commentId: input.comment_id,
      text: input.text,
    });
    readCache.invalidate([readTags.comments(reply.news_id)]);
    return { data: reply, message: SUCCESS_MESSAGES.replyPosted };
  });

  const threadReplies = { ...read, cacheControl: PUBLIC_READ_CACHE_CONTROL };
  registerEndpoint(app, 'commentReplies', threadReplies, async ({ input }) => {
    const page = await listReplies(db, input.comment_id, input);
    return { data: page.items, extra: { next_cursor: page.nextCursor } };
  });

  // Reactions (docs/adr/0025). The article's counts are in its read (not cached: every read is
  // a view); a comment's are in its article's comment lists.
  registerEndpoint(app, 'reactToArticle', write, async ({ input, requireUser }) => {
    const outcome = await reactToArticle(db, reactionLimit, {
      userId: requireUser(),
      articleId: input.news_id,
      kind: input.kind,
      active: input.active,
    });
    return { data: outcome.state, message: outcome.message };
  });

  registerEndpoint(app, 'reactToComment', write, async ({ input, requireUser }) => {
    const outcome = await reactToComment(db, reactionLimit, {
      userId: requireUser(),
      commentId: input.comment_id,
      kind: input.kind,
      active: input.active,
    });
    readCache.invalidate([readTags.comments(outcome.articleId)]);
    return { data: outcome.state, message: outcome.message };
  });

  registerEndpoint(app, 'ownReactions', read, async ({ input, requireUser }) => ({
    data: await ownReactions(db, requireUser(), input.news_id),
  }));

  // Follows. Both users' public profiles show the counts, and their follow lists the rows.
  registerEndpoint(app, 'follow', write, async ({ input, requireUser }) => {
    const userId = requireUser();
    const state = await follow(db, userId, input.user_id);
    readCache.invalidate([readTags.author(userId), readTags.author(input.user_id)]);
    return { data: state, message: SUCCESS_MESSAGES.followed };
  });

  registerEndpoint(app, 'unfollow', write, async ({ input, requireUser }) => {
    const userId = requireUser();
    const state = await unfollow(db, userId, input.user_id);
    readCache.invalidate([readTags.author(userId), readTags.author(input.user_id)]);
    return { data: state, message: SUCCESS_MESSAGES.unfollowed };
  });

  registerEndpoint(app, 'followStatus', read, async ({ input, requireUser }) => ({
    data: await followStatus(db, requireUser(), input.user_id),
  }));

  const userLists = cachedAs((input: { user_id: number }) => [readTags.author(input.user_id)]);
  registerEndpoint(app, 'followers', userLists, async ({ input }) => {
    const page = await listFollowers(db, input.user_id, input);
    return { data: page.items, extra: { next_cursor: page.nextCursor } };
  });

  registerEndpoint(app, 'following', userLists, async ({ input }) => {
    const page = await listFollowing(db, input.user_id, input);
    return { data: page.items, extra: { next_cursor: page.nextCursor } };
  });

  // Coins. The balance shows on both users' public profiles.
  registerEndpoint(app, 'rewardAuthor', write, async ({ input, requireUser }) => {
    const userId = requireUser();
    const result = await rewardAuthor(db, {
      senderId: userId,
      recipientId: input.user_id,
      amount: input.amount,
      articleId: input.news_id,
      idempotencyKey: input.idempotency_key,
    });
    readCache.invalidate([readTags.author(userId), readTags.author(input.user_id)]);
    return { data: result, message: SUCCESS_MESSAGES.rewardSent(input.amount) };
  });

  registerEndpoint(app, 'walletHistory', read, async ({ input, requireUser }) => {
    const page = await listWalletHistory(db, requireUser(), input);
    return { data: page.items, extra: { next_cursor: page.nextCursor, balance: page.balance } };
  });

  // Notifications: the signed-in user's own, always.
  registerEndpoint(app, 'notifications', read, async ({ input, requireUser }) => {
    const page = await listNotifications(db, requireUser(), input);
    return {
      data: page.items,
      extra: { next_cursor: page.nextCursor, unread_count: page.unreadCount },
    };
  });

  registerEndpoint(app, 'unreadNotificationCount', read, async ({ requireUser }) => {
    const unread = await countUnread(db, requireUser());
    return { data: { unread_count: unread } };
  });

  registerEndpoint(app, 'markNotificationRead', write, async ({ input, requireUser }) => {
    const unread = await markNotificationRead(db, requireUser(), input.notification_id);
    return { data: { unread_count: unread }, message: SUCCESS_MESSAGES.notificationRead };
  });

  registerEndpoint(app, 'markNotificationsRead', write, async ({ input, requireUser }) => ({
    data: {
      unread_count: await markNotificationsRead(db, requireUser(), input.notification_ids),
    },
    message: SUCCESS_MESSAGES.notificationsShownRead,
  }));

  registerEndpoint(app, 'markAllNotificationsRead', write, async ({ requireUser }) => ({
    data: { unread_count: await markAllNotificationsRead(db, requireUser()) },
    message: SUCCESS_MESSAGES.notificationsRead,
  }));
}
