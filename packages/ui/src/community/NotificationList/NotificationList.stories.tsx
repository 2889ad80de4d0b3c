import type { Notification } from '@byline/api-client/contract';
import { fixtures } from '@byline/api-client/mocks';
import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NOTIFICATION_TEXTS, READER_TEXTS } from '../../constants';
import { atViewport, viewportParameters, withStoryLinks } from '../../testing/layout.mocks';
import { NotificationList, notificationHref } from './NotificationList';

const all = fixtures.notifications;
const loadedUnread = all.filter((notification) => !notification.read).length;
/** Twenty minutes after the newest notification: times read "20 minutes ago" and on. */
const now = Date.parse(all[0]?.created_at ?? '') + 20 * 60_000;

const firstOf = (kind: Notification['kind']) => {
  const found = all.find((notification) => notification.kind === kind);
  if (!found) throw new Error(`The fixtures need a ${kind} notification`);
  return found;
};

const meta = {
  title: 'Community/NotificationList',
  component: NotificationList,
  args: {
    notifications: all,
    unreadCount: fixtures.unreadNotificationCount,
    now,
    onOpen: fn(),
    onMarkAllRead: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
  },
  parameters: viewportParameters,
  globals: atViewport('large'),
  decorators: [
    withStoryLinks,
    (Story) => (
      <Container size="sm" py="md">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: NOTIFICATION_TEXTS.listLabel }));
const rows = (canvasElement: HTMLElement) => list(canvasElement).getAllByRole('listitem');

/** Read and unread mixed, newest first; opening one reports it and follows its link. */
export const UnreadAndRead: Story = {
  name: 'Unread and read',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(rows(canvasElement)).toHaveLength(all.length);
    // Unread ones carry the New badge (text, not only colour).
    await expect(list(canvasElement).getAllByText(NOTIFICATION_TEXTS.unreadBadge)).toHaveLength(
      loadedUnread,
    );
    await expect(
      canvas.getByText(NOTIFICATION_TEXTS.unreadCount(fixtures.unreadNotificationCount)),
    ).toBeVisible();

    const newest = all[0] as Notification;
    const first = within(rows(canvasElement)[0] as HTMLElement).getByRole('link');
    await expect(first).toHaveTextContent(newest.actor.full_name);
    await expect(first).toHaveAttribute('href', notificationHref(newest));
    await userEvent.click(first);
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(args.onOpen).toHaveBeenCalledWith(newest);
    await expect(canvasElement.ownerDocument.body.dataset.lastNavigation).toBe(
      notificationHref(newest),
    );
  },
};

/** Each kind says what happened and links where it leads. */
export const EveryKind: Story = {
  name: 'Every kind of notification',
  args: {
    notifications: [
      firstOf('follow'),
      firstOf('reward'),
      { ...firstOf('reward'), id: 9001, article: null, amount: 1 },
      firstOf('comment'),
      firstOf('published'),
    ],
  },
  play: async ({ canvasElement }) => {
    const links = list(canvasElement).getAllByRole('link');
    const follow = firstOf('follow');
    const reward = firstOf('reward');
    const comment = firstOf('comment');
    const published = firstOf('published');
    const linkOf = (notification: Notification) => {
      const found = links.find(
        (link) =>
          link.textContent?.includes(notification.actor.full_name) &&
          link.getAttribute('href') === notificationHref(notification),
      );
      if (!found) throw new Error(`No link for notification ${notification.id}`);
      return found;
    };
    await expect(linkOf(follow)).toHaveAttribute('href', `/profile/${follow.actor.user_id}`);
    await expect(linkOf(follow)).toHaveTextContent(NOTIFICATION_TEXTS.followed);
    await expect(linkOf(reward)).toHaveAttribute('href', `/article/${reward.article?.id}`);
    await expect(linkOf(reward)).toHaveTextContent(
      `${NOTIFICATION_TEXTS.rewarded(reward.amount ?? 0)} ${NOTIFICATION_TEXTS.rewardedFor(reward.article?.title ?? '')}`,
    );
    // A reward without an article leads to the own profile (its wallet).
    const bare = { ...reward, id: 9001, article: null, amount: 1 };
    await expect(linkOf(bare)).toHaveAttribute('href', '/profile');
    await expect(linkOf(bare)).toHaveTextContent(NOTIFICATION_TEXTS.rewarded(1));
    await expect(linkOf(comment)).toHaveAttribute(
      'href',
      `/article/${comment.article?.id}#comment-${comment.comment_id}`,
    );
    await expect(linkOf(comment)).toHaveTextContent(
      NOTIFICATION_TEXTS.commented(comment.article?.title ?? ''),
    );
    await expect(linkOf(published)).toHaveAttribute('href', `/article/${published.article?.id}`);
    await expect(linkOf(published)).toHaveTextContent(
      NOTIFICATION_TEXTS.published(published.article?.title ?? ''),
    );
  },
};

