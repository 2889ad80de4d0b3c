import {
  type Article,
  PAGE_SUCCESS_MESSAGES,
  type ReportReason,
  useAddComment,
  useBlockedAccounts,
  useCommentReplies,
  useComments,
  useConversationWrites,
  useDeleteComment,
  useEditComment,
  useHideComment,
  useOwnReactions,
  useRewardAuthor,
  useUserDetails,
} from '@byline/api-client';
import type {
  ArticlePageComments,
  ArticlePageFollow,
  ArticlePageReactions,
  CommentRepliesState,
} from '@byline/ui';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useFollowToggle } from '../../follow/useFollowToggle';
import { loginPathFor } from '../../guards/sessionGuards';
import { useSession } from '../../session/SessionProvider';
import { toastFailure, toastSuccess } from '../../toasts/toast';

/**
 * Toasts a write's success and passes its result on. A refusal is re-thrown, so the form or
 * dialog that asked keeps what the reader typed and shows the reason beside it; with
 * `toastRefusal` (a confirm dialog, which has no place for it) the reason is toasted too.
 */
async function announce<Result>(
  write: Promise<Result>,
  success: string,
  toastRefusal = false,
): Promise<Result> {
  try {
    const result = await write;
    toastSuccess(success);
    return result;
  } catch (error) {
    if (toastRefusal) toastFailure(error);
    throw error;
  }
}

/** The conversation's writes, loaded on first use. */
const conversation = () => import('./conversationWrites');

/**
 * An open thread's replies, as the comments section asks for them (a hook it calls while the
 * thread is open): the api-client's pages, oldest first.
 */
function useThreadReplies(commentId: number): CommentRepliesState {
  const replies = useCommentReplies(commentId);
  return {
    replies: replies.items,
    loading: replies.isLoading,
    error: replies.error?.message ?? null,
    onRetry: replies.revalidate,
    hasMore: replies.hasMore,
    onLoadMore: replies.loadMore,
    loadingMore: replies.isLoadingMore && !replies.isLoading,
  };
}

/** What the article page needs of the community half: comments, follow and reward. */
export interface ArticleCommunity {
  viewerId: number | null;
  signInHref: string;
  /** Undefined for a draft (its author previewing it): comments are for published articles. */
  comments: ArticlePageComments | undefined;
  follow: ArticlePageFollow | undefined;
  /** Undefined for a draft: reactions are for published articles. */
  reactions: ArticlePageReactions | undefined;
  onReward: (amount: number) => Promise<unknown>;
  walletBalance: number | null;
  /** A signed-in reader's report of another's published article; undefined otherwise. */
  onReportArticle: ((report: { reason: ReportReason; note: string }) => Promise<void>) | undefined;
}

export function useArticleCommunity(
  newsId: number | null,
  article: Article | undefined,
): ArticleCommunity {
  const { session, signedIn } = useSession();
  const location = useLocation();
  const viewerId = session?.userId ?? null;
  const authorId = article?.author.user_id ?? null;

  const published = article?.status === 'published';
  const comments = useComments(published ? newsId : null);
  const addComment = useAddComment();
  const editComment = useEditComment();
  const deleteComment = useDeleteComment();
  const hideComment = useHideComment();
  // Replies and reactions: their code loads on first use (./conversationWrites).
  const writes = useConversationWrites();
  // The page is the same for everyone (rendered signed out): the reader's own reactions come
  // apart, once signed in.
  const own = useOwnReactions(published ? newsId : null, signedIn);
  const ownCommentReactions = useMemo(
    () =>
      own.data
        ? Object.fromEntries(own.data.comments.map((entry) => [entry.comment_id, entry.kinds]))
        : null,
    [own.data],
  );

  // The accounts the reader blocks: their comments are not shown to them (docs/adr/0037).
  const blocks = useBlockedAccounts(signedIn && published);

  const follow = useFollowToggle(authorId);
  const reward = useRewardAuthor();
  const wallet = useUserDetails(viewerId);

  return {
    viewerId,
    onReportArticle:
      viewerId !== null && published && authorId !== viewerId && newsId !== null
        ? async (report) => {
            const message = await (await conversation()).report(writes, {
              target_type: 'article',
              target_id: newsId,
              ...report,
            });
            toastSuccess(message);
          }
        : undefined,
    signInHref: loginPathFor(location),
    comments: published
      ? {
          comments: comments.items,
          total: comments.total ?? 0,
          loading: comments.isLoading,
          error: comments.error?.message ?? null,
          onRetry: comments.revalidate,
          hasMore: comments.hasMore,
          onLoadMore: comments.loadMore,
          loadingMore: comments.isLoadingMore && !comments.isLoading,
          onPost: (text) =>
            announce(
              addComment.trigger({ news_id: newsId ?? 0, text }),
              PAGE_SUCCESS_MESSAGES.commentPosted,
            ),
          onEdit: (commentId, text) =>
            announce(
              editComment.trigger({ comment_id: commentId, text }),
              PAGE_SUCCESS_MESSAGES.commentUpdated,
            ),
          onDelete: (commentId) =>
            announce(
              deleteComment.trigger({ comment_id: commentId }),
              PAGE_SUCCESS_MESSAGES.commentDeleted,
              true,
            ),
          onHide: (commentId) =>
            announce(
              hideComment.trigger({ comment_id: commentId }),
              PAGE_SUCCESS_MESSAGES.commentHidden,
              true,
            ),
          onReply: (commentId, text) =>
            announce(
              conversation().then((done) =>
                done.replyToComment(writes, { comment_id: commentId, text }),
              ),
              PAGE_SUCCESS_MESSAGES.replyPosted,
            ),
          useReplies: useThreadReplies,
          ownReactions: ownCommentReactions,
          blockedIds: blocks.data?.user_ids,
          // The dialog shows a refusal beside the form; a sent report is toasted.
          onReport: async (commentId, report) => {
            const message = await (await conversation()).report(writes, {
              target_type: 'comment',
              target_id: commentId,
              ...report,
            });
            toastSuccess(message);
          },
          // The bar shows a refusal beside itself; the counts are the answer.
          onReact: async (commentId, kind, active) =>
            (await conversation()).reactToComment(writes, newsId, {
              comment_id: commentId,
              kind,
              active,
            }),
        }
      : undefined,
    reactions: published
      ? {
          mine: own.data?.article ?? null,
          onToggle: async (kind, active) =>
            (await conversation()).reactToArticle(writes, { news_id: newsId ?? 0, kind, active }),
        }
      : undefined,
    // Signed out, Follow leads to sign-in rather than showing a state it cannot know.
    follow: signedIn
      ? {
          following: follow.following,
          loading: follow.loading || follow.changing,
          onToggle: follow.toggle,
        }
      : undefined,
    onReward: async (amount) => {
      if (authorId === null) return;
      // The dialog shows a refusal itself; only success is toasted.
      await reward.trigger({ user_id: authorId, amount, news_id: newsId ?? undefined });
      toastSuccess(PAGE_SUCCESS_MESSAGES.rewardSent(amount));
    },
    walletBalance: wallet.data?.my_wallet ?? null,
  };
}
