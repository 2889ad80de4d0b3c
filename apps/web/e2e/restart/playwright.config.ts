import { defineConfig } from '@playwright/test';
import { browserUse } from '../helpers/browser.ts';
import { testReporters } from '../helpers/reporters.ts';

/**
 * The restart test starts and stops its own stack (scripts/dev.mjs) on the end-to-end ports, so
 * it reuses the main suite's web build and runs after it, never beside it:
 * `npm run test:restart` (or `npx playwright test -c apps/web/e2e/restart/playwright.config.ts`).
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'restart.e2e.ts',
  outputDir: '../../test-results/e2e-restart',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Three starts of the stack; the first builds the web app when no build of it exists yet.
  timeout: 600_000,
  // A stack that has just started answers its first sign-in slowly on a busy 2-core machine.
  expect: { timeout: 30_000 },
  reporter: testReporters(),
  use: browserUse,
});