export const MarkAllRead: Story = {
  name: 'Reader marks all as read',
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
  },
};

/** Mark all as read is on its way. */
export const MarkingAllRead: Story = {
  name: 'Marking all as read',
  args: { markingAllRead: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }),
    ).toHaveAttribute('data-loading', 'true');
  },
};

/** Everything read: no New badges, and Mark all as read is disabled. */
export const AllRead: Story = {
  name: 'All read',
  args: {
    notifications: all.map((notification) => ({ ...notification, read: true })),
    unreadCount: 0,
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(list(canvasElement).queryByText(NOTIFICATION_TEXTS.unreadBadge)).toBeNull();
    await expect(
      canvas.getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }),
    ).toBeDisabled();
    await expect(canvas.getByText(NOTIFICATION_TEXTS.unreadCount(0))).toBeVisible();
  },
};

export const LoadMore: Story = {
  name: 'More to load',
  args: { notifications: all.slice(0, 10), hasMore: true },
  play: async ({ canvasElement, canvas, args }) => {
    await expect(rows(canvasElement)).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: NOTIFICATION_TEXTS.loadMore }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { notifications: all.slice(0, 10), hasMore: true, loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: NOTIFICATION_TEXTS.loadMore })).toHaveAttribute(
      'data-loading',
      'true',
    );
  },
};

/** No more pages: no load-more button. */
export const LastPage: Story = {
  name: 'Last page',
  args: { hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: NOTIFICATION_TEXTS.loadMore })).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true, notifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: NOTIFICATION_TEXTS.loading })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: NOTIFICATION_TEXTS.markAllRead })).toBeNull();
  },
};

export const Empty: Story = {
  args: { notifications: [], unreadCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NOTIFICATION_TEXTS.empty)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: NOTIFICATION_TEXTS.markAllRead })).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error, with retry',
  args: { notifications: [], error: 'The server could not be reached.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(NOTIFICATION_TEXTS.loadError);
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A later page failed: the loaded ones stay, the error and Retry show below them. */
export const LoadMoreFailed: Story = {
  name: 'Later page failed, with retry',
  args: {
    notifications: all.slice(0, 5),
    hasMore: true,
    error: 'The server could not be reached.',
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(rows(canvasElement)).toHaveLength(5);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: NOTIFICATION_TEXTS.loadMore })).toBeNull();
  },
};

const longName = 'Maximiliana Alejandra Konstantinopoulou-Vanderbilt de la Fontaine';
const longTitle =
  'An extraordinarily long headline about the regional council’s decision to reconsider the coastal flood barrier budget after weeks of public hearings';

export const LongText: Story = {
  args: {
    notifications: all.slice(0, 6).map((notification) => ({
      ...notification,
      actor: { ...notification.actor, full_name: longName },
      article: notification.article && { ...notification.article, title: longTitle },
    })),
  },
};

/** Sixty rows (the fixtures three times over, as later pages would add them). */
export const ManyItems: Story = {
  name: 'Many notifications',
  args: {
    notifications: [0, 1, 2].flatMap((page) =>
      all.map((notification) => ({ ...notification, id: notification.id + page * 1000 })),
    ),
    hasMore: true,
  },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toHaveLength(all.length * 3);
  },
};

export const SmallScreen: Story = { globals: atViewport('small') };
