import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { E2E_API_PORT, E2E_AUTH_PORT } from '../helpers/env.ts';

/**
 * The cluster test's ports are the end-to-end suite's (it runs after it, never beside it), so
 * the web build of the same settings is reused; its database and stack folder are its own.
 */
export const CLUSTER_PORT = E2E_API_PORT;
export const CLUSTER_AUTH_PORT = E2E_AUTH_PORT;
export const CLUSTER_DATABASE = 'byline_cluster_test';
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const CLUSTER_STACK_DIR = path.join(REPO_ROOT, 'test-results/cluster-stack');
