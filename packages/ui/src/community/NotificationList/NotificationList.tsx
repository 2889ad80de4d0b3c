import type { Notification } from '@byline/api-client/contract';
import { Avatar, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { type MouseEvent, useMemo } from 'react';
import { defaultAvatarUrl } from '../../assets';
import { NOTIFICATION_TEXTS, ROUTES, type SiteUrls } from '../../constants';
import { AppLink, useUrls } from '../../link';
import { type Messages, RECENT_ACTIVITY_MS, RelativeTime, useMessages, useNow } from '../../locale';
import { useMediaUrl } from '../../media';
import { PagedList, type PagedListState } from '../PagedList/PagedList';
import classes from './NotificationList.module.css';

export interface NotificationListProps extends PagedListState {
  /** The notifications loaded so far, in any order: they are listed newest first. */
  notifications?: readonly Notification[];
  /** Unread in all (`unread_count`); the loaded unread ones by default. */
  unreadCount?: number;
  /** A notification was opened (any click on its link): the host marks it read. */
  onOpen?: (notification: Notification) => void;
  /** Mark all as read was pressed; the button is disabled while nothing is unread. */
  onMarkAllRead?: () => void;
  /** Mark all as read is on its way: the button shows a loader. */
  markingAllRead?: boolean;
  /** The moment times count from (ms since the epoch); the render time by default. */
  now?: number;
}

/**
 * Where a notification leads: the follower, the rewarded article, the comment, the new article;
 * through the host's URLs (`useUrls()`) when given.
 */
export function notificationHref(notification: Notification, urls: SiteUrls = ROUTES): string {
  const { kind, article, actor, comment_id: commentId } = notification;
  switch (kind) {
    case 'follow':
      return urls.authorProfile(actor.user_id);
    case 'reward':
      return article ? urls.article(article.id) : urls.profile;
    // A reply's comment is its thread's top-level comment: the link opens the thread.
    case 'comment':
    case 'reply':
      if (!article) return urls.authorProfile(actor.user_id);
      return commentId === null
        ? urls.article(article.id)
        : `${urls.article(article.id)}#comment-${commentId}`;
    case 'published':
      return article ? urls.article(article.id) : urls.authorProfile(actor.user_id);
    // Back among the author's drafts, listed on their profile.
    case 'unpublished':
      return urls.profile;
    // The draft in the editor, its notes beside it.
    case 'review_note':
    case 'changes_requested':
      return article ? urls.editArticle(article.id) : urls.newArticle;
    case 'approved':
      return article ? urls.article(article.id) : urls.newArticle;
  }
}

/** Newest first: by time, then by id (a serial) for the same moment. */
const newestFirst = (a: Notification, b: Notification) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/**
 * The notifications page's list (docs/product.md#notifications): who did what, when; unread ones marked by a New
 * badge, a dot and bold text (not by colour alone); Mark all as read with the unread count;
 * load more; loading, empty and error states.
 */
export function NotificationList({
  notifications = [],
  unreadCount,
  onOpen,
  onMarkAllRead,
  markingAllRead,
  now,
  ...state
}: NotificationListProps) {
  const notificationTexts = useMessages(NOTIFICATION_TEXTS);
  const sorted = useMemo(() => [...notifications].sort(newestFirst), [notifications]);
  const unread = unreadCount ?? notifications.filter((notification) => !notification.read).length;
  // One moment for every row: the page's clock unless the caller fixes one.
  const clock = useNow();
  const at = now ?? clock;

  return (
    <Stack gap="md">
      {!state.loading && (sorted.length > 0 || unread > 0) && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {notificationTexts.unreadCount(unread)}
          </Text>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconChecks size={16} aria-hidden="true" />}
            onClick={onMarkAllRead}
            disabled={unread === 0}
            loading={markingAllRead}
          >
            {notificationTexts.markAllRead}
          </Button>
        </Group>
      )}
      <PagedList
        {...state}
        count={sorted.length}
        label={notificationTexts.listLabel}
        loadingLabel={notificationTexts.loading}
        errorTitle={notificationTexts.loadError}
        emptyMessage={notificationTexts.empty}
        loadMoreLabel={notificationTexts.loadMore}
      >
        {sorted.map((notification) => (
          <NotificationRow
            key={notification.id}
            notification={notification}
            onOpen={onOpen}
            now={at}
          />
        ))}
      </PagedList>
    </Stack>
  );
}

interface NotificationRowProps {
  notification: Notification;
  onOpen?: (notification: Notification) => void;
  now: number | undefined;
}

function NotificationRow({ notification, onOpen, now }: NotificationRowProps) {
  const notificationTexts = useMessages(NOTIFICATION_TEXTS);
  const urls = useUrls();
  const mediaUrl = useMediaUrl();
  const { actor, read } = notification;
  const open = () => onOpen?.(notification);
  // The middle button opens a new tab without a click event.
  const openByMiddleButton = (event: MouseEvent) => {
    if (event.button === 1) open();
  };

  return (
    <li>
      <AppLink
        href={notificationHref(notification, urls)}
        className={classes.row}
        data-unread={read ? undefined : true}
        onClick={open}
        onAuxClick={openByMiddleButton}
      >
        <Avatar
          src={mediaUrl(actor.user_profile) ?? defaultAvatarUrl}
          alt=""
          size={40}
          radius="xl"
        />
        <Stack gap={2} className={classes.body}>
          <Text size="sm" fw={read ? 400 : 600} className={classes.text}>
            <Text component="span" inherit fw={700}>
              {actor.full_name}
            </Text>{' '}
            {notificationWhat(notification, notificationTexts)}
          </Text>
          <Text size="xs" c="dimmed">
            <RelativeTime date={notification.created_at} within={RECENT_ACTIVITY_MS} now={now} />
          </Text>
        </Stack>
        {!read && (
          <Group gap={6} wrap="nowrap" className={classes.unread}>
            <span className={classes.dot} aria-hidden="true" />
            <Badge size="sm" variant="filled" color="crimson.8">
              {notificationTexts.unreadBadge}
            </Badge>
          </Group>
        )}
      </AppLink>
    </li>
  );
}

/** "followed you", "rewarded you 25 coins for “Title”", "commented on “Title”", "published “Title”". */
function notificationWhat(
  { kind, article, amount, note }: Notification,
  texts: Messages<typeof NOTIFICATION_TEXTS>,
): string {
  switch (kind) {
    case 'follow':
      return texts.followed;
    case 'reward': {
      const rewarded = amount ? texts.rewarded(amount) : texts.rewardedSome;
      return article ? `${rewarded} ${texts.rewardedFor(article.title)}` : rewarded;
    }
    case 'comment':
      return article ? texts.commented(article.title) : texts.commentedSome;
    case 'reply':
      return article ? texts.replied(article.title) : texts.repliedSome;
    case 'published':
      return article ? texts.published(article.title) : texts.publishedSome;
    case 'unpublished':
      return article ? texts.unpublished(article.title, note ?? '') : texts.unpublishedSome;
    case 'review_note':
      return article ? texts.reviewNote(article.title, note ?? '') : texts.reviewNoteSome;
    case 'changes_requested':
      return article
        ? texts.changesRequested(article.title, note ?? '')
        : texts.changesRequestedSome;
    case 'approved':
      return article ? texts.approved(article.title) : texts.approvedSome;
  }
}
