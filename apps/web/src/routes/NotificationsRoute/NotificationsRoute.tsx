import {
  COMMUNITY_MAX_LIMIT,
  type Notification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useMarkNotificationsRead,
  useNotifications,
  useUnreadNotificationCount,
} from '@byline/api-client';
import { NotificationList, PAGE_META, PageContainer, READER_TEXTS } from '@byline/ui';
import { Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PageMeta } from '../../pageMeta/PageMeta';
import { toastFailure } from '../../toasts/toast';

/**
 * /notifications: what happened to the signed-in user, newest first (docs/product.md#notifications). Opening one
 * marks it read as its link navigates; "Mark all as read" clears the bell. Opening the page marks
 * what it shows read (the bell clears); they keep their New mark for this visit.
 */
export function NotificationsRoute() {
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  useNewArrivals(list.revalidate);
  const seenNow = useMarkShownRead(list.items);
  const notifications = useMemo(
    () => list.items.map((item) => (seenNow.has(item.id) ? { ...item, read: false } : item)),
    [list.items, seenNow],
  );

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
        notifications={notifications}
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

/**
 * Marks the unread notifications the page shows read, once each (a page loaded later too);
 * answers the ones marked on this visit, which keep their New mark until the reader leaves.
 * A failure leaves them unread (the bell keeps its count; Mark all as read still works).
 */
function useMarkShownRead(shown: readonly Notification[]): ReadonlySet<number> {
  const markShown = useMarkNotificationsRead();
  const asked = useRef(new Set<number>());
  const [seenNow, setSeenNow] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => {
    const ids = shown
      .filter((item) => !item.read && !asked.current.has(item.id))
      .map((item) => item.id)
      .slice(0, COMMUNITY_MAX_LIMIT);
    if (ids.length === 0) return;
    for (const id of ids) asked.current.add(id);
    setSeenNow((before) => new Set([...before, ...ids]));
    markShown.trigger({ notification_ids: ids }).catch(() => {
      setSeenNow((before) => new Set([...before].filter((id) => !ids.includes(id))));
    });
  }, [shown, markShown]);
  return seenNow;
}
