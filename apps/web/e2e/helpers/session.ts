import { randomUUID } from 'node:crypto';
import { SUCCESS_MESSAGES } from '@byline/api-client/contract';
import { AUTH_TEXTS } from '@byline/ui/constants';
import type { BrowserContext, Page } from '@playwright/test';
import { createVerifiedAccount, signIn } from './emulator';
import { BASE_URL, UNIQUE_KEY } from './env';
import { test as base, expect } from './test';

/** The success message after a login. */
export const LOGIN_SUCCESSFUL = SUCCESS_MESSAGES.login;

export interface Credentials {
  email: string;
  password: string;
}

/** A new address for each account, so tests never collide. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@byline.test`;
}

/** A verified email account (created and verified through the emulator's REST API). */
export async function newVerifiedAccount(label: string): Promise<Credentials> {
  const credentials = { email: uniqueEmail(label), password: `Pw-${randomUUID().slice(0, 12)}` };
  await createVerifiedAccount(credentials.email, credentials.password);
  return credentials;
}

/** A toast (Mantine notification) with exactly this message. */
export function toast(page: Page, message: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: message });
}

/**
 * Logs in through the Log In form and waits for `Login successful` and the way home (of the site
 * at `origin`, the page's base URL).
 */
export async function logInThroughUi(
  page: Page,
  { email, password }: Credentials,
  origin = BASE_URL,
): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: AUTH_TEXTS.emailLabel, exact: true }).fill(email);
  await page.getByRole('textbox', { name: AUTH_TEXTS.passwordLabel, exact: true }).fill(password);
  await page.getByRole('button', { name: AUTH_TEXTS.loginButton, exact: true }).click();
  await expect(toast(page, LOGIN_SUCCESSFUL)).toBeVisible();
  await expect(page).toHaveURL(`${origin}/`);
}

/**
 * The local session (docs/product.md#sessions): the `user_token` cookie and the `userId` entry,
 * on the site at `origin`.
 */
export async function storedSession(
  page: Page,
  context: BrowserContext = page.context(),
  origin = BASE_URL,
) {
  const cookie = (await context.cookies(origin)).find((c) => c.name === 'user_token');
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  return { token: cookie?.value ?? null, userId };
}

/** Registers (or logs in) an account with the product's backend, as the app does after Firebase. */
export async function backendSession({ email, password }: Credentials) {
  const { idToken } = await signIn(email, password);
  const body = await api<{ data: { token: string; user_id: number } }>('/api/User/Registration', {
    method: 'POST',
    body: JSON.stringify({
      full_name: '',
      user_email: email,
      device_token: '',
      user_name: email.split('@')[0],
      identity: idToken,
      login_type: 'email',
      platform: 3,
    }),
    headers: { 'Content-Type': 'application/json' },
  });
  return { token: body.data.token.replace(/^Bearer /, ''), userId: body.data.user_id };
}

/**
 * A call to the product's API with the fixed client key (and a bearer token when given), on the
 * stack under test unless `origin` names another site.
 */
export async function api<T>(
  path: string,
  init: RequestInit & { token?: string; origin?: string } = {},
): Promise<T> {
  const { token, origin = BASE_URL, ...rest } = init;
  const response = await fetch(`${origin}${path}`, {
    ...rest,
    headers: {
      'unique-key': UNIQUE_KEY,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...rest.headers,
    },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${rest.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

export interface Author {
  credentials: Credentials;
  /** The backend token (prefix stripped) and user id the app stored at login. */
  token: string;
  userId: number;
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

/**
 * Tests that need a signed-in author: one verified account per worker, logged in once through
 * the Log In form; every test then starts with that session's cookie and localStorage. It
 * extends helpers/test.ts, so uncaught page errors fail these tests too (the login itself
 * included).
 */
export const authorTest = base.extend<object, { author: Author }>({
  author: [
    async ({ browser }, use) => {
      const credentials = await newVerifiedAccount('author');
      const context = await browser.newContext({ baseURL: BASE_URL });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack || String(error)));
      await logInThroughUi(page, credentials);
      const { token, userId } = await storedSession(page);
      const storageState = await context.storageState();
      await context.close();
      if (errors.length > 0)
        throw new Error(`Uncaught error(s) while the author logged in:\n${errors.join('\n\n')}`);
      if (!token || !userId) throw new Error('The author has no session after logging in');
      await use({ credentials, token, userId: Number(userId), storageState });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ author }, use) => {
    await use(author.storageState);
  },
});
