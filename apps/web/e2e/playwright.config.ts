import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { browserUse } from './helpers/browser.ts';
import {
  BASE_URL,
  E2E_ADMIN_EMAIL,
  E2E_API_PORT,
  E2E_AUTH_PORT,
  E2E_SITE_X_HANDLE,
  E2E_SMTP_PORT,
} from './helpers/env.ts';
import { testReporters } from './helpers/reporters.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// A fresh database and media folder for every run; the emulator starts empty too.
const dataDir = mkdtempSync(path.join(tmpdir(), 'byline-e2e-'));
// E2E_REUSE_SERVER=1 runs against a stack already listening on E2E_PORT / E2E_AUTH_EMULATOR_PORT.
const reuseServer = process.env.E2E_REUSE_SERVER === '1';

/**
 * End-to-end tests drive Debian's Chromium against the whole stack, started exactly as the run
 * command starts it (scripts/dev.mjs): Auth emulator, API server on PGlite, production web build.
 * Run with `npm run test:e2e` (or `npx playwright test -c apps/web/e2e/playwright.config.ts`).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // Restarts its own stack on the same ports: run after this suite (restart/playwright.config.ts).
  testIgnore: 'restart/**',
  outputDir: '../test-results/e2e',
  // Two files at a time: every test signs up its own accounts (or its worker's author), so
  // files do not share state; the tests inside a file run in order.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: testReporters(),
  // Waits for the Auth emulator (dev.mjs only waits for it after the API is up) and clears it.
  globalSetup: './helpers/globalSetup.ts',
  use: browserUse,
  projects: [
    // Scheduled articles wait a minute or two for the clock (scheduling, and an editor's
    // approval in review): they start first, on one worker, while the other runs the rest.
    { name: 'scheduled', testMatch: ['scheduling.e2e.ts', 'review.e2e.ts'] },
    {
      name: 'e2e',
      testIgnore: ['restart/**', 'cluster/**', 'scheduling.e2e.ts', 'review.e2e.ts'],
    },
  ],
  webServer: {
    command: 'node scripts/dev.mjs --no-install',
    cwd: repoRoot,
    // There is no health endpoint: the served web build answering / means the API is up.
    url: `${BASE_URL}/`,
    // dev.mjs builds the web app first (unless a build of the same inputs exists), then starts
    // the server.
    timeout: 240_000,
    reuseExistingServer: reuseServer,
    stdout: 'ignore',
    stderr: 'pipe',
    // dev.mjs stops its children in order: the Auth emulator saves its accounts on the way out
    // (it gives them 20 s before SIGKILL).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: {
      PORT: String(E2E_API_PORT),
      AUTH_EMULATOR_PORT: String(E2E_AUTH_PORT),
      DATA_DIR: path.join(dataDir, 'pglite'),
      MEDIA_DIR: path.join(dataDir, 'media'),
      // One browser and the tests' own API calls read from one address, far past a reader's share
      // a minute; the limit itself is proven by the server tests (views.test.ts).
      READ_RATE_LIMIT: '1000000',
      // Two workers write from one address too; the write limit is proven by the server tests.
      WRITE_RATE_LIMIT: '1000000',
      SITE_X_HANDLE: E2E_SITE_X_HANDLE,
      // Its fediverse peer in fediverse.e2e.ts is another Byline site on 127.0.0.2 (a private
      // address, which a production server refuses to fetch).
      FEDIVERSE_ALLOW_PRIVATE_ADDRESS: '1',
      // Whoever signs in with this address is an administrator (roles.e2e.ts).
      BYLINE_ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      // Mail goes to the SMTP server newsletter.e2e.ts starts (until then its jobs retry).
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(E2E_SMTP_PORT),
    },
  },
});
