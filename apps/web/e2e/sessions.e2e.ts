import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@byline/api-client/contract';
import {
  AUTH_TEXTS,
  PROFILE_TEXTS,
  READER_TEXTS,
  SIGN_OUT_EVERYWHERE_TEXTS,
} from '@byline/ui/constants';
import type { Page } from '@playwright/test';
import { BASE_URL, UNIQUE_KEY } from './helpers/env';
import {
  type Credentials,
  LOGIN_SUCCESSFUL,
  logInThroughUi,
  newVerifiedAccount,
  storedSession,
  toast,
} from './helpers/session';
import { expect, test } from './helpers/test';

/** Every call that needs a signed-in user, as a client sends it with `token`. */
function authenticatedCalls(token: string, userId: number) {
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${BASE_URL}${path}`, {
      ...init,
      headers: { 'unique-key': UNIQUE_KEY, Authorization: `Bearer ${token}`, ...init.headers },
    });
  const json = (path: string, body: object) =>
    call(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    });
  const multipart = (path: string, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return call(path, { method: 'POST', body: form });
  };
  return {
    drafts: () => call('/api/News/draftNewsList'),
    ownNews: () => call('/api/News/ownAddedNews'),
    userDetails: () => json('/api/User/userDetails', { user_id: userId }),
    updateProfile: () =>
      multipart('/api/User/updateProfile', { full_name: 'Taken Over', author_bio: '' }),
    saveArticle: () =>
      multipart('/api/News/addNews', {
        title: 'Written with a dead token',
        keywords: '[]',
        creator: '[]',
        description: '',
        content: '<p>x</p>',
        video_url: '',
        category: '1',
        is_draft: 'true',
      }),
    publishDraft: () => json('/api/News/publishDraftNews', { news_id: 1 }),
    deleteDraft: () => json('/api/News/deleteDraftNews', { news_id: 1 }),
  };
}

/** The session the app stored after logging in, as the server knows it. */
async function sessionOf(page: Page) {
  const { token, userId } = await storedSession(page);
  if (!token || !userId) throw new Error('no session after logging in');
  return { token, userId: Number(userId) };
}

async function fillLogIn(page: Page, { email, password }: Credentials) {
  await page.getByRole('textbox', { name: AUTH_TEXTS.emailLabel, exact: true }).fill(email);
  await page.getByRole('textbox', { name: AUTH_TEXTS.passwordLabel, exact: true }).fill(password);
  await page.getByRole('button', { name: AUTH_TEXTS.loginButton, exact: true }).click();
}

test.describe('sessions that end', () => {
  test('logout ends the token on the server: every authenticated call then answers 401', async ({
    page,
  }) => {
    await logInThroughUi(page, await newVerifiedAccount('logout-server'));
    const { token, userId } = await sessionOf(page);
    const calls = authenticatedCalls(token, userId);
    expect((await calls.drafts()).status).toBe(200);

    await page.getByRole('button', { name: READER_TEXTS.accountMenu }).click();
    await page.getByRole('menuitem', { name: READER_TEXTS.logout }).click();
    await expect(page).toHaveURL(`${BASE_URL}/login`);

    for (const [name, send] of Object.entries(calls)) {
      const response = await send();
      expect({ name, status: response.status }).toEqual({ name, status: 401 });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  test('a session ended on the server sends the user to log in once, then back where they were', async ({
    page,
  }) => {
    const account = await newVerifiedAccount('revoked');
    await logInThroughUi(page, account);
    const { token } = await sessionOf(page);

    // Ended elsewhere (another tab's logout, the operator, an expiry) while the page is open.
    const logout = await fetch(`${BASE_URL}/api/User/logout`, {
      method: 'POST',
      headers: { 'unique-key': UNIQUE_KEY, Authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);

    // /profile makes several authenticated calls at once; all of them are refused.
    await page.goto('/profile');
    await expect(page).toHaveURL(`${BASE_URL}/login?next=%2Fprofile`);
    await expect(toast(page, ERROR_MESSAGES.sessionEnded)).toHaveCount(1);
    await expect(toast(page, ERROR_MESSAGES.sessionEnded)).toBeVisible();
    expect(await storedSession(page)).toEqual({ token: null, userId: null });
    await expect(page.getByRole('link', { name: READER_TEXTS.signIn })).toBeVisible();
    // No other toast about the failed calls.
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(1);

    await fillLogIn(page, account);
    await expect(toast(page, LOGIN_SUCCESSFUL)).toBeVisible();
    await expect(page).toHaveURL(`${BASE_URL}/profile`);
    await expect(page.getByRole('link', { name: PROFILE_TEXTS.editProfile })).toBeVisible();
  });

  test('sign out everywhere ends the sessions of every device', async ({ page, browser }) => {
    const account = await newVerifiedAccount('everywhere');
    const otherDevice = await browser.newContext({ baseURL: BASE_URL });
    try {
      const phone = await otherDevice.newPage();
      await logInThroughUi(phone, account);
      await logInThroughUi(page, account);

      await page.goto('/profile/edit');
      await page.getByRole('button', { name: SIGN_OUT_EVERYWHERE_TEXTS.button }).click();
      const dialog = page.getByRole('dialog', { name: SIGN_OUT_EVERYWHERE_TEXTS.confirmTitle });
      await dialog.getByRole('button', { name: SIGN_OUT_EVERYWHERE_TEXTS.confirm }).click();
      await expect(toast(page, SUCCESS_MESSAGES.logoutEverywhere)).toBeVisible();
      await expect(page).toHaveURL(`${BASE_URL}/login`);
      expect(await storedSession(page)).toEqual({ token: null, userId: null });

      // The other device still holds its cookie, but the server no longer takes it.
      await phone.goto('/new-article');
      await expect(phone).toHaveURL(`${BASE_URL}/login?next=%2Fnew-article`);
      await expect(toast(phone, ERROR_MESSAGES.sessionEnded)).toBeVisible();
    } finally {
      await otherDevice.close();
    }
  });

  test('an unsafe ?next= after logging in goes home quietly', async ({ page }) => {
    const account = await newVerifiedAccount('next');
    await page.goto('/login?next=/%09/evil.example');
    await fillLogIn(page, account);
    await expect(toast(page, LOGIN_SUCCESSFUL)).toBeVisible();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(toast(page, ERROR_MESSAGES.loginBackend)).toHaveCount(0);
    await expect(page.getByRole('button', { name: READER_TEXTS.accountMenu })).toBeVisible();
  });
});
