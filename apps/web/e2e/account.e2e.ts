import { readFile } from 'node:fs/promises';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_SUCCESS,
  type AccountExport,
  DELETED_ACCOUNT_NAME,
} from '@byline/api-client/contract';
import { ACCOUNT_TEXTS, AUTH_TEXTS, READER_TEXTS } from '@byline/ui/constants';
import type { Locator, Page } from '@playwright/test';
import { oobCodesFor } from './helpers/emulator';
import { BASE_URL, UNIQUE_KEY } from './helpers/env';
import { publish, WELCOME_GRANT } from './helpers/reader';
import {
  type Credentials,
  LOGIN_SUCCESSFUL,
  logInThroughUi,
  newVerifiedAccount,
  storedSession,
  toast,
  uniqueEmail,
} from './helpers/session';
import { expect, test } from './helpers/test';

/** A field, by the start of its label (required fields end with an asterisk). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)).first();

/** A call with the stored bearer token; answers its HTTP status. */
async function statusOf(path: string, token: string, body?: object): Promise<number> {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'unique-key': UNIQUE_KEY,
      Authorization: `Bearer ${token}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return response.status;
}

/** Logs in through the form and opens the account page from the header's menu. */
async function openAccount(page: Page, credentials: Credentials) {
  await logInThroughUi(page, credentials);
  await page.getByRole('button', { name: READER_TEXTS.accountMenu }).click();
  await page.getByRole('menuitem', { name: READER_TEXTS.account }).click();
  await expect(page).toHaveURL(`${BASE_URL}/account`);
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_TEXTS.title })).toBeVisible();
  return storedSession(page);
}

/** Tries the Log In form; answers whether it let the person in. */
async function logInAttempt(page: Page, { email, password }: Credentials): Promise<boolean> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: AUTH_TEXTS.emailLabel, exact: true }).fill(email);
  await page.getByRole('textbox', { name: AUTH_TEXTS.passwordLabel, exact: true }).fill(password);
  await page.getByRole('button', { name: AUTH_TEXTS.loginButton, exact: true }).click();
  const outcome = await Promise.race([
    toast(page, LOGIN_SUCCESSFUL)
      .waitFor()
      .then(() => true),
    page
      .locator('.mantine-Notification-root[data-with-border]')
      .filter({ hasNotText: LOGIN_SUCCESSFUL })
      .first()
      .waitFor()
      .then(() => false),
  ]);
  return outcome;
}

test('a password is changed after the current one is confirmed; only the new one signs in', async ({
  page,
  browser,
}) => {
  const credentials = await newVerifiedAccount('password');
  const before = await openAccount(page, credentials);
  const next = `${credentials.password}-new`;

  // A wrong current password is said under it, and nothing changes.
  const passwordForm = page.getByRole('region', { name: ACCOUNT_TEXTS.passwordHeading });
  await field(passwordForm, ACCOUNT_TEXTS.currentPasswordLabel).fill('wrong-one');
  await field(passwordForm, ACCOUNT_TEXTS.newPasswordLabel).fill(next);
  await field(passwordForm, ACCOUNT_TEXTS.confirmNewPasswordLabel).fill(next);
  await passwordForm.getByRole('button', { name: ACCOUNT_TEXTS.changePasswordButton }).click();
  await expect(passwordForm.getByText(ACCOUNT_ERRORS.wrongPassword)).toBeVisible();

  await field(passwordForm, ACCOUNT_TEXTS.currentPasswordLabel).fill(credentials.password);
  await passwordForm.getByRole('button', { name: ACCOUNT_TEXTS.changePasswordButton }).click();
  await expect(toast(page, ACCOUNT_SUCCESS.passwordChanged)).toBeVisible();

  // Signed in here with a new session; the one from before the change no longer works.
  const after = await storedSession(page);
  expect(after.token).not.toBe(before.token);
  expect(
    await statusOf('/api/User/userDetails', after.token ?? '', { user_id: Number(after.userId) }),
  ).toBe(200);
  expect(
    await statusOf('/api/User/userDetails', before.token ?? '', { user_id: Number(before.userId) }),
  ).toBe(401);

  // Elsewhere: the old password is refused, the new one signs in.
  const elsewhere = await browser.newPage({ baseURL: BASE_URL });
  expect(await logInAttempt(elsewhere, credentials)).toBe(false);
  expect(await logInAttempt(elsewhere, { ...credentials, password: next })).toBe(true);
  await elsewhere.close();
});

test('an email change happens only through the link mailed to the new address, once', async ({
  page,
  browser,
}) => {
  const credentials = await newVerifiedAccount('mover');
  const { token, userId } = await openAccount(page, credentials);
  const newEmail = uniqueEmail('moved');

  const emailForm = page.getByRole('region', { name: ACCOUNT_TEXTS.emailHeading });
  await field(emailForm, ACCOUNT_TEXTS.newEmailLabel).fill(newEmail);
  await field(emailForm, ACCOUNT_TEXTS.currentPasswordLabel).fill(credentials.password);
  await emailForm.getByRole('button', { name: ACCOUNT_TEXTS.changeEmailButton }).click();
  await expect(toast(page, ACCOUNT_SUCCESS.emailChangeSent(newEmail))).toBeVisible();
  await expect(emailForm.getByText(ACCOUNT_TEXTS.pendingEmail(newEmail))).toBeVisible();
  // Asking again at once is refused with the wait.
  await emailForm.getByRole('button', { name: ACCOUNT_TEXTS.resendButton }).click();
  const waits = [60, 59, 58, 57].map((seconds) =>
    toast(page, ACCOUNT_ERRORS.verificationTooSoon(seconds)),
  );
  await expect(waits.reduce((either, next) => either.or(next))).toBeVisible();

  // Nothing changed yet: the old address still signs in.
  const elsewhere = await browser.newPage({ baseURL: BASE_URL });
  expect(await logInAttempt(elsewhere, credentials)).toBe(true);
  await elsewhere.close();

  // The link, as the mail carries it to the site's action page (the emulator files it under the
  // account's address of now).
  const mailed = (await oobCodesFor(credentials.email, 'VERIFY_AND_CHANGE_EMAIL')).at(-1);
  expect(mailed).toBeDefined();
  const link = `/account/action?mode=verifyAndChangeEmail&oobCode=${mailed?.oobCode}`;
  await page.goto(link);
  await expect(page.getByRole('status')).toContainText(ACCOUNT_SUCCESS.emailChanged(newEmail));

  // Opened again: used, said so, nothing changes.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText(ACCOUNT_ERRORS.emailLinkInvalid);

  // The new address signs in; Byline's record follows at that sign-in.
  const again = await browser.newPage({ baseURL: BASE_URL });
  expect(await logInAttempt(again, credentials)).toBe(false);
  expect(await logInAttempt(again, { ...credentials, email: newEmail })).toBe(true);
  const session = await storedSession(again);
  const details = await fetch(`${BASE_URL}/api/User/userDetails`, {
    method: 'POST',
    headers: {
      'unique-key': UNIQUE_KEY,
      Authorization: `Bearer ${session.token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ user_id: userId }),
  });
  expect((await details.json()).data.user_email).toBe(newEmail);
  expect(session.userId).toBe(String(userId));
  await again.close();
  expect(token).toBeTruthy();
});

