// Measures how long `npm start` (scripts/dev.mjs) takes to serve the first page: once cold (no
// web build, empty database: build, migrate, seed) and then restarted with nothing changed.
//   npm run bench:startup [-- --runs 3 --restarts 1 --port 8280 --auth-port 9290]
// Each of `--runs` runs uses a fresh temporary state folder and build cache (so a developer's own
// stack and builds are left alone): one cold start, then `--restarts` restarts; min and median
// of each figure are printed with the machine and load (scripts/bench/harness.mjs). It prints, per run: time to the first page (GET / answering 200), time until
// the run command says everything is ready (the Auth emulator too), the CPU time the API
// server, the emulator and the whole stack used by then (on a shared machine wall time depends
// on the neighbours, CPU time much less: the API and the emulator start in parallel, so on two
// idle cores the first page comes about the API's CPU time after the start), the build and seed
// times, and the load average. Packages must be installed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseRuns, repeatRuns, runsOption, treeCpuSeconds } from './bench/harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    restarts: { type: 'string', default: '1' },
    port: { type: 'string', default: '8280' },
    'auth-port': { type: 'string', default: '9290' },
    ...runsOption,
  },
});
const runs = parseRuns(values.runs);
const restarts = Number(values.restarts);
const port = Number(values.port);
/** A fresh state folder and build cache: the run starts cold. */
function freshScratch() {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'byline-bench-startup-'));
  return {
    scratch,
    env: {
      ...process.env,
      PORT: String(port),
      AUTH_EMULATOR_PORT: values['auth-port'],
      DATA_DIR: path.join(scratch, 'stack', 'pglite'),
      WEB_BUILD_CACHE: path.join(scratch, 'web-build'),
    },
  };
}

/** The API server's and the emulator's process ids, as the run command records them. */
const stackChildren = (scratch) =>
  JSON.parse(readFileSync(path.join(scratch, 'stack', '.stack.json'), 'utf8')).children;

const secondsSince = (start) => (performance.now() - start) / 1000;

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** One start of the stack, measured; then a clean stop (SIGTERM), measured too. */
async function measureRun(label, { scratch, env }) {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/dev.mjs', '--no-install'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let firstPage = null;
  let apiCpu = null;
  let ready = null;
  let cpu = null;
  let authCpu = null;
  while (ready === null) {
    if (child.exitCode !== null) throw new Error(`The stack exited early:\n${output}`);
    if (firstPage === null && (await answers(`http://127.0.0.1:${port}/`))) {
      firstPage = secondsSince(started);
      apiCpu = treeCpuSeconds(stackChildren(scratch).api);
    }
    if (output.includes('Byline is running at')) {
      ready = secondsSince(started);
      cpu = treeCpuSeconds(child.pid);
      authCpu = treeCpuSeconds(stackChildren(scratch).auth);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stopping = performance.now();
  child.kill('SIGTERM');
  await exited;
  const stop = secondsSince(stopping);
  const build = /\[byline\] build .*built into .*\(in ([\d.]+) s\)/.exec(output)?.[1];
  const seed = /Seeded .* in ([\d.]+) s/.exec(output)?.[1];
  return {
    labels: { run: label },
    figures: {
      'first page s': firstPage,
      'API CPU by then s': apiCpu,
      'all ready s': ready,
      'emulator CPU by then s': authCpu,
      'stack CPU s': cpu,
      'build s': build === undefined ? null : Number(build),
      'seed s': seed === undefined ? null : Number(seed),
      'stop (SIGTERM) s': stop,
    },
  };
}

const SECONDS = [
  'first page s',
  'API CPU by then s',
  'all ready s',
  'emulator CPU by then s',
  'stack CPU s',
  'build s',
  'seed s',
  'stop (SIGTERM) s',
];
await repeatRuns({
  title: `bench:startup (scripts/dev.mjs): ports ${port}/${values['auth-port']}, one cold start and ${restarts} restart(s) per run`,
  runs,
  decimals: Object.fromEntries(SECONDS.map((name) => [name, 1])),
  measure: async () => {
    const state = freshScratch();
    try {
      const rows = [await measureRun('cold (build, new database, seed)', state)];
      for (let index = 1; index <= restarts; index++)
        rows.push(await measureRun('restart (nothing changed)', state));
      return rows;
    } finally {
      rmSync(state.scratch, { recursive: true, force: true });
    }
  },
});
