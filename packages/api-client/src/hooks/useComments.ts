import useSWRMutation from 'swr/mutation';
import type { ApiError } from '../client/ApiError';
import type { CommentsPage, Page } from '../client/createApiClient';
import {
  type AddCommentRequest,
  COMMUNITY_PAGE_SIZE,
  type Comment,
  type CommentIdRequest,
  type EditCommentRequest,
} from '../contract';
import { useApiClient } from './ApiClientProvider';
import { infinitePrefix, swrKeys } from './swrKeys';
import {
  type CommunityListOptions,
  type KeysetListState,
  useKeysetList,
  usePagedLists,
} from './useKeysetList';
import type { ApiMutation } from './useMutations';

export interface CommentsState extends KeysetListState<Comment> {
  /** How many visible comments the article has in all (undefined until the first page). */
  total: number | undefined;
}

type MaybeId = number | null | undefined;
const hasId = (id: MaybeId): id is number => typeof id === 'number' && id > 0;

/** A published article's visible comments, newest first, page by page, with their total. */
export function useComments(newsId: MaybeId, options: CommunityListOptions = {}): CommentsState {
  const client = useApiClient();
  const { pageSize = COMMUNITY_PAGE_SIZE, enabled = true } = options;
  const { pages, ...list } = useKeysetList<CommentsPage>(
    enabled && hasId(newsId) ? (cursor) => swrKeys.commentsPage(newsId, pageSize, cursor) : null,
    (cursor) =>
      client.comments({ news_id: newsId as number, limit: pageSize, cursor: cursor ?? undefined }),
  );
  return { ...list, total: pages[0]?.total };
}

/** Every cached replies list of one thread, or of all threads when none is named. */
export const repliesLists = (commentId?: number) =>
  commentId === undefined ? infinitePrefix('replies') : infinitePrefix('replies', commentId);

/** Every cached comments list of one article, or of all articles when none is named. */
export const commentLists = (newsId?: number) =>
  newsId === undefined ? infinitePrefix('comments') : infinitePrefix('comments', newsId);

const holds = (pages: CommentsPage[], commentId: number) =>
  pages.some((page) => page.items.some((item) => item.id === commentId));

/**
 * Posts a comment. Once the server has it, it tops the article's cached comments (the total
 * grows by one), and the lists are confirmed with the server.
 */
export function useAddComment(): ApiMutation<AddCommentRequest, Comment> {
  const client = useApiClient();
  const lists = usePagedLists();
  return useSWRMutation<Comment, ApiError, readonly unknown[], AddCommentRequest>(
    swrKeys.mutation('addComment'),
    async (_key, { arg }) => {
      const comment = await client.addComment(arg);
      lists.update<CommentsPage>(commentLists(comment.news_id), (pages) =>
        holds(pages, comment.id)
          ? pages
          : pages.map((page, index) => ({
              ...page,
              items: index === 0 ? [comment, ...page.items] : page.items,
              total: page.total + 1,
            })),
      );
      return comment;
    },
  );
}

/** Edits the caller's comment: the cached lists show the new text once the server has it. */
export function useEditComment(): ApiMutation<EditCommentRequest, Comment> {
  const client = useApiClient();
  const lists = usePagedLists();
  return useSWRMutation<Comment, ApiError, readonly unknown[], EditCommentRequest>(
    swrKeys.mutation('editComment'),
    async (_key, { arg }) => {
      const comment = await client.editComment(arg);
      lists.update<CommentsPage>(commentLists(comment.news_id), (pages) =>
        pages.map((page) => ({
          ...page,
          items: page.items.map((item) => (item.id === comment.id ? comment : item)),
        })),
      );
      return comment;
    },
  );
}

/**
 * A removal (delete or hide): the comment leaves every cached list at once; a top-level comment
 * takes its replies with it (the total drops by one more per reply), a reply counts one fewer
 * on its thread. If the server refuses, the lists are put back.
 */
function useRemoveComment(
  name: 'deleteComment' | 'hideComment',
): ApiMutation<CommentIdRequest, null> {
  const client = useApiClient();
  const lists = usePagedLists();
  return useSWRMutation<null, ApiError, readonly unknown[], CommentIdRequest>(
    swrKeys.mutation(name),
    async (_key, { arg }) => {
      const removed = arg.comment_id;
      // A reply is found in its thread's cached replies: its thread counts one fewer.
      let thread: number | null = null;
      const restoreReplies = lists.update<Page<Comment>>(
        repliesLists(),
        (pages) =>
          pages.map((page) => ({
            ...page,
            items: page.items.filter((item) => {
              if (item.id !== removed) return true;
              thread = item.parent_id;
              return false;
            }),
          })),
        { revalidate: false },
      );
      const restoreComments = lists.update<CommentsPage>(
        commentLists(),
        (pages) => {
          const found = pages.flatMap((page) => page.items).find((item) => item.id === removed);
          const inThread = pages.some((page) => page.items.some((item) => item.id === thread));
          const gone = found ? 1 + found.reply_count : inThread ? 1 : 0;
          return pages.map((page) => ({
            ...page,
            items: page.items
              .filter((item) => item.id !== removed)
              .map((item) =>
                item.id === thread
                  ? { ...item, reply_count: Math.max(0, item.reply_count - 1) }
                  : item,
              ),
            total: Math.max(0, page.total - gone),
          }));
        },
        { revalidate: false },
      );
      try {
        const result = await client[name](arg);
        lists.revalidate(commentLists());
        lists.revalidate(repliesLists());
        return result;
      } catch (error) {
        restoreComments();
        restoreReplies();
        throw error;
      }
    },
  );
}

/** Deletes the caller's own comment (at once; put back if the server refuses). */
export function useDeleteComment(): ApiMutation<CommentIdRequest, null> {
  return useRemoveComment('deleteComment');
}

/**
 * Hides a comment on the caller's article from every reader (at once; put back if the server
 * refuses).
 */
export function useHideComment(): ApiMutation<CommentIdRequest, null> {
  return useRemoveComment('hideComment');
}
