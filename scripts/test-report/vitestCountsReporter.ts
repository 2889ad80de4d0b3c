// Writes each Vitest project's counts (passed, failed, skipped, flaky) to a JSON file for
// scripts/run-tests.ts, which prints them in the phase table. Active only when the runner sets
// BYLINE_TEST_COUNTS_DIR; a plain `vitest run` keeps its default output alone.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import { emptyCounts, type PhaseCounts } from './counts.ts';

export class VitestCountsReporter implements Reporter {
  private readonly byProject = new Map<string, PhaseCounts>();

  constructor(private readonly outputDir: string) {}

  onTestCaseResult(testCase: TestCase): void {
    const project = testCase.project.name || 'default';
    const counts = this.byProject.get(project) ?? emptyCounts(project);
    this.byProject.set(project, counts);
    const { state } = testCase.result();
    const diagnostic = testCase.diagnostic();
    if (state === 'passed') counts.passed += 1;
    else if (state === 'failed') counts.failed += 1;
    else counts.skipped += 1;
    // Passed after a retry: shown as flaky instead of hidden by the retry.
    if (state === 'passed' && diagnostic && diagnostic.retryCount > 0) {
      counts.flaky.push(`${testCase.module.relativeModuleId} › ${testCase.fullName}`);
    }
    if (diagnostic) counts.testMs += diagnostic.duration;
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>): void {
    mkdirSync(this.outputDir, { recursive: true });
    const file = path.join(this.outputDir, `vitest-${process.pid}-${Date.now()}.json`);
    writeFileSync(file, JSON.stringify([...this.byProject.values()], null, 2));
  }
}
