import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiError } from '../client/ApiError';
import type { CommentsPage, Page } from '../client/createApiClient';
import {
  type Article,
  type ArticleReactionRequest,
  COMMUNITY_PAGE_SIZE,
  type Comment,
  type CommentReactionRequest,
  type NotificationIdsRequest,
  type OwnReactions,
  type ReactionState,
  type ReplyRequest,
  type UnreadCount,
} from '../contract';
import { useApiClient } from './ApiClientProvider';
import { swrKeys } from './swrKeys';
import { commentLists, repliesLists } from './useComments';
import {
  type CommunityListOptions,
  type KeysetListState,
  useKeysetList,
  usePagedLists,
} from './useKeysetList';
import type { ApiMutation } from './useMutations';
import { useMarkRead } from './useNotifications';
import type { ApiResource } from './useReads';

/**
 * The conversation (docs/adr/0025): a thread's replies, replying, reactions on articles and
 * comments, and marking the notifications a page shows read.
 */

type MaybeId = number | null | undefined;
const hasId = (id: MaybeId): id is number => typeof id === 'number' && id > 0;

/** A thread's visible replies, oldest first, page by page; asked for only when `enabled`. */
export function useCommentReplies(
  commentId: MaybeId,
  options: CommunityListOptions = {},
): KeysetListState<Comment> {
  const client = useApiClient();
  const { pageSize = COMMUNITY_PAGE_SIZE, enabled = true } = options;
  const { pages: _pages, ...list } = useKeysetList<Page<Comment>>(
    enabled && hasId(commentId)
      ? (cursor) => swrKeys.repliesPage(commentId, pageSize, cursor)
      : null,
    (cursor) =>
      client.commentReplies({
        comment_id: commentId as number,
        limit: pageSize,
        cursor: cursor ?? undefined,
      }),
  );
  return list;
}

/**
 * Replies to a comment or a reply. Once the server has it, it ends its thread's cached replies
 * (when their last page is loaded), and the thread's count and the article's total grow by one.
 */
export function useReplyToComment(): ApiMutation<ReplyRequest, Comment> {
  const client = useApiClient();
  const lists = usePagedLists();
  return useSWRMutation<Comment, ApiError, readonly unknown[], ReplyRequest>(
    swrKeys.mutation('replyToComment'),
    async (_key, { arg }) => {
      const reply = await client.replyToComment(arg);
      const thread = reply.parent_id ?? reply.id;
      lists.update<Page<Comment>>(
        repliesLists(thread),
        (pages) =>
          pages.some((page) => page.items.some((item) => item.id === reply.id)) ||
          pages.at(-1)?.nextCursor
            ? pages
            : pages.map((page, index) =>
                index === pages.length - 1 ? { ...page, items: [...page.items, reply] } : page,
              ),
        { revalidate: false },
      );
      lists.update<CommentsPage>(commentLists(reply.news_id), (pages) =>
        pages.map((page) => ({
          ...page,
          items: page.items.map((item) =>
            item.id === thread ? { ...item, reply_count: item.reply_count + 1 } : item,
          ),
          total: page.total + 1,
        })),
      );
      return reply;
    },
  );
}

/**
 * The signed-in reader's own reactions on an article and its comments; asked for only when
 * `enabled` (signed in): the page itself is the same for everyone.
 */
export function useOwnReactions(newsId: MaybeId, enabled: boolean): ApiResource<OwnReactions> {
  const client = useApiClient();
  return useSWR(
    enabled && hasId(newsId) ? swrKeys.ownReactions(newsId) : null,
    () => client.ownReactions({ news_id: newsId as number }),
    { revalidateOnFocus: false },
  );
}

/**
 * Gives or takes back a reaction on an article: the article's counts and the reader's own
 * reactions show the server's answer (nothing is counted before the server has it).
 */
export function useReactToArticle(): ApiMutation<ArticleReactionRequest, ReactionState> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<ReactionState, ApiError, readonly unknown[], ArticleReactionRequest>(
    swrKeys.mutation('reactToArticle'),
    async (_key, { arg }) => {
      const state = await client.reactToArticle(arg);
      void mutate<Article>(
        swrKeys.article(arg.news_id),
        (article) => (article ? { ...article, reactions: state.counts } : article),
        { revalidate: false },
      );
      void mutate<OwnReactions>(
        swrKeys.ownReactions(arg.news_id),
        (own) => (own ? { ...own, article: state.mine } : own),
        { revalidate: false },
      );
      return state;
    },
  );
}

/**
 * Gives or takes back a reaction on a comment or reply: the cached lists that show it take the
 * server's counts, and the reader's own reactions (of the article `newsId`) its kinds.
 */
export function useReactToComment(
  newsId: MaybeId,
): ApiMutation<CommentReactionRequest, ReactionState> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const lists = usePagedLists();
  return useSWRMutation<ReactionState, ApiError, readonly unknown[], CommentReactionRequest>(
    swrKeys.mutation('reactToComment'),
    async (_key, { arg }) => {
      const state = await client.reactToComment(arg);
      const recount = <P extends Page<Comment>>(pages: P[]) =>
        pages.map((page) => ({
          ...page,
          items: page.items.map((item) =>
            item.id === arg.comment_id ? { ...item, reactions: state.counts } : item,
          ),
        }));
      lists.update<CommentsPage>(commentLists(), recount, { revalidate: false });
      lists.update<Page<Comment>>(repliesLists(), recount, { revalidate: false });
      if (hasId(newsId)) {
        void mutate<OwnReactions>(
          swrKeys.ownReactions(newsId),
          (own) =>
            own
              ? {
                  ...own,
                  comments: [
                    ...own.comments.filter((entry) => entry.comment_id !== arg.comment_id),
                    { comment_id: arg.comment_id, kinds: state.mine },
                  ],
                }
              : own,
          { revalidate: false },
        );
      }
      return state;
    },
  );
}

/**
 * Marks the notifications a page shows read (`{notification_ids}`): the list and the bell change
 * at once (put back if the server refuses).
 */
export function useMarkNotificationsRead(): ApiMutation<NotificationIdsRequest, UnreadCount> {
  return useMarkRead<NotificationIdsRequest>('markNotificationsRead', (input, notification) =>
    input.notification_ids.includes(notification.id),
  );
}
