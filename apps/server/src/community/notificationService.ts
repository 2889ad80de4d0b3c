import { type Notification, SERVER_MESSAGES } from '@byline/api-client/contract';
import type { Database, Executor } from '../db/client';
import { type Page, pageRequest } from '../db/pagination';
import { retryingTransaction } from '../db/retry';
import { refuse } from '../http/errors';
import { announceDuePublications } from './announcementService';
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

/** What to do when announcing due publications fails before a read (the read goes on). */
type AnnounceFailure = (error: unknown) => void;

/**
 * Before a notification read: scheduled articles whose time has come are announced now, so a
 * follower sees them at once rather than at the next sweep (one index probe when none is due).
 * A failure only leaves that to the sweep.
 */
const announceDue = (db: Database, onFailure: AnnounceFailure) =>
  announceDuePublications(db).catch(onFailure);

/** The user's notifications, newest first, with their unread count. */
export async function listNotifications(
  db: Database,
  userId: number,
  query: { limit: number; cursor?: string | undefined },
  onAnnounceFailure: AnnounceFailure,
): Promise<Page<Notification> & { unreadCount: number }> {
  await announceDue(db, onAnnounceFailure);
  const page = await listStoredNotifications(db, userId, pageRequest(query));
  return { ...page, unreadCount: await unreadCount(db, userId) };
}

/** The bell's number. */
export async function countUnread(
  db: Database,
  userId: number,
  onAnnounceFailure: AnnounceFailure,
): Promise<number> {
  await announceDue(db, onAnnounceFailure);
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
