import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { testReporters } from '../helpers/reporters.ts';
import {
  CLUSTER_AUTH_PORT,
  CLUSTER_DATABASE,
  CLUSTER_PORT,
  CLUSTER_STACK_DIR,
  REPO_ROOT,
} from './clusterEnv.ts';

/**
 * The cluster test (`npm run test:cluster`): `npm run start:cluster`'s stack (3 API processes on
 * PostgreSQL behind HAProxy and the nginx edge) on the end-to-end suite's ports, on an empty
 * database. It runs after that suite (`npm test` phases run one at a time).
 */

export default defineConfig({
  testDir: '.',
  testMatch: 'cluster.e2e.ts',
  outputDir: '../../test-results/e2e-cluster',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 300_000,
  expect: { timeout: 30_000 },
  reporter: testReporters(),
  use: { baseURL: `http://127.0.0.1:${CLUSTER_PORT}` },
  webServer: {
    // A fresh database and stack folder each run, then the cluster itself.
    command: `rm -rf ${CLUSTER_STACK_DIR} && bash scripts/start-postgres.sh ${CLUSTER_DATABASE} --fresh && node scripts/dev.mjs --cluster --no-install`,
    cwd: REPO_ROOT,
    url: `http://127.0.0.1:${CLUSTER_PORT}/readyz`,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: {
      PORT: String(CLUSTER_PORT),
      AUTH_EMULATOR_PORT: String(CLUSTER_AUTH_PORT),
      DATA_DIR: path.join(CLUSTER_STACK_DIR, 'pglite'),
      MEDIA_DIR: path.join(CLUSTER_STACK_DIR, 'media'),
      DATABASE_URL: `postgres://byline:byline@127.0.0.1:5432/${CLUSTER_DATABASE}`,
      // The load comes from one address (the test): the per-address limits are checked apart,
      // with addresses of their own.
      READ_RATE_LIMIT: '1000000',
      WRITE_RATE_LIMIT: '1000000',
    },
  },
});
