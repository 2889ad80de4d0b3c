import useSWR from 'swr';
import type { Page } from '../client/createApiClient';
import {
  COMMUNITY_PAGE_SIZE,
  type Comment,
  type NotificationIdsRequest,
  type OwnReactions,
  type UnreadCount,
} from '../contract';
import { useApiClient } from './ApiClientProvider';
import { swrKeys } from './swrKeys';
import { type CommunityListOptions, type KeysetListState, useKeysetList } from './useKeysetList';
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
 * Marks the notifications a page shows read (`{notification_ids}`): the list and the bell change
 * at once (put back if the server refuses).
 */
export function useMarkNotificationsRead(): ApiMutation<NotificationIdsRequest, UnreadCount> {
  return useMarkRead<NotificationIdsRequest>('markNotificationsRead', (input, notification) =>
    input.notification_ids.includes(notification.id),
  );
}
