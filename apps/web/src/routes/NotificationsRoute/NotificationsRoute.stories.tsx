import { fixtures, MOCK_SERVER_ERROR_MESSAGE, mockHandlers } from '@byline/api-client/mocks';
import { AUTH_TEXTS, NOTIFICATION_TEXTS, READER_TEXTS } from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appLocation, appPage, PAGE_VIEWPORTS } from '../../stories/routeStory';

/** `/notifications`: the signed-in author's notifications from the mock backend. */
const meta = {
  title: 'Pages/Notifications',
  ...appPage({ url: '/notifications', signedIn: true }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const unread = fixtures.unreadNotificationCount;
const bell = (canvasElement: HTMLElement, count: number) =>
  within(canvasElement).findByRole('link', { name: NOTIFICATION_TEXTS.bellLabel(count) });
const list = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: NOTIFICATION_TEXTS.listLabel });

/**
 * Opening the page marks what it shows read: the bell clears, and the new ones keep their New
 * mark for this visit.
 */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: READER_TEXTS.notifications, level: 1 }),
    ).toBeVisible();
    await waitFor(async () =>
      expect(within(await list(canvasElement)).getAllByRole('listitem').length).toBeGreaterThan(0),
    );
    await expect(await bell(canvasElement, 0)).toBeVisible();
    await expect(
      within(await list(canvasElement)).getAllByText(NOTIFICATION_TEXTS.unreadBadge),
    ).toHaveLength(unread);
  },
};

/** A reply to the reader's comment is listed, and leads to its thread. */
export const ReplyNotification: Story = {
  play: async ({ canvasElement, id }) => {
    const reply = fixtures.notifications.find((notification) => notification.kind === 'reply');
    if (!reply?.article) throw new Error('The fixtures have no reply notification');
    const row = within(await list(canvasElement))
      .getAllByRole('link')
      .find((link) =>
        link.textContent?.includes(NOTIFICATION_TEXTS.replied(reply.article?.title ?? '')),
      );
    if (!row) throw new Error('The reply notification is not listed');
    await expect(row).toHaveTextContent(reply.actor.full_name);
    await userEvent.click(row);
    await waitFor(() => expect(appLocation(id).pathname).toBe(`/article/${reply.article?.id}`));
    await expect(appLocation(id).hash).toBe(`#comment-${reply.comment_id}`);
  },
};

/** Opening a notification leads to where it happened. */
export const OpenOne: Story = {
  play: async ({ canvasElement, id }) => {
    const first = fixtures.notifications.find((notification) => !notification.read);
    if (!first) throw new Error('The fixtures have no unread notification');
    const rows = within(await list(canvasElement)).getAllByRole('link');
    const row = rows.find((link) => link.textContent?.includes(first.actor.full_name));
    if (!row) throw new Error('The unread notification is not listed');
    await userEvent.click(row);
    await expect(await bell(canvasElement, 0)).toBeVisible();
    await waitFor(() => expect(appLocation(id).pathname).not.toBe('/notifications'));
  },
};

/**
 * Marking the shown ones failed: they stay unread and the bell keeps its count; Mark all as read
 * still empties it.
 */
export const MarkAllRead: Story = {
  parameters: { msw: { handlers: [mockHandlers.markNotificationsRead.error] } },
  play: async ({ canvasElement }) => {
    await expect(await bell(canvasElement, unread)).toBeVisible();
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: NOTIFICATION_TEXTS.markAllRead });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(await bell(canvasElement, 0)).toBeVisible();
    await waitFor(() => expect(button).toBeDisabled());
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [mockHandlers.notifications.empty] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(NOTIFICATION_TEXTS.empty)).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [mockHandlers.notifications.error] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MOCK_SERVER_ERROR_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('button', { name: READER_TEXTS.retry })).toBeVisible();
  },
};

/** The header's bell leads here, and names how many are unread. */
export const FromTheBell: Story = {
  parameters: { app: { url: '/' } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await bell(canvasElement, unread));
    await expect(
      await canvas.findByRole('heading', { name: READER_TEXTS.notifications, level: 1 }),
    ).toBeVisible();
    await expect(appLocation(id).pathname).toBe('/notifications');
  },
};

export const SignedOutGoesToLogin: Story = {
  parameters: { app: { signedIn: false } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: AUTH_TEXTS.loginTitle })).toBeVisible();
    await expect(appLocation(id).search).toBe('?next=%2Fnotifications');
  },
};
