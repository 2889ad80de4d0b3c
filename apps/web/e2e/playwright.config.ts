import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../../../scripts/chromium.ts';
import { BASE_URL, E2E_API_PORT, E2E_AUTH_PORT } from './helpers/env.ts';

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
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Waits for the Auth emulator (dev.mjs only waits for it after the API is up) and clears it.
  globalSetup: './helpers/globalSetup.ts',
  use: {
    baseURL: BASE_URL,
    launchOptions: { executablePath: chromiumExecutablePath(), args: CHROMIUM_ARGS },
    // Wide enough for the header's category links and the drafts grid's columns.
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/dev.mjs',
    cwd: repoRoot,
    // There is no health endpoint: the served web build answering / means the API is up.
    url: `${BASE_URL}/`,
    // dev.mjs builds the web app first, then starts the server.
    timeout: 240_000,
    reuseExistingServer: reuseServer,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(E2E_API_PORT),
      AUTH_EMULATOR_PORT: String(E2E_AUTH_PORT),
      DATA_DIR: path.join(dataDir, 'pglite'),
      MEDIA_DIR: path.join(dataDir, 'media'),
    },
  },
});
