import { describe, expect, test } from 'vitest';
import { renderAt, SCREENSHOT_WIDTHS, screenshotRoot } from '../visualSupport';
import { SiteHeader } from './SiteHeader';

describe('site header', () => {
  for (const width of SCREENSHOT_WIDTHS) {
    test(`signed out at ${width}px`, async () => {
      await renderAt(<SiteHeader signedIn={false} />, width);
      await expect.element(screenshotRoot()).toMatchScreenshot(`header-signed-out-${width}`);
    });

    test(`signed in at ${width}px`, async () => {
      await renderAt(<SiteHeader signedIn currentPath="/news/technology" />, width);
      await expect.element(screenshotRoot()).toMatchScreenshot(`header-signed-in-${width}`);
    });

    test(`signed in with unread notifications at ${width}px`, async () => {
      await renderAt(
        <SiteHeader signedIn currentPath="/news/technology" unreadCount={120} />,
        width,
      );
      await expect.element(screenshotRoot()).toMatchScreenshot(`header-unread-${width}`);
    });
  }
});
