import useSWR, { useSWRConfig } from 'swr';
import { SWRGlobalState } from 'swr/_internal';
import useSWRMutation from 'swr/mutation';
import type { ApiError } from '../client/ApiError';
import type { NotificationsPage } from '../client/createApiClient';
import {
  COMMUNITY_PAGE_SIZE,
  NOTIFICATION_POLL_MS,
  type Notification,
  type NotificationIdRequest,
  type UnreadCount,
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
import type { ApiResource } from './useReads';

export interface NotificationsState extends KeysetListState<Notification> {
  /** How many notifications are unread in all (undefined until the first page). */
  unreadCount: number | undefined;
}

/** The signed-in user's notifications, newest first, page by page, with the unread count. */
export function useNotifications(options: CommunityListOptions = {}): NotificationsState {
  const client = useApiClient();
  const { pageSize = COMMUNITY_PAGE_SIZE, enabled = true } = options;
  const { pages, ...list } = useKeysetList<NotificationsPage>(
    enabled ? (cursor) => swrKeys.notificationsPage(pageSize, cursor) : null,
    (cursor) => client.notifications({ limit: pageSize, cursor: cursor ?? undefined }),
  );
  return { ...list, unreadCount: pages[0]?.unreadCount };
}

/**
 * The header bell's number. Asked only when `enabled` (signed in), every NOTIFICATION_POLL_MS
 * while the tab is visible, and at once when it becomes visible again (ADR 0015: polling).
 */
export function useUnreadNotificationCount(enabled: boolean): ApiResource<number> {
  const client = useApiClient();
  return useSWR(
    enabled ? swrKeys.unreadCount() : null,
    async () => (await client.unreadNotificationCount()).unread_count,
    { refreshInterval: NOTIFICATION_POLL_MS, refreshWhenHidden: false, revalidateOnFocus: true },
  );
}

/**
 * Marks notifications read: the list and the bell change at once (put back if the server
 * refuses), then take the server's unread count.
 */
export function useMarkRead<Input>(
  name: 'markNotificationRead' | 'markNotificationsRead' | 'markAllNotificationsRead',
  isMarked: (input: Input, notification: Notification) => boolean,
): ApiMutation<Input, UnreadCount> {
  const client = useApiClient();
  const { mutate, cache } = useSWRConfig();
  const lists = usePagedLists();
  const prefix = infinitePrefix('notifications');
  const mutation = useSWRMutation<UnreadCount, ApiError, readonly unknown[], Input>(
    swrKeys.mutation(name),
    async (_key, { arg }) => {
      let newlyRead = 0;
      const restoreLists = lists.update<NotificationsPage>(
        prefix,
        (pages) => {
          const marked = pages.map((page) => ({
            ...page,
            items: page.items.map((item) =>
              !item.read && isMarked(arg, item) ? { ...item, read: true } : item,
            ),
          }));
          const read = (list: NotificationsPage[]) =>
            list.reduce((sum, page) => sum + page.items.filter((item) => item.read).length, 0);
          const changed = read(marked) - read(pages);
          newlyRead = Math.max(newlyRead, changed);
          return marked.map((page) => ({
            ...page,
            unreadCount:
              name === 'markAllNotificationsRead' ? 0 : Math.max(0, page.unreadCount - changed),
          }));
        },
        { revalidate: false },
      );
      let countBeforeMark: number | undefined;
      await mutate<number>(
        swrKeys.unreadCount(),
        (count) => {
          countBeforeMark = count;
          if (count === undefined) return count;
          return name === 'markAllNotificationsRead' ? 0 : Math.max(0, count - newlyRead);
        },
        { revalidate: false },
      );
      try {
        const result = await (client[name] as (input: Input) => Promise<UnreadCount>)(arg);
        // The page that asked may be gone with its cache (a test's provider, unmounted while the
        // call was on its way): then there is nothing left to update.
        if (!SWRGlobalState.has(cache)) return result;
        void mutate(swrKeys.unreadCount(), result.unread_count, { revalidate: false });
        lists.update<NotificationsPage>(prefix, (pages) =>
          pages.map((page) => ({ ...page, unreadCount: result.unread_count })),
        );
        return result;
      } catch (error) {
        if (!SWRGlobalState.has(cache)) throw error;
        restoreLists();
        void mutate(swrKeys.unreadCount(), countBeforeMark, { revalidate: true });
        throw error;
      }
    },
  );
  // SWR types `trigger` by whether Input may be undefined; at run time it takes the input.
  return mutation as unknown as ApiMutation<Input, UnreadCount>;
}

/** Marks one notification read (`{notification_id}`). */
export function useMarkNotificationRead(): ApiMutation<NotificationIdRequest, UnreadCount> {
  return useMarkRead<NotificationIdRequest>(
    'markNotificationRead',
    (input, notification) => notification.id === input.notification_id,
  );
}

/** Marks every notification of the signed-in user read. */
export function useMarkAllNotificationsRead(): ApiMutation<void, UnreadCount> {
  return useMarkRead<void>('markAllNotificationsRead', () => true);
}
