import { test as base, type Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE, PAGE_DATA_ELEMENT_ID } from '../../src/ssr/pageData';

export { expect } from '@playwright/test';

/** How the web app reports a hydration mismatch in the console (apps/web/src/main.tsx). */
export const HYDRATION_ERROR_PREFIX = 'Hydration error:';

/** One uncaught exception (or unhandled rejection) of a page, with where it happened. */
export interface PageError {
  url: string;
  message: string;
}

/**
 * Playwright's `test` with a guard: every page the test's browser context opens (popups
 * included) is watched for `pageerror`, that is an exception nothing in the page caught or a
 * promise rejection nothing handled. The test fails after its body if any occurred, listing them.
 *
 * Hydration errors count too: the page the server rendered and the one the browser rendered
 * differ. Other console messages are not errors here, so the "Failed to load
 * resource" lines that expected 4xx answers print (an unknown article, an unverified login)
 * never fail a test.
 *
 * These tests are the only ones that run the production build, where an error often shows only
 * as an uncaught exception in an event handler or an effect, with the page looking fine. Every
 * spec imports `test` from here (or `authorTest`, which extends it) rather than from
 * @playwright/test.
 */
/**
 * Resolves once the page is usable as a reader's browser makes it: a server-rendered page is
 * readable at once but takes its buttons over only after its code has loaded and hydrated
 * (src/boot.ts), which may come after the `load` event a navigation waits for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    ([dataId, hydrated]) =>
      !document.getElementById(dataId) || document.documentElement.hasAttribute(hydrated),
    [PAGE_DATA_ELEMENT_ID, HYDRATED_ATTRIBUTE] as const,
  );
}

export const test = base.extend<{ pageErrors: PageError[] }>({
  // Navigations of the test's page wait for hydration too, so a click right after one acts as
  // it would for a reader (who sees the page some time before clicking).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) {
      await use(page);
      return;
    }
    const navigations = ['goto', 'reload', 'goBack', 'goForward'] as const;
    for (const name of navigations) {
      const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [name]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          await waitForHydration(page);
          return response;
        },
      });
    }
    await use(page);
  },
  pageErrors: [
    async ({ context }, use) => {
      const errors: PageError[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => {
          errors.push({ url: page.url(), message: error.stack || String(error) });
        });
        // A server-rendered page the browser rendered differently (main.tsx reports React's
        // recoverable errors with this prefix): React then re-renders it, which a reader sees.
        page.on('console', (message) => {
          if (message.type() === 'error' && message.text().startsWith(HYDRATION_ERROR_PREFIX)) {
            errors.push({ url: page.url(), message: message.text() });
          }
        });
      };
      for (const page of context.pages()) watch(page);
      context.on('page', watch);

      await use(errors);

      if (errors.length > 0) {
        const list = errors
          .map((error, index) => `${index + 1}. on ${error.url}\n${error.message}`)
          .join('\n\n');
        throw new Error(`${errors.length} uncaught error(s) in the page:\n\n${list}`);
      }
    },
    { auto: true },
  ],
});
