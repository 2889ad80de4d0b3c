import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { SEARCH_TEXTS } from '../../constants';
import { renderAt, SCREENSHOT_WIDTHS, screenshotRoot } from '../../testing/visual';
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

  // Last: the click leaves the pointer over the header, which would hover a link above.
  for (const width of SCREENSHOT_WIDTHS) {
    test(`with the search bar open at ${width}px`, async () => {
      const screen = await renderAt(<SiteHeader signedIn />, width);
      await userEvent.click(screen.getByRole('link', { name: SEARCH_TEXTS.field }));
      // A locator, so the expectation waits for the search bar (its code loads on first use).
      await expect.element(page.getByRole('search')).toBeVisible();
      await expect.element(screenshotRoot()).toMatchScreenshot(`header-search-${width}`);
    });
  }
});
