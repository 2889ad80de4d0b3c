import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { renderOnlyStories } from './.storybook/renderOnlyStories.ts';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import { COUNTS_DIR_VARIABLE } from './scripts/test-report/counts.ts';
import { VitestCountsReporter } from './scripts/test-report/vitestCountsReporter.ts';

// Dates render the same on every machine: tests run in UTC.
process.env.TZ = 'UTC';

const rootDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Six projects (docs/testing.md says what runs where):
 * - unit: component and library tests in jsdom (packages and the web app);
 * - server: the backend's tests in Node, against PGlite;
 * - server-postgres: the server suites whose outcome can differ on PostgreSQL, when
 *   TEST_DATABASE_URL is set; it runs beside `server` in the same `vitest run`;
 * - visual: screenshot baselines (toMatchScreenshot) of whole sections in Chromium;
 * - storybook: every story in the repository, in headless Chromium, with a11y violations failing;
 * - storybook-dark: every story again in the dark colour scheme, rendered and checked by axe
 *   (interactions run only for stories tagged `dark-interactions`).
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
  'swr/_internal',
  'zod/mini',
];

/** The unit project's files (jsdom): components, hooks, the contract, the mocks, the build. */
const unitTestOptions = {
  environment: 'jsdom' as const,
  // jsdom renders whole Mantine pages; on a busy 2-core machine the first can take over 5 s.
  testTimeout: 15_000,
  include: [
    'packages/*/src/**/*.test.{ts,tsx}',
    'apps/web/src/**/*.test.{ts,tsx}',
    'apps/web/build/**/*.test.ts',
  ],
  exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
  setupFiles: [path.join(rootDir, 'vitest.setup.ts')],
};

/** The unit test files that replace modules with `vi.mock`, found by reading them. */
const MODULE_MOCKING_TESTS = ['packages', 'apps/web/src', 'apps/web/build'].flatMap((dir) =>
  readdirSync(path.join(rootDir, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('.browser.test.'))
    .filter((file) => !file.split('/').includes('node_modules'))
    .map((file) => `${dir}/${file}`)
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(rootDir, file), 'utf8'))),
);

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

/**
 * Server suites run on PostgreSQL too: where the database's own behaviour decides the outcome
 * (migrations, query plans, locking and concurrency with a real pool, the driver's errors and
 * types, the scenario table). The rest (HTTP, caching, rendering, feeds) runs on PGlite only:
 * the same SQL engine, one connection, so a second run there proves nothing new.
 */
const POSTGRES_SUITES = [
  'migrations', // the schema's upgrades, as production runs them
  'query-plans', // the planner's choices on a server with statistics and autovacuum
  'community', // concurrent follows, comments and counts over a pool of connections
  'conversation', // concurrent reactions counted once, replies under row locks
  'ledger-invariant', // concurrent rewards under row locks
  'writes', // version conflicts and unique keys under concurrent saves
  'authoring', // publish and schedule transactions, concurrent publishes
  'views', // concurrent view counting
  'user-linking', // concurrent first sign-ins linking one account
  'news-read', // the pg driver's types (timestamps, counts) on every read
  'contract-fuzz', // the pg driver's errors for every generated request: never a 5xx
  'scenarios', // the scenario table the mocks share
  'shared-limits', // the abuse limits counted across processes, under concurrency
  'jobs', // a worker process killed mid-job, on the database production runs
  'subscriptions', // the newsletter sent once per subscriber through the queue, retried, refused
  'newsletter-preferences', // who gets what: the deliveries' selection, the digest's claim (pg types)
  'stats', // views, reads and sources counted once per reader and day by upserts, the pg types of counts
  'stats-plans', // the stats pages' plans: index scans of the daily rollups on a server with statistics
].map((name) => `apps/server/test/${name}.test.ts`);

/**
 * The server's tests on one backend (apps/server/test/helpers/backends.ts reads TEST_BACKEND).
 * Files run side by side: on PGlite every file has a database of its own in memory; on
 * PostgreSQL every worker has a database of its own, reset by each file it runs.
 */
const serverProject = (name: string, backend: 'pglite' | 'postgres', include: string[]) => ({
  test: {
    name,
    environment: 'node' as const,
    include,
    env: { TEST_BACKEND: backend },
    // Files share their worker's modules (the server, Fedify, drizzle load once per worker, not
    // once per file: a third of the phase); each file builds its own app and database.
    isolate: false,
    // Starts the Firebase Auth emulator (unless one is running), shared by both server projects.
    globalSetup: [path.join(rootDir, 'apps/server/test/global-setup.ts')],
    testTimeout: 30_000,
    // A PGlite start plus a 100,000-row fill (query plans) under load needs more than a minute.
    hookTimeout: 120_000,
  },
});

const countsDir = process.env[COUNTS_DIR_VARIABLE];

export default defineConfig({
  plugins: [react()],
  optimizeDeps: { include: BROWSER_DEPENDENCIES },
  test: {
    // Two test files at a time (Vitest's default is one fewer than the cores: one here): the
    // server's PGlite and PostgreSQL projects run side by side, jsdom and browser files in pairs.
    maxWorkers: 2,
    // scripts/run-tests.ts asks for each project's counts and retried tests for its phase table.
    reporters: countsDir ? ['default', new VitestCountsReporter(countsDir)] : ['default'],
    projects: [
      {
        extends: true,
        test: {
          ...unitTestOptions,
          name: 'unit',
          exclude: [...unitTestOptions.exclude, ...MODULE_MOCKING_TESTS],
          // Files share their worker's modules (Mantine, React, the contract load once per worker,
          // not once per file: 3 minutes became 1); each test cleans up what it renders.
          isolate: false,
        },
      },
      {
        extends: true,
        // A file that replaces a module (vi.mock) needs a module graph of its own: in a shared one,
        // whatever imported the real module before keeps it.
        test: { ...unitTestOptions, name: 'unit-isolated', include: MODULE_MOCKING_TESTS },
      },
      serverProject('server', 'pglite', ['apps/server/test/**/*.test.ts']),
      ...(process.env.TEST_DATABASE_URL
        ? [serverProject('server-postgres', 'postgres', POSTGRES_SUITES)]
        : []),
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
          // Story files share one page per worker instead of a fresh iframe each (setup was a
          // third of the pass): every story starts clean anyway (preview.tsx's beforeEach).
          isolate: false,
          ...chromiumTestOptions(),
        },
      },
      {
        // Every story again in the dark colour scheme (the toolbar's global): rendered, axe included.
        extends: true,
        plugins: [
          storybookTest({
            configDir: path.join(rootDir, '.storybook'),
            initialGlobals: { colorScheme: 'dark' },
          }),
          renderOnlyStories(),
        ],
        test: {
          name: 'storybook-dark',
          // Story files share one page per worker instead of a fresh iframe each (setup was a
          // third of the pass): every story starts clean anyway (preview.tsx's beforeEach).
          isolate: false,
          ...chromiumTestOptions(),
        },
      },
    ],
  },
});
