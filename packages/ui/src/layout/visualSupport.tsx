/**
 * Test-only helpers for the `visual` Vitest project (`*.browser.test.tsx`): render a component
 * in Byline's theme at a fixed width, with animations off, ready for `toMatchScreenshot`.
 */
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { page } from 'vitest/browser';
import { MediaProvider } from '../media';
import { bylineCssVariablesResolver, bylineTheme } from '../theme/bylineTheme';
import { StoryLinks } from './storySupport';

/** The two widths every baseline is taken at: a phone and a laptop. */
export const SCREENSHOT_WIDTHS = [390, 1280] as const;

/**
 * Vitest serves the repository root, so the mock fixtures' images are reachable here (Storybook
 * serves the same folder at /media).
 */
export const VISUAL_MEDIA_BASE_URL = '/packages/api-client/mocks-media';

/** Article HTML from the mocks points at /media; point it at the folder Vitest serves. */
export const withVisualMedia = (html: string) =>
  html.replaceAll('"/media/', `"${VISUAL_MEDIA_BASE_URL}/`);

/**
 * Renders `ui` at `width` px; fonts and images are loaded, and the viewport grows to the
 * content's height (a screenshot of an element taller than the viewport is cut off).
 */
export async function renderAt(ui: ReactElement, width: number) {
  cleanup();
  await page.viewport(width, 900);
  const result = render(
    <MantineProvider
      theme={{ ...bylineTheme, respectReducedMotion: false }}
      cssVariablesResolver={bylineCssVariablesResolver}
    >
      <style>
        {'*, *::before, *::after { transition: none !important; animation: none !important; }'}
      </style>
      <MediaProvider baseUrl={VISUAL_MEDIA_BASE_URL}>
        <div data-testid="screenshot-root">
          <StoryLinks>{ui}</StoryLinks>
        </div>
      </MediaProvider>
    </MantineProvider>,
  );
  await document.fonts.ready;
  const root = result.getByTestId('screenshot-root');
  await page.viewport(width, Math.max(600, Math.ceil(root.getBoundingClientRect().height)));
  // Lazy images load once they are in the (now tall enough) viewport.
  for (const image of Array.from(document.images)) image.loading = 'eager';
  await Promise.all(
    Array.from(document.images, (image) =>
      image.complete ? Promise.resolve() : image.decode().catch(() => undefined),
    ),
  );
  return result;
}

/** The rendered root, as a locator for `expect.element(...).toMatchScreenshot(...)`. */
export const screenshotRoot = () => page.getByTestId('screenshot-root');
