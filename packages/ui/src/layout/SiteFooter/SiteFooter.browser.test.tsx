import { describe, expect, test } from 'vitest';
import { renderAt, SCREENSHOT_WIDTHS, screenshotRoot } from '../../testing/visual';
import { SiteFooter } from './SiteFooter';

describe('site footer', () => {
  for (const width of SCREENSHOT_WIDTHS) {
    test(`at ${width}px`, async () => {
      await renderAt(<SiteFooter year={2025} />, width);
      await expect.element(screenshotRoot()).toMatchScreenshot(`footer-${width}`);
    });
  }
});
