import { type Notification, SERVER_MESSAGES } from '@byline/api-client/contract';
import type { Database, Executor } from '../db/client';
import { type Page, pageRequest } from '../db/pagination';
import { retryingTransaction } from '../db/retry';
import { refuse } from '../http/errors';
import {
  hasNotification,
  insertNotification,
  listNotifications as listStoredNotifications,
  markAllNotificationsRead as markAllStoredRead,
  markNotificationsRead as markStoredListRead,
  markNotificationRead as markStoredRead,
  type NewNotification,
  unreadCount,
} from './notificationRepository';

/** Notifications (docs/adr/0015): the signed-in user's own, always. */

/** Tells one user of an event, in the event's transaction; nobody is told of their own action. */
export async function notify(tx: Executor, notification: NewNotification): Promise<void> {
  if (notification.userId === notification.actorId) return;
  await insertNotification(tx, notification);
}

/** The user's notifications, newest first, with their unread count. */
export async function listNotifications(
  db: Database,
  userId: number,
  query: { limit: number; cursor?: string | undefined },
): Promise<Page<Notification> & { unreadCount: number }> {
  const page = await listStoredNotifications(db, userId, pageRequest(query));
  return { ...page, unreadCount: await unreadCount(db, userId) };
}

/** The bell's number. */
export async function countUnread(db: Database, userId: number): Promise<number> {
  return unreadCount(db, userId);
}

/**
 * Marks one of the user's notifications read and answers the unread count after it; someone
 * else's is as missing (404) as one that never was. One already read changes nothing.
 */
export async function markNotificationRead(
  db: Database,
  userId: number,
  notificationId: number,
): Promise<number> {
  const unread = await retryingTransaction(db, async (tx) => {
    const marked = await markStoredRead(tx, userId, notificationId);
    if (marked !== null) return marked;
    return (await hasNotification(tx, userId, notificationId)) ? unreadCount(tx, userId) : null;
  });
  if (unread === null) refuse({ status: 404, message: SERVER_MESSAGES.notificationNotFound });
  return unread;
}

/** Marks every unread notification of the user read; answers the unread count after it (0). */
export function markAllNotificationsRead(db: Executor, userId: number): Promise<number> {
  return markAllStoredRead(db, userId);
}

/**
 * Marks the notifications a page shows read (the user opened the page); answers the unread count
 * after it. Ids that are not the user's unread ones are passed over.
 */
export function markNotificationsRead(
  db: Executor,
  userId: number,
  notificationIds: readonly number[],
): Promise<number> {
  return markStoredListRead(db, userId, notificationIds);
}
