import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@byline/api-client/contract';
import { AUTH_TEXTS, READER_TEXTS, VALIDATION_MESSAGES } from '@byline/ui/constants';
import type { BrowserContext, Page } from '@playwright/test';
import { accountByEmail, oobCodesFor, verifyEmail } from './helpers/emulator';
import { BASE_URL, EMULATOR_URL } from './helpers/env';
import { serveGoogleApiStandIn } from './helpers/googleApi';
import {
  LOGIN_SUCCESSFUL,
  logInThroughUi,
  newVerifiedAccount,
  storedSession,
  toast,
  uniqueEmail,
} from './helpers/session';
import { expect, test } from './helpers/test';

const emailField = (page: Page) =>
  page.getByRole('textbox', { name: AUTH_TEXTS.emailLabel, exact: true });
const passwordField = (page: Page) =>
  page.getByRole('textbox', { name: AUTH_TEXTS.passwordLabel, exact: true });
const confirmField = (page: Page) =>
  page.getByRole('textbox', { name: AUTH_TEXTS.confirmPasswordLabel, exact: true });

test.describe('sign-in', () => {
  test('1. sign up, unverified login is refused, verify by the mailed link, then log in', async ({
    page,
  }) => {
    const email = uniqueEmail('signup');
    const password = 'first-secret-1';

    await page.goto('/signup');
    await emailField(page).fill(email);
    await passwordField(page).fill(password);
    await confirmField(page).fill(password);
    await page.getByRole('button', { name: AUTH_TEXTS.signupButton, exact: true }).click();

    // Sign-up: create the account, send the verification mail, go to /login.
    await expect(toast(page, SUCCESS_MESSAGES.signUp)).toBeVisible();
    await expect(page).toHaveURL(`${BASE_URL}/login`);
    await expect.poll(() => oobCodesFor(email, 'VERIFY_EMAIL').then((c) => c.length)).toBe(1);
    // The sign-up form stays on screen until the Log In page's code has arrived (a navigation
    // keeps the old page meanwhile); a reader types into the form they see.
    await expect(
      page.getByRole('heading', { name: AUTH_TEXTS.loginTitle, level: 1 }),
    ).toBeVisible();

    // Logging in before verifying: a new verification mail, the exact error, and no session.
    await emailField(page).fill(email);
    await passwordField(page).fill(password);
    await page.getByRole('button', { name: AUTH_TEXTS.loginButton, exact: true }).click();
    await expect(toast(page, ERROR_MESSAGES.unverifiedEmail)).toBeVisible();
    await expect.poll(() => oobCodesFor(email, 'VERIFY_EMAIL').then((c) => c.length)).toBe(2);
    await expect(page).toHaveURL(`${BASE_URL}/login`);
    expect(await storedSession(page)).toEqual({ token: null, userId: null });
    await expect(toast(page, LOGIN_SUCCESSFUL)).toHaveCount(0);

    // The user follows the link in the mail (the emulator keeps it as an out-of-band code).
    await verifyEmail(email);

    await page.getByRole('button', { name: AUTH_TEXTS.loginButton, exact: true }).click();
    await expect(toast(page, LOGIN_SUCCESSFUL)).toBeVisible();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    const session = await storedSession(page);
    expect(session.token).toBeTruthy();
    expect(session.token).not.toMatch(/^Bearer/);
    expect(Number(session.userId)).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: READER_TEXTS.accountMenu })).toBeVisible();
  });

  test('5. every validation warning of the three sign-in forms', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(EMULATOR_URL)) requests.push(request.url());
    });

    // Log In: empty email and empty password.
    await page.goto('/login');
    await page.getByRole('button', { name: AUTH_TEXTS.loginButton, exact: true }).click();
    await expect(page.getByText(VALIDATION_MESSAGES.emailRequired, { exact: true })).toBeVisible();
    await expect(
      page.getByText(VALIDATION_MESSAGES.passwordRequired, { exact: true }),
    ).toBeVisible();
    await emailField(page).fill('someone@byline.test');
    await page.getByRole('button', { name: AUTH_TEXTS.loginButton, exact: true }).click();
    await expect(page.getByText(VALIDATION_MESSAGES.emailRequired, { exact: true })).toHaveCount(0);
    await expect(
      page.getByText(VALIDATION_MESSAGES.passwordRequired, { exact: true }),
    ).toBeVisible();

    // Sign Up: the same two warnings and an empty confirmation.
    await page.goto('/signup');
    await expect(emailField(page)).toHaveAttribute('type', 'email');
    for (const field of [emailField(page), passwordField(page), confirmField(page)]) {
      await expect(field).toHaveAttribute('required', '');
    }
    await page.getByRole('button', { name: AUTH_TEXTS.signupButton, exact: true }).click();
    await expect(page.getByText(VALIDATION_MESSAGES.emailRequired, { exact: true })).toBeVisible();
    await expect(
      page.getByText(VALIDATION_MESSAGES.passwordRequired, { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText(VALIDATION_MESSAGES.confirmPasswordRequired, { exact: true }),
    ).toBeVisible();
    // A short password, then a confirmation that differs.
    await emailField(page).fill('someone@byline.test');
    await passwordField(page).fill('12345');
    await confirmField(page).fill('12345');
    await page.getByRole('button', { name: AUTH_TEXTS.signupButton, exact: true }).click();
    await expect(
      page.getByText(VALIDATION_MESSAGES.passwordTooShort, { exact: true }),
    ).toBeVisible();
    await passwordField(page).fill('123456');
    await confirmField(page).fill('1234567');
    await page.getByRole('button', { name: AUTH_TEXTS.signupButton, exact: true }).click();
    await expect(page.getByText(VALIDATION_MESSAGES.passwordTooShort, { exact: true })).toHaveCount(
      0,
    );
    await expect(
      page.getByText(VALIDATION_MESSAGES.passwordsDoNotMatch, { exact: true }),
    ).toBeVisible();

    // Forgot Password: an empty email.
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: AUTH_TEXTS.resetButton, exact: true }).click();
    await expect(
      page.getByText(VALIDATION_MESSAGES.resetEmailRequired, { exact: true }),
    ).toBeVisible();

    // No form reached the identity provider.
    expect(requests.filter((url) => url.includes('identitytoolkit'))).toEqual([]);
    await expect(page).toHaveURL(`${BASE_URL}/forgot-password`);
  });

  test('6. forgot password mails a reset code and goes to /login; the code resets it', async ({
    page,
  }) => {
    const account = await newVerifiedAccount('reset');

    await page.goto('/forgot-password');
    await emailField(page).fill(account.email);
    await page.getByRole('button', { name: AUTH_TEXTS.resetButton, exact: true }).click();

    await expect(toast(page, SUCCESS_MESSAGES.passwordReset)).toBeVisible();
    await expect(page).toHaveURL(`${BASE_URL}/login`);
    const [reset] = await oobCodesFor(account.email, 'PASSWORD_RESET');
    expect(reset?.oobLink).toContain('mode=resetPassword');

    // The mailed code really resets the password: the new one logs in through the app.
    const newPassword = 'after-reset-2';
    const response = await fetch(
      `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ oobCode: reset?.oobCode, newPassword }),
      },
    );
    expect(response.ok).toBe(true);
    await logInThroughUi(page, { email: account.email, password: newPassword });
  });

  /**
   * A federated sign-in by popup through the Auth emulator: the button on `path` opens the
   * emulator's provider page, where a new account signs in; the app lands on / signed in, and the
   * emulator holds an account of that provider for the address.
   */
  async function signInByPopup(
    page: Page,
    context: BrowserContext,
    {
      path,
      button,
      providerId,
      name,
    }: { path: string; button: string; providerId: string; name: string },
  ) {
    // Google's api.js is unreachable offline; a stand-in carries the popup's messages.
    await serveGoogleApiStandIn(context);
    // The emulator's sign-in page asks for fonts and styles from CDNs: none offline.
    await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) =>
      route.abort(),
    );
    const email = uniqueEmail(providerId.split('.')[0] ?? 'federated');

    await page.goto(path);
    const popupOpened = page.waitForEvent('popup', { timeout: 15_000 });
    await page.getByRole('button', { name: button }).click();
    const popup = await popupOpened;

    // The emulator's provider page: add a new account and sign in with it.
    await expect(popup).toHaveURL(
      new RegExp(`/emulator/auth/handler\\?.*providerId=${providerId.replace('.', '\\.')}`),
    );
    await popup.getByText('Add new account').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill(name);
    await popup
      .getByRole('button', { name: new RegExp(`^Sign in with ${providerId}`, 'i') })
      .click();

    await expect(toast(page, LOGIN_SUCCESSFUL)).toBeVisible();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.getByRole('button', { name: READER_TEXTS.accountMenu })).toBeVisible();
    const session = await storedSession(page);
    expect(session.token).toBeTruthy();
    expect(Number(session.userId)).toBeGreaterThan(0);
    const account = await accountByEmail(email);
    expect(account?.providerUserInfo?.map((info) => info.providerId)).toContain(providerId);
  }

  test('7. Sign in with Google through the Auth emulator lands on / signed in', async ({
    page,
    context,
  }) => {
    await signInByPopup(page, context, {
      path: '/login',
      button: AUTH_TEXTS.googleSignIn,
      providerId: 'google.com',
      name: 'Gina Google',
    });
  });

  test('7b. Sign up with Apple through the Auth emulator lands on / signed in', async ({
    page,
    context,
  }) => {
    await signInByPopup(page, context, {
      path: '/signup',
      button: AUTH_TEXTS.appleSignUp,
      providerId: 'apple.com',
      name: 'Andy Apple',
    });
  });

  test('8. logout ends the session; /new-article then sends the visitor to /login', async ({
    page,
  }) => {
    const account = await newVerifiedAccount('logout');
    await logInThroughUi(page, account);
    expect((await storedSession(page)).token).toBeTruthy();

    await page.getByRole('button', { name: READER_TEXTS.accountMenu }).click();
    await page.getByRole('menuitem', { name: READER_TEXTS.logout }).click();

    await expect(page).toHaveURL(`${BASE_URL}/login`);
    await expect(page.getByRole('menuitem', { name: READER_TEXTS.logout })).toHaveCount(0);
    expect(await storedSession(page)).toEqual({ token: null, userId: null });
    await expect(page.getByRole('link', { name: READER_TEXTS.signIn })).toBeVisible();

    await page.goto('/new-article');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(
      page.getByRole('button', { name: AUTH_TEXTS.loginButton, exact: true }),
    ).toBeVisible();
  });
});
