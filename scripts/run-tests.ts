// Runs every test phase in order (what `npm test` runs) and prints, at the end, a table of each
// phase with its wall time, its count of tests and the tests that passed only on a retry (flaky).
// Stops at the first failing phase, still printing the table of what ran. The table is also
// written to test-results/phases.md (docs/testing.md keeps a copy of a clean-clone run's).
//
//   node scripts/run-tests.ts                 every phase
//   node scripts/run-tests.ts unit server     only the named phases (see PHASES below)
//
// scripts/test-all.sh passes the install's wall time in BYLINE_INSTALL_SECONDS.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNTS_DIR_VARIABLE, type PhaseCounts } from './test-report/counts.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Phase {
  name: string;
  command: string;
  /** Rows for the runner's projects (Vitest project name → row label); default: one row. */
  rows?: Record<string, string>;
  /** Reads a count from the phase's output when it has no test reporter (files, routes, steps). */
  countFromOutput?: (output: string) => string | undefined;
}

const lastMatch = (pattern: RegExp, output: string) => [...output.matchAll(pattern)].at(-1);

export const PHASES: Phase[] = [
  {
    name: 'typecheck',
    command: 'npm run typecheck',
    countFromOutput: (output) => `${[...output.matchAll(/\btsc -p /g)].length} projects`,
  },
  {
    name: 'lint',
    command: 'npm run lint && npm run check:deps',
    countFromOutput: (output) => {
      const files = lastMatch(/Checked (\d+) files?/g, output)?.[1];
      const modules = lastMatch(/(\d+) modules/g, output)?.[1];
      return [files && `${files} files`, modules && `${modules} modules`]
        .filter(Boolean)
        .join(', ');
    },
  },
  { name: 'unit', command: 'npm run test:unit' },
  {
    name: 'server',
    command: 'npm run test:server',
    rows: { server: 'server on PGlite', 'server-postgres': 'server on PostgreSQL' },
  },
  {
    name: 'stories',
    command: 'npm run test:stories',
    rows: { storybook: 'stories light', 'storybook-dark': 'stories dark', visual: 'visual' },
  },
  {
    name: 'pack',
    command: 'npm run test:pack',
    countFromOutput: (output) => `${[...output.matchAll(/^▶ /gm)].length} steps`,
  },
  {
    name: 'bundle',
    command: 'npm run check:bundle',
    countFromOutput: (output) => `${[...output.matchAll(/^\s*\/\S* /gm)].length} routes`,
  },
  { name: 'e2e', command: 'npm run test:e2e' },
  { name: 'restart', command: 'npm run test:restart' },
  { name: 'cluster', command: 'npm run test:cluster' },
];

interface Row {
  label: string;
  seconds?: number;
  tests: string;
  /** Tests that ran (passed or failed), from a test runner's reporter. */
  count?: number;
  flaky: string[];
  note?: string;
}

/** Runs a command with its output shown as it comes, and kept (the tail) for counting. */
function run(command: string, env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], {
      cwd: root,
      env,
      stdio: ['inherit', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk);
      output = (output + chunk.toString()).slice(-200_000);
    };
    child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function readCounts(dir: string): PhaseCounts[] {
  if (!existsSync(dir)) return [];
  const merged = new Map<string, PhaseCounts>();
  for (const file of readdirSync(dir)) {
    for (const counts of JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as PhaseCounts[]) {
      const into = merged.get(counts.project);
      if (!into) merged.set(counts.project, counts);
      else {
        into.passed += counts.passed;
        into.failed += counts.failed;
        into.skipped += counts.skipped;
        into.flaky.push(...counts.flaky);
        into.testMs += counts.testMs;
      }
    }
  }
  return [...merged.values()];
}

const testsText = (counts: PhaseCounts) =>
  `${counts.passed} passed${counts.failed ? `, ${counts.failed} failed` : ''}${counts.skipped ? `, ${counts.skipped} skipped` : ''}`;

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

function table(rows: Row[], totalSeconds: number): string {
  const lines = [
    '| phase | wall time | tests | flaky (passed on a retry) |',
    '| --- | ---: | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.label} | ${row.seconds === undefined ? (row.note ?? '') : `${minutes(row.seconds)} (${Math.round(row.seconds)} s)`} | ${row.tests} | ${row.flaky.length ? `${row.flaky.length}: ${row.flaky.join('; ')}` : '0'} |`,
    ),
    `| **total** | **${minutes(totalSeconds)} (${Math.round(totalSeconds)} s)** | ${rows.reduce((sum, row) => sum + (row.count ?? 0), 0)} tests | ${rows.reduce((sum, row) => sum + row.flaky.length, 0)} |`,
  ];
  return lines.join('\n');
}

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !PHASES.some((phase) => phase.name === name));
  if (unknown.length) {
    console.error(
      `Unknown phase(s): ${unknown.join(', ')}. Phases: ${PHASES.map((p) => p.name).join(', ')}`,
    );
    return 2;
  }
  const phases = wanted.length ? PHASES.filter((phase) => wanted.includes(phase.name)) : PHASES;
  const countsRoot = mkdtempSync(path.join(tmpdir(), 'byline-test-counts-'));
  const rows: Row[] = [];
  const installSeconds = Number(process.env.BYLINE_INSTALL_SECONDS);
  if (Number.isFinite(installSeconds) && installSeconds > 0) {
    rows.push({ label: 'install', seconds: installSeconds, tests: '—', flaky: [] });
  }
  let failed: string | undefined;
  for (const phase of phases) {
    console.log(`\n==> ${phase.name}: ${phase.command}`);
    const countsDir = path.join(countsRoot, phase.name);
    const started = performance.now();
    const { code, output } = await run(phase.command, {
      ...process.env,
      [COUNTS_DIR_VARIABLE]: countsDir,
    });
    const seconds = (performance.now() - started) / 1000;
    const counts = readCounts(countsDir);
    if (counts.length === 0) {
      rows.push({
        label: phase.name,
        seconds,
        tests: phase.countFromOutput?.(output) ?? '—',
        flaky: [],
      });
    } else {
      const labels = phase.rows ?? {};
      // Browser projects are named after their instance too: "storybook (chromium)".
      for (const projectCounts of counts) {
        projectCounts.project = projectCounts.project.replace(/ \(chromium\)$/, '');
      }
      counts.sort(
        (a, b) => Object.keys(labels).indexOf(a.project) - Object.keys(labels).indexOf(b.project),
      );
      counts.forEach((projectCounts, index) => {
        rows.push({
          label: labels[projectCounts.project] ?? phase.name,
          // Projects of one run share its wall time: the first row carries it.
          seconds: index === 0 ? seconds : undefined,
          note: `(same run; tests' own time ${minutes(projectCounts.testMs / 1000)})`,
          tests: testsText(projectCounts),
          count: projectCounts.passed + projectCounts.failed,
          flaky: projectCounts.flaky,
        });
      });
    }
    if (code !== 0) {
      failed = phase.name;
      break;
    }
  }
  const totalSeconds = rows.reduce((sum, row) => sum + (row.seconds ?? 0), 0);
  const printed = table(rows, totalSeconds);
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  writeFileSync(path.join(root, 'test-results/phases.md'), `${printed}\n`);
  console.log(`\n${failed ? `FAILED in phase ${failed}` : 'Every phase passed'}:\n\n${printed}\n`);
  return failed ? 1 : 0;
}

process.exitCode = await main();
