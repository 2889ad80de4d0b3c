import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

// Dates render the same on every machine: tests run in UTC.
process.env.TZ = 'UTC';

const rootDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Five projects:
 * - unit: component and library tests in jsdom (packages and the web app);
 * - server: the backend's tests in Node, against PGlite (and PostgreSQL when DATABASE_URL is set);
 * - visual: screenshot baselines (toMatchScreenshot) of whole sections in Chromium;
 * - storybook: every story in the repository, in headless Chromium, with a11y violations failing;
 * - storybook-dark: the same stories in the dark colour scheme.
 */
/**
 * Every browser dependency the stories and visual tests import, pre-bundled before the first
 * test: on a cold cache (every CI run) Vite would otherwise discover them mid-run and reload the
 * page under a running test.
 */
const BROWSER_DEPENDENCIES = [
  '@mantine/core',
  '@mantine/form',
  '@mantine/hooks',
  '@mantine/notifications',
  '@mantine/tiptap',
  '@tabler/icons-react',
  '@tiptap/core',
  '@tiptap/extension-highlight',
  '@tiptap/extension-image',
  '@tiptap/extension-text-align',
  '@tiptap/extension-text-style',
  '@tiptap/extensions',
  '@tiptap/pm/state',
  '@tiptap/react',
  '@tiptap/starter-kit',
  'firebase/app',
  'firebase/auth',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'swr',
  'swr/infinite',
  'swr/mutation',
  'zod/mini',
];

/** Browser projects: headless Debian Chromium in UTC and en-US (fresh objects per project). */
const chromiumTestOptions = (viewport?: { width: number; height: number }) => ({
  testTimeout: 30_000,
  // One retry for a browser test on a busy 2-core machine; one that fails twice fails.
  retry: 1,
  browser: {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: chromiumLaunchOptions(),
      contextOptions: { timezoneId: 'UTC', locale: 'en-US' },
    }),
    instances: [{ browser: 'chromium' as const }],
    ...(viewport ? { viewport } : {}),
  },
});

export default defineConfig({
  plugins: [react()],
  optimizeDeps: { include: BROWSER_DEPENDENCIES },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // jsdom renders whole Mantine pages; on a busy 2-core machine the first can take over 5 s.
          testTimeout: 15_000,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/build/**/*.test.ts',
          ],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
          setupFiles: [path.join(rootDir, 'vitest.setup.ts')],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          // Starts the Firebase Auth emulator (unless one is running) and stops it afterwards.
          globalSetup: [path.join(rootDir, 'apps/server/test/global-setup.ts')],
          testTimeout: 30_000,
          // A PGlite start plus a 100,000-row fill (query plans) under load needs more than a minute.
          hookTimeout: 120_000,
          // One database per file; files run one after another to keep the 2-core machine calm.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'visual',
          include: [
            'packages/*/src/**/*.browser.test.{ts,tsx}',
            'apps/web/src/**/*.browser.test.{ts,tsx}',
          ],
          ...chromiumTestOptions({ width: 1280, height: 800 }),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(rootDir, '.storybook') })],
        test: {
          name: 'storybook',
          ...chromiumTestOptions(),
        },
      },
      {
        // Every story again in the dark colour scheme (the toolbar's global), axe included.
        extends: true,
        plugins: [
          storybookTest({
            configDir: path.join(rootDir, '.storybook'),
            initialGlobals: { colorScheme: 'dark' },
          }),
        ],
        test: {
          name: 'storybook-dark',
          ...chromiumTestOptions(),
        },
      },
    ],
  },
});
