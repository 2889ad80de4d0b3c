/**
 * Test-only helpers for the `visual` Vitest project (`*.browser.test.tsx`): render a component
 * in Byline's theme at a fixed width, with animations off, ready for `toMatchScreenshot`.
 */
import '@mantine/core/styles.layer.css';
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { page } from 'vitest/browser';
import { MediaProvider } from '../media';
import { bylineCssVariablesResolver, bylineTheme } from '../theme/bylineTheme';
import { StoryLinks } from './layout.mocks';

/**
 * No animations, and no scrollbars: a scrollbar that comes and goes while the page settles
 * would change the width text wraps at.
 */
const SCREENSHOT_CSS = `
  *, *::before, *::after { transition: none !important; animation: none !important; }
  html { scrollbar-width: none; }
`;

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
 * Renders `ui` at `width` px in `colorScheme` (light by default); fonts and images are loaded, and the viewport grows to the
 * content's height (a screenshot of an element taller than the viewport is cut off).
 */
export async function renderAt(
  ui: ReactElement,
  width: number,
  { colorScheme = 'light' }: { colorScheme?: 'light' | 'dark' } = {},
) {
  cleanup();
  await loadLazyParts();
  await page.viewport(width, 900);
  const result = render(
    <MantineProvider
      theme={{ ...bylineTheme, respectReducedMotion: false }}
      cssVariablesResolver={bylineCssVariablesResolver}
      forceColorScheme={colorScheme}
    >
      <style>{SCREENSHOT_CSS}</style>
      <MediaProvider baseUrl={VISUAL_MEDIA_BASE_URL}>
        <div data-testid="screenshot-root">
          <StoryLinks>{ui}</StoryLinks>
        </div>
      </MediaProvider>
    </MantineProvider>,
  );
  await document.fonts.ready;
  const root = result.getByTestId('screenshot-root');
  // Lazy images load at once; the viewport grows to the content's height.
  for (const image of Array.from(root.querySelectorAll('img'))) image.loading = 'eager';
  await page.viewport(width, Math.max(600, Math.ceil(root.getBoundingClientRect().height)));
  await settled(root);
  // The content may have grown while images arrived: fit the viewport again.
  await page.viewport(width, Math.max(600, Math.ceil(root.getBoundingClientRect().height)));
  await settled(root);
  return result;
}

const nextFrame = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Every image in `root` loaded and decoded (or failed). */
const imagesReady = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('img')).every((image) => image.complete);

/**
 * Waits until the root's images are in and its size has stopped changing for a few frames
 * (autosizing textareas and images settle after a resize), at most about two seconds.
 */
/**
 * The parts the kit loads on first use (React.lazy), loaded before the first render: on a busy
 * machine a part's module can take longer than the few stable frames `settled` waits for, and
 * the screenshot would show the page without it. Loaded, a lazy part renders within a frame.
 */
let lazyParts: Promise<unknown> | undefined;
const loadLazyParts = () => {
  lazyParts ??= Promise.all([
    import('../article/ArticleComments/ArticleComments'),
    import('../feedback/ConfirmDialog/ConfirmDialog'),
    import('../community/RewardDialog/RewardDialog'),
    import('../layout/SiteHeader/AccountMenu'),
    import('../layout/SiteHeader/HeaderDrawer'),
    import('../layout/SiteHeader/HeaderSearchBar'),
  ]);
  return lazyParts;
};

async function settled(root: HTMLElement) {
  let last = '';
  let stableFrames = 0;
  for (let frame = 0; frame < 120 && stableFrames < 3; frame += 1) {
    await nextFrame();
    const rect = root.getBoundingClientRect();
    const now = `${rect.width}x${rect.height}`;
    stableFrames = now === last && imagesReady(root) ? stableFrames + 1 : 0;
    last = now;
  }
  await Promise.all(
    Array.from(root.querySelectorAll('img'), (image) => image.decode().catch(() => undefined)),
  );
}

/** The rendered root, as a locator for `expect.element(...).toMatchScreenshot(...)`. */
export const screenshotRoot = () => page.getByTestId('screenshot-root');
