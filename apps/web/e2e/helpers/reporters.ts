import { fileURLToPath } from 'node:url';
import type { ReporterDescription } from '@playwright/test';

const COUNTS_REPORTER = fileURLToPath(
  new URL('../../../../scripts/test-report/playwrightCountsReporter.ts', import.meta.url),
);

/** The list, and the counts for scripts/run-tests.ts's phase table when it asks for them. */
export function testReporters(): ReporterDescription[] {
  return process.env.BYLINE_TEST_COUNTS_DIR ? [['list'], [COUNTS_REPORTER]] : [['list']];
}
