import type { Notification } from '@byline/api-client/contract';
import { fixtures } from '@byline/api-client/mocks';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { NotificationList, notificationHref } from './NotificationList';

afterEach(cleanup);

const base = fixtures.notifications[0] as Notification;
const article = { id: 42, title: 'Harbour reopens' };
const make = (overrides: Partial<Notification>): Notification => ({
  ...base,
  article: null,
  comment_id: null,
  amount: null,
  ...overrides,
});

describe('notificationHref', () => {
  it('leads each kind where it belongs', () => {
    const actor = base.actor;
    expect(notificationHref(make({ kind: 'follow' }))).toBe(`/profile/${actor.user_id}`);
    expect(notificationHref(make({ kind: 'reward', amount: 5, article }))).toBe('/article/42');
    expect(notificationHref(make({ kind: 'reward', amount: 5 }))).toBe('/profile');
    expect(notificationHref(make({ kind: 'comment', article, comment_id: 7 }))).toBe(
      '/article/42#comment-7',
    );
    expect(notificationHref(make({ kind: 'comment', article }))).toBe('/article/42');
    expect(notificationHref(make({ kind: 'published', article }))).toBe('/article/42');
  });
});

describe('NotificationList', () => {
  const older = make({ id: 1, kind: 'follow', created_at: '2026-03-01T10:00:00.000Z', read: true });
  const newer = make({
    id: 2,
    kind: 'published',
    article,
    created_at: '2026-03-02T10:00:00.000Z',
    read: false,
  });

  it('lists newest first and counts the loaded unread ones when no total is given', () => {
    renderWithTheme(<NotificationList notifications={[older, newer]} />);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/article/42',
      `/profile/${base.actor.user_id}`,
    ]);
    expect(screen.getByText(NOTIFICATION_TEXTS.unreadCount(1))).toBeTruthy();
    expect(within(links[0] as HTMLElement).getByText(NOTIFICATION_TEXTS.unreadBadge)).toBeTruthy();
    expect(within(links[1] as HTMLElement).queryByText(NOTIFICATION_TEXTS.unreadBadge)).toBeNull();
  });

  it('reports a click and a middle-button click as opening, but not a right click', () => {
    const onOpen = vi.fn();
    renderWithTheme(<NotificationList notifications={[newer]} onOpen={onOpen} />);
    const link = within(screen.getByRole('list')).getByRole('link');
    fireEvent.click(link);
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenCalledWith(newer);
  });

  it('disables Mark all as read when nothing is unread', () => {
    const onMarkAllRead = vi.fn();
    renderWithTheme(
      <NotificationList notifications={[older]} unreadCount={0} onMarkAllRead={onMarkAllRead} />,
    );
    const button = screen.getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead });
    expect(button).toHaveProperty('disabled', true);
  });
});

describeComponent(NotificationList, { props: { notifications: fixtures.notifications } });
