// The shared part of every benchmark script (bench:api, bench:queries, bench:startup,
// bench:lighthouse): the machine and its load average are printed first, the measurement runs
// `--runs` times (default 3), and each figure is reported as the min and median of its runs, as a
// Markdown table docs/performance.md can quote as printed. Plain JavaScript (with harness.d.mts)
// so the root's scripts and apps/server's import it alike, without a workspace dependency.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

export const DEFAULT_RUNS = 3;

/** The `--runs` option for node:util's parseArgs. */
export const runsOption = { runs: { type: 'string', default: String(DEFAULT_RUNS) } };

/** `--runs` as a whole number of at least 1 (a typo fails before anything is measured). */
export function parseRuns(value) {
  const runs = Number(value ?? DEFAULT_RUNS);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be 1 or more: ${value}`);
  return runs;
}

/** The 1, 5 and 15 minute load averages, one decimal each. */
export function loadAverage() {
  return os.loadavg().map((value) => value.toFixed(1));
}

/** What a figure depends on besides the code: processor, cores, memory, Node, OS. */
export function machineFacts() {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim().replace(/\s+/g, ' ') ?? 'unknown CPU',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
  };
}

/** One line naming the machine and its load now. */
export function describeMachine() {
  const machine = machineFacts();
  const [one, five, fifteen] = loadAverage();
  return `machine: ${machine.cores} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.os}; load average ${one} / ${five} / ${fifteen} (1 / 5 / 15 min)`;
}

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux

/**
 * CPU seconds (user + system) a process and all its descendants have used, reaped children
 * included, from /proc (Linux): a server started through tsx runs in a child of the started one.
 */
export function treeCpuSeconds(rootPid) {
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      // After "pid (comm) ": state ppid ... utime(12) stime(13) cutime(14) cstime(15), 0-based here.
      const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks });
    } catch {
      // Gone meanwhile.
    }
  }
  let ticks = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop();
    ticks += stats.get(pid)?.ticks ?? 0;
    for (const [child, { ppid }] of stats) if (ppid === pid) pending.push(child);
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}

/** The median of a sample (the lower middle one for an even count, so it is a measured value). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const formatFigure = (value, decimals) =>
  value === undefined
    ? '-'
    : value.toLocaleString('en-US', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });

/** Min and median of each figure of one table's rows, grouped by their labels. */
function tableOf(rows, decimals) {
  const groups = new Map();
  for (const row of rows) {
    const key = JSON.stringify(row.labels);
    const group = groups.get(key) ?? { labels: row.labels, figures: new Map() };
    groups.set(key, group);
    for (const [name, value] of Object.entries(row.figures)) {
      const values = group.figures.get(name) ?? [];
      // A figure a run did not have (a skipped step) is left out, not counted as 0.
      if (value !== null && value !== undefined && Number.isFinite(value)) values.push(value);
      group.figures.set(name, values);
    }
  }
  const first = groups.values().next().value;
  if (!first) return '(nothing measured)';
  const labelNames = Object.keys(first.labels);
  const figureNames = [
    ...new Set([...groups.values()].flatMap((group) => [...group.figures.keys()])),
  ];
  const header = [...labelNames, 'runs', ...figureNames.map((name) => `${name} (min / median)`)];
  const lines = [
    `| ${header.join(' | ')} |`,
    `|${header.map((_, index) => (index < labelNames.length ? '---' : '---:')).join('|')}|`,
  ];
  for (const group of groups.values()) {
    const counts = figureNames.map((name) => group.figures.get(name)?.length ?? 0);
    const cells = figureNames.map((name) => {
      const values = group.figures.get(name) ?? [];
      const places = decimals[name] ?? 0;
      return values.length === 0
        ? '-'
        : `${formatFigure(Math.min(...values), places)} / ${formatFigure(median(values), places)}`;
    });
    lines.push(
      `| ${[...labelNames.map((name) => group.labels[name]), Math.max(...counts), ...cells].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

/**
 * The min/median tables of every run's rows: one table per `row.table` (rows without one share
 * the first), each row grouped with the same labels of the other runs.
 */
export function summarize(runs, decimals = {}) {
  const tables = new Map();
  for (const { rows } of runs) {
    for (const row of rows) {
      const name = row.table ?? '';
      tables.set(name, [...(tables.get(name) ?? []), row]);
    }
  }
  if (tables.size === 0) return '(nothing measured)';
  return [...tables.entries()]
    .map(([name, rows]) => `${name ? `${name}\n\n` : ''}${tableOf(rows, decimals)}`)
    .join('\n\n');
}

/**
 * Prints the title and the machine, calls `measure(run)` `runs` times (each run's load average
 * printed before it starts), then the min/median table. `measure` returns the run's rows:
 * `{ labels: { scenario: 'news list' }, figures: { 'req/s': 1234, 'p99 ms': 4 } }`.
 * Returns every run's rows with the load at its start.
 */
export async function repeatRuns({ title, runs, measure, decimals = {} }) {
  console.log(`${title}\n${describeMachine()}\n`);
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const load = loadAverage()[0];
    console.log(`run ${run} of ${runs} (load average ${load})`);
    results.push({ run, load, rows: await measure(run) });
  }
  const [one, five, fifteen] = loadAverage();
  console.log(
    `\n${title}: min and median of ${runs} run(s); load average at each run's start: ${results.map((result) => result.load).join(', ')}; now ${one} / ${five} / ${fifteen}\n${describeMachine()}\n`,
  );
  console.log(summarize(results, decimals));
  return results;
}