test('the data download holds the person’s article and coin ledger', async ({ page }) => {
  const credentials = await newVerifiedAccount('exporter');
  await logInThroughUi(page, credentials);
  const { token, userId } = await storedSession(page);
  const title = `Exported report ${Date.now()}`;
  await publish(token ?? '', { title, category: 'world' });
  await page.goto('/account');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: ACCOUNT_TEXTS.downloadButton }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`byline-data-${userId}.json`);
  const file = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as AccountExport;
  expect(file.profile.user_email).toBe(credentials.email);
  expect(file.articles.map((article) => article.title)).toContain(title);
  expect(file.wallet.ledger).toEqual([
    expect.objectContaining({ kind: 'grant', direction: 'in', amount: WELCOME_GRANT }),
  ]);
  await expect(toast(page, ACCOUNT_SUCCESS.dataDownloaded)).toBeVisible();
});

test('a deleted account ends its session and its profile; a kept article names the deleted author', async ({
  page,
}) => {
  const credentials = await newVerifiedAccount('leaving');
  const { token, userId } = await openAccount(page, credentials);
  const title = `A story that outlives its account ${Date.now()}`;
  const articleId = await publish(token ?? '', { title, category: 'world' });

  await page.getByRole('button', { name: ACCOUNT_TEXTS.deleteButton }).click();
  const dialog = page.getByRole('dialog', { name: ACCOUNT_TEXTS.deleteDialogTitle });
  // Nothing chosen: asked for, nothing deleted.
  await dialog.getByRole('button', { name: ACCOUNT_TEXTS.confirmDelete }).click();
  await expect(dialog.getByText(ACCOUNT_TEXTS.choiceRequired)).toBeVisible();
  await dialog.getByRole('radio', { name: new RegExp(`^${ACCOUNT_TEXTS.keepArticles}`) }).check();
  await field(dialog, ACCOUNT_TEXTS.deletePasswordLabel).fill(credentials.password);
  await dialog.getByRole('button', { name: ACCOUNT_TEXTS.confirmDelete }).click();
  await expect(toast(page, ACCOUNT_SUCCESS.accountDeleted)).toBeVisible();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByRole('link', { name: READER_TEXTS.signIn })).toBeVisible();

  // The session is over; deleting again says it already happened.
  expect(await statusOf('/api/User/userDetails', token ?? '', { user_id: userId })).toBe(401);
  expect(
    await statusOf('/api/User/deleteAccount', token ?? '', { identity: 'x', articles: 'keep' }),
  ).toBe(410);

  // The profile is gone; the kept article stays, under the deleted author's name.
  const profile = await page.goto(`/profile/${userId}`);
  expect(profile?.status()).toBe(410);
  await expect(
    page.getByRole('heading', { level: 1, name: READER_TEXTS.notFoundTitle }),
  ).toBeVisible();
  const article = await page.goto(`/article/${articleId}`);
  expect(article?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(DELETED_ACCOUNT_NAME).first()).toBeVisible();

  // The sign-in is gone too.
  expect(await logInAttempt(page, credentials)).toBe(false);
});

test('an account deleted with its articles removed: their addresses answer 410', async ({
  page,
}) => {
  const credentials = await newVerifiedAccount('remover');
  const { token } = await openAccount(page, credentials);
  const articleId = await publish(token ?? '', {
    title: `Removed ${Date.now()}`,
    category: 'world',
  });
  await page.getByRole('button', { name: ACCOUNT_TEXTS.deleteButton }).click();
  const dialog = page.getByRole('dialog', { name: ACCOUNT_TEXTS.deleteDialogTitle });
  await dialog.getByRole('radio', { name: new RegExp(`^${ACCOUNT_TEXTS.removeArticles}`) }).check();
  await field(dialog, ACCOUNT_TEXTS.deletePasswordLabel).fill(credentials.password);
  await dialog.getByRole('button', { name: ACCOUNT_TEXTS.confirmDelete }).click();
  await expect(toast(page, ACCOUNT_SUCCESS.accountDeleted)).toBeVisible();
  const article = await page.goto(`/article/${articleId}`);
  expect(article?.status()).toBe(410);
});
