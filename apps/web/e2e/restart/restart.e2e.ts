import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { BASE_URL } from '../helpers/env.ts';
import {
  type Credentials,
  logInThroughUi,
  newVerifiedAccount,
  storedSession,
} from '../helpers/session.ts';
import { Stack } from '../helpers/stack.ts';
import { expect, test } from '../helpers/test.ts';

/**
 * The Auth emulator keeps its accounts beside the database, so a person who signed up
 * before a restart logs in after it, and lands on the same user (their profile and articles).
 */
const stack = new Stack(mkdtempSync(path.join(tmpdir(), 'byline-restart-')));

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await stack.start();
});

test.afterAll(async () => {
  await stack.stop();
  rmSync(stack.stackDir, { recursive: true, force: true });
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook destructures.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('run command output', { body: stack.log() });
});

/** Logs in through the Log In form in a fresh browser; returns the user id the app stored. */
async function logInFresh(browser: Browser, credentials: Credentials): Promise<number> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  try {
    const page = await context.newPage();
    await logInThroughUi(page, credentials);
    const { userId } = await storedSession(page);
    expect(userId).not.toBeNull();
    return Number(userId);
  } finally {
    await context.close();
  }
}

/** The accounts file the emulator's saves write, as it stands. */
function savedAccounts(): string {
  const file = path.join(stack.stackDir, 'auth-emulator', 'auth_export', 'accounts.json');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

test('an account made before a restart logs in after it, as the same user', async ({ browser }) => {
  const credentials = await newVerifiedAccount('before-restart');
  const userId = await logInFresh(browser, credentials);

  // Ctrl+C (or Playwright's webServer shutdown): the emulator exports its accounts on the way out.
  await stack.stop();
  await stack.start();

  expect(await logInFresh(browser, credentials)).toBe(userId);
});

test('accounts saved while running survive a kill -9 of the whole stack', async ({ browser }) => {
  const credentials = await newVerifiedAccount('before-crash');
  const userId = await logInFresh(browser, credentials);
  // The run command saves the accounts within seconds of a change, not only on the way out.
  await expect.poll(savedAccounts, { timeout: 30_000 }).toContain(credentials.email);

  await stack.killEverything();
  await stack.start();

  expect(await logInFresh(browser, credentials)).toBe(userId);
});
