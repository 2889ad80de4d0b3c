import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../../../scripts/chromium.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const E2E_API_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_AUTH_PORT = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9199);
// A fresh database and media folder for every run; the emulator starts empty too.
const dataDir = mkdtempSync(path.join(tmpdir(), 'byline-e2e-'));

/**
 * End-to-end tests drive Debian's Chromium against the whole stack, started exactly as the run
 * command starts it (scripts/dev.mjs): Auth emulator, API server on PGlite, production web build.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_API_PORT}`,
    launchOptions: { executablePath: chromiumExecutablePath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/dev.mjs',
    cwd: repoRoot,
    url: `http://127.0.0.1:${E2E_API_PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_API_PORT),
      AUTH_EMULATOR_PORT: String(E2E_AUTH_PORT),
      DATA_DIR: path.join(dataDir, 'pglite'),
      MEDIA_DIR: path.join(dataDir, 'media'),
      BYLINE_SEED: 'small',
    },
  },
});
