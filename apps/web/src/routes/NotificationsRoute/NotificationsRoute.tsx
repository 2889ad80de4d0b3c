import {
  type Notification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadNotificationCount,
} from '@byline/api-client';
import { NotificationList, PAGE_META, PageContainer, READER_TEXTS } from '@byline/ui';
import { Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { PageMeta } from '../../pageMeta/PageMeta';
import { toastFailure } from '../../toasts/toast';

/**
 * /notifications: what happened to the signed-in user, newest first (docs/product.md#notifications). Opening one
 * marks it read as its link navigates; "Mark all as read" clears the bell.
 */
export function NotificationsRoute() {
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  useNewArrivals(list.revalidate);

  const open = (notification: Notification) => {
    if (notification.read) return;
    markRead.trigger({ notification_id: notification.id }).catch((error) => toastFailure(error));
  };

  return (
    <PageContainer width="narrow">
      <PageMeta
        noindex
        title={READER_TEXTS.notifications}
        description={PAGE_META.notificationsDescription}
      />
      <Title order={1} mb="md">
        {READER_TEXTS.notifications}
      </Title>
      <NotificationList
        notifications={list.items}
        unreadCount={list.unreadCount}
        loading={list.isLoading}
        error={list.error?.message ?? null}
        onRetry={list.revalidate}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        loadingMore={list.isLoadingMore && !list.isLoading}
        onOpen={open}
        onMarkAllRead={() => {
          markAllRead.trigger().catch((error) => toastFailure(error));
        }}
        markingAllRead={markAllRead.isMutating}
      />
    </PageContainer>
  );
}

/**
 * Refetches the list when the bell's polled count (the header's, shared through SWR) goes up: a
 * new notification then appears here without a reload.
 */
function useNewArrivals(revalidate: () => void) {
  const { data: unread } = useUnreadNotificationCount(true);
  const last = useRef(unread);
  useEffect(() => {
    const before = last.current;
    last.current = unread;
    if (unread !== undefined && before !== undefined && unread > before) revalidate();
  }, [unread, revalidate]);
}
