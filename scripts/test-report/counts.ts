/** What a test runner's reporter records per project, for the phase table of scripts/run-tests.ts. */
export interface PhaseCounts {
  /** The Vitest project or Playwright project (`default` when unnamed). */
  project: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that failed first and passed on a retry: `file › name`. */
  flaky: string[];
  /** The sum of the tests' own durations (a phase's wall time is measured by the runner). */
  testMs: number;
}

export const emptyCounts = (project: string): PhaseCounts => ({
  project,
  passed: 0,
  failed: 0,
  skipped: 0,
  flaky: [],
  testMs: 0,
});

/** The environment variable through which the runner asks the reporters for counts. */
export const COUNTS_DIR_VARIABLE = 'BYLINE_TEST_COUNTS_DIR';
