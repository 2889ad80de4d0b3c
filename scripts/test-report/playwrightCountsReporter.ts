// Writes a Playwright run's counts (passed, failed, skipped, flaky) to a JSON file for
// scripts/run-tests.ts. Listed in the e2e configs only when the runner sets BYLINE_TEST_COUNTS_DIR.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { COUNTS_DIR_VARIABLE, emptyCounts } from './counts.ts';

// biome-ignore lint/style/noDefaultExport: Playwright loads a reporter by its default export.
export default class PlaywrightCountsReporter implements Reporter {
  private readonly counts = emptyCounts('e2e');
  private tests: TestCase[] = [];

  onBegin(_config: FullConfig, suite: Suite): void {
    this.tests = suite.allTests();
  }

  onTestEnd(_test: TestCase, result: TestResult): void {
    this.counts.testMs += result.duration;
  }

  onEnd(): void {
    const outputDir = process.env[COUNTS_DIR_VARIABLE];
    if (!outputDir) return;
    // Outcomes are read at the end, once every retry of a test has run.
    for (const test of this.tests) {
      const outcome = test.outcome();
      if (outcome === 'expected') this.counts.passed += 1;
      else if (outcome === 'flaky') {
        this.counts.passed += 1;
        this.counts.flaky.push(
          `${path.basename(test.location.file)} › ${test.titlePath().slice(1).join(' › ')}`,
        );
      } else if (outcome === 'unexpected') this.counts.failed += 1;
      else this.counts.skipped += 1;
    }
    mkdirSync(outputDir, { recursive: true });
    writeFileSync(
      path.join(outputDir, `playwright-${process.pid}-${Date.now()}.json`),
      JSON.stringify([this.counts], null, 2),
    );
  }
}
