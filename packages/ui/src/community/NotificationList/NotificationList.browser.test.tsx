import { fixtures } from '@byline/api-client/mocks';
import { Container } from '@mantine/core';
import { expect, test } from 'vitest';
import { renderAt, SCREENSHOT_WIDTHS, screenshotRoot } from '../../testing/visual';
import { NotificationList } from './NotificationList';

const notifications = fixtures.notifications.slice(0, 10);
const now = Date.parse(notifications[0]?.created_at ?? '') + 20 * 60_000;

for (const width of SCREENSHOT_WIDTHS) {
  test(`notifications, unread and read, at ${width}px`, async () => {
    await renderAt(
      <Container size="sm" py="md">
        <NotificationList
          notifications={notifications}
          unreadCount={fixtures.unreadNotificationCount}
          now={now}
          hasMore
        />
      </Container>,
      width,
    );
    await expect.element(screenshotRoot()).toMatchScreenshot(`notifications-${width}`);
  });
}
