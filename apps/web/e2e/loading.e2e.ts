import { endpoints } from '@byline/api-client/contract';
import { AUTH_TEXTS, AUTHORING_TEXTS, SCREEN_TEXTS } from '@byline/ui/constants';
import type { Page, Request } from '@playwright/test';
import { authorTest } from './helpers/session';
import { expect, test } from './helpers/test';

/**
 * Holds back every request for a build chunk whose file name starts with `chunkName` until
 * `release` is called, and records that one was asked for.
 */
async function holdChunk(page: Page, chunkName: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested: string[] = [];
  await page.route(new RegExp(`/assets/${chunkName}-[\\w-]+\\.js$`), async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}

test.describe('what a page waits for', () => {
  test('the Log In form renders and takes typing while Firebase is still loading', async ({
    page,
  }) => {
    const firebase = await holdChunk(page, 'signInFlows');
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: AUTH_TEXTS.emailLabel, exact: true });
    await expect(email).toBeVisible();
    await email.fill('reader@example.com');
    await expect(email).toHaveValue('reader@example.com');
    // The page asked for the sign-in code as it rendered, and is not waiting for it to show.
    expect(firebase.requested).toHaveLength(1);
    firebase.release();
  });
});

authorTest.describe('the editor', () => {
  authorTest('asks for the drafts while its own code is still loading', async ({ page }) => {
    const editorCode = await holdChunk(page, 'NewArticleRoute');
    const draftsRequest = page.waitForRequest((request: Request) =>
      request.url().includes(endpoints.drafts.path),
    );
    await page.goto('/new-article', { waitUntil: 'commit' });
    // Without the preload, the drafts request would only start once the held chunk ran.
    await draftsRequest;
    expect(editorCode.requested).toHaveLength(1);
    editorCode.release();
    await expect(page.getByRole('heading', { name: SCREEN_TEXTS.editorNewHeading })).toBeVisible();
    await expect(page.getByRole('textbox', { name: AUTHORING_TEXTS.bodyLabel })).toBeVisible();
  });
});
