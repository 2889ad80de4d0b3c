import type { Notification, NotificationKind } from '@byline/api-client/contract';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import {
  afterCursor,
  descNullsLast,
  type Page,
  type PageRequest,
  toIdPage,
} from '../db/pagination';
import { articles, blocks, follows, notifications, users } from '../db/schema';
import { live } from '../news/live';
import { toAuthorSummary } from '../users/userRepository';

/**
 * Notifications (docs/adr/0015): written in the transaction of the event they tell of, and
 * counted in users.unread_notifications by the same transaction, so the bell's number is one
 * row read.
 */

export interface NewNotification {
  /** Who is told. */
  userId: number;
  kind: NotificationKind;
  /** Who did it. */
  actorId: number;
  articleId?: number | null;
  commentId?: number | null;
  amount?: number | null;
  /** A moderator's reason (`unpublished`). */
  note?: string | null;
}

/**
 * Stores a notification and counts it unread, in the event's transaction. A follow is stored once
 * per follower and day (UTC): a unique key (notifications_follow_daily_unique) turns a second one
 * into nothing, also when two transactions write it at once, and the unread count stays.
 */
export async function insertNotification(
  tx: Executor,
  notification: NewNotification,
): Promise<void> {
  // Nothing from an account the user blocks (docs/adr/0037).
  const [blocked] = await tx
    .select({ id: blocks.blockedId })
    .from(blocks)
    .where(
      and(eq(blocks.blockerId, notification.userId), eq(blocks.blockedId, notification.actorId)),
    );
  if (blocked) return;
  const [told] = await tx
    .insert(notifications)
    .values({
      userId: notification.userId,
      kind: notification.kind,
      actorId: notification.actorId,
      articleId: notification.articleId ?? null,
      commentId: notification.commentId ?? null,
      amount: notification.amount ?? null,
      note: notification.note ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!told) return;
  await tx
    .update(users)
    .set({ unreadNotifications: sql`${users.unreadNotifications} + 1` })
    .where(eq(users.id, notification.userId));
}

/**
 * Tells every follower of the author that an article went live (once: announcementService.ts): one
 * statement, so the rows written and the counts raised are the same followers.
 */
export async function notifyFollowersOfPublication(
  tx: Executor,
  authorId: number,
  articleId: number,
): Promise<void> {
  await tx.execute(sql`
    with told as (
      insert into ${notifications} (user_id, kind, actor_id, article_id)
      select ${follows.followerId}, 'published', ${authorId}::integer, ${articleId}::integer
      from ${follows} where ${follows.followeeId} = ${authorId}
        and not exists (select 1 from ${blocks}
          where ${blocks.blockerId} = ${follows.followerId} and ${blocks.blockedId} = ${authorId})
      returning user_id
    )
    update ${users} set unread_notifications = ${users.unreadNotifications} + 1
    from told where ${users.id} = told.user_id`);
}

const actors = alias(users, 'actor');

/** The signed-in user's notifications, newest first, with their unread count. */
export async function listNotifications(
  db: Executor,
  userId: number,
  page: PageRequest,
): Promise<Page<Notification>> {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      articleId: articles.id,
      articleTitle: articles.title,
      commentId: notifications.commentId,
      amount: notifications.amount,
      note: notifications.note,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      actorId: actors.id,
      actorName: actors.fullName,
      actorImage: actors.profileImage,
    })
    .from(notifications)
    .innerJoin(actors, eq(actors.id, notifications.actorId))
    // An article is named while it is public (or the reader's own); a deleted one is not, nor
    // one scheduled (taken back and scheduled again) before its time.
    .leftJoin(
      articles,
      and(
        eq(articles.id, notifications.articleId),
        or(live, eq(articles.authorId, notifications.userId)),
      ),
    )
    .where(and(eq(notifications.userId, userId), afterCursor(notifications.id, page)))
    .orderBy(descNullsLast(notifications.id))
    .limit(page.limit + 1);
  return toIdPage(rows, page, (row) => ({
    id: row.id,
    kind: row.kind,
    actor: toAuthorSummary({
      userId: row.actorId,
      fullName: row.actorName,
      profileImage: row.actorImage,
    }),
    article:
      row.articleId !== null && row.articleTitle !== null
        ? { id: row.articleId, title: row.articleTitle }
        : null,
    comment_id: row.commentId,
    amount: row.amount,
    ...(row.note === null ? {} : { note: row.note }),
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
}

/** The bell's number: one row read. */
export async function unreadCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: users.unreadNotifications })
    .from(users)
    .where(eq(users.id, userId));
  return row?.unread ?? 0;
}

/**
 * Marks one of the user's unread notifications read, one fewer counted unread; answers the
 * unread count after it, or null when the user has no such unread notification.
 */
export async function markNotificationRead(
  tx: Executor,
  userId: number,
  notificationId: number,
): Promise<number | null> {
  const [marked] = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.id, notificationId),
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  if (!marked) return null;
  const [user] = await tx
    .update(users)
    .set({ unreadNotifications: sql`${users.unreadNotifications} - 1` })
    .where(eq(users.id, userId))
    .returning({ unread: users.unreadNotifications });
  return user?.unread ?? 0;
}

/** Whether the user has the notification (read or not). */
export async function hasNotification(
  db: Executor,
  userId: number,
  notificationId: number,
): Promise<boolean> {
  const [exists] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)));
  return exists !== undefined;
}

/**
 * Marks the user's unread notifications read (those `which` names, or all), one statement: the
 * count goes down by exactly the rows it marked, whatever arrives meanwhile. Answers the count.
 */
async function markUnreadRead(db: Executor, userId: number, which?: SQL): Promise<number> {
  const result = (await db.execute(sql`
    with marked as (
      update ${notifications} set read_at = now()
      where ${notifications.userId} = ${userId} and ${notifications.readAt} is null
        ${which ? sql`and ${which}` : sql``}
      returning 1
    )
    update ${users}
    set unread_notifications = ${users.unreadNotifications} - (select count(*) from marked)
    where ${users.id} = ${userId}
    returning unread_notifications`)) as unknown as {
    rows: Array<{ unread_notifications: number | string }>;
  };
  return Number(result.rows[0]?.unread_notifications ?? 0);
}

/** Marks every unread notification of the user read; answers the unread count after it (0). */
export function markAllNotificationsRead(db: Executor, userId: number): Promise<number> {
  return markUnreadRead(db, userId);
}

/**
 * Marks the named unread notifications of the user read (those of a page the user opened);
 * answers the unread count after it. Someone else's ids, and read ones, change nothing.
 */
export function markNotificationsRead(
  db: Executor,
  userId: number,
  notificationIds: readonly number[],
): Promise<number> {
  return markUnreadRead(db, userId, inArray(notifications.id, [...notificationIds]));
}

/**
 * Removes the notifications that tell of an article being deleted (its publication, its
 * comments and replies), and takes the unread ones off each user's count, in one statement. Rewards stay:
 * they tell of coins received, which stay too (the article then shows as gone).
 */
export async function deleteArticleNotifications(db: Executor, articleId: number): Promise<void> {
  await db.execute(sql`
    with removed as (
      delete from ${notifications}
      where ${notifications.articleId} = ${articleId}
        and ${notifications.kind} in ('published', 'comment', 'reply')
      returning ${notifications.userId} as user_id, ${notifications.readAt} as read_at
    ), unread as (
      select user_id, count(*) as n from removed where read_at is null group by user_id
    )
    update ${users} set unread_notifications = ${users.unreadNotifications} - unread.n
    from unread where ${users.id} = unread.user_id`);
}
