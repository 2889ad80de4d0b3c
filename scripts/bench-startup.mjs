// Measures how long `npm start` (scripts/dev.mjs) takes to serve the first page: once cold (no
// web build, empty database: build, migrate, seed) and then restarted with nothing changed.
//   node scripts/bench-startup.mjs [--restarts 3] [--port 8280] [--auth-port 9290]
// Every run uses a temporary state folder and build cache, so a developer's own stack and builds
// are left alone. It prints, per run: time to the first page (GET / answering 200), time until
// the run command says everything is ready (the Auth emulator too), the CPU time the API
// server, the emulator and the whole stack used by then (on a shared machine wall time depends
// on the neighbours, CPU time much less: the API and the emulator start in parallel, so on two
// idle cores the first page comes about the API's CPU time after the start), the build and seed
// times, and the load average. Packages must be installed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    restarts: { type: 'string', default: '3' },
    port: { type: 'string', default: '8280' },
    'auth-port': { type: 'string', default: '9290' },
  },
});
const restarts = Number(values.restarts);
const port = Number(values.port);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'byline-bench-startup-'));
const env = {
  ...process.env,
  PORT: String(port),
  AUTH_EMULATOR_PORT: values['auth-port'],
  DATA_DIR: path.join(scratch, 'stack', 'pglite'),
  WEB_BUILD_CACHE: path.join(scratch, 'web-build'),
};
const CLOCK_TICKS = 100; // USER_HZ on Linux

/** CPU seconds a process and all its descendants have used (reaped children included). */
function treeCpuSeconds(rootPid) {
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
  return ticks / CLOCK_TICKS;
}

/** The API server's and the emulator's process ids, as the run command records them. */
const stackChildren = () =>
  JSON.parse(readFileSync(path.join(scratch, 'stack', '.stack.json'), 'utf8')).children;

const loadAverage = () => os.loadavg()[0].toFixed(1);
const secondsSince = (start) => (performance.now() - start) / 1000;

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** One start of the stack, measured; then a clean stop (SIGTERM), measured too. */
async function measureRun(label) {
  const load = loadAverage();
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
      apiCpu = treeCpuSeconds(stackChildren().api);
    }
    if (output.includes('Byline is running at')) {
      ready = secondsSince(started);
      cpu = treeCpuSeconds(child.pid);
      authCpu = treeCpuSeconds(stackChildren().auth);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stopping = performance.now();
  child.kill('SIGTERM');
  await exited;
  const stop = secondsSince(stopping);
  const build = /\[byline\] build .*built into .*\(in ([\d.]+) s\)/.exec(output)?.[1];
  const seed = /Seeded .* in ([\d.]+) s/.exec(output)?.[1];
  return { label, firstPage, apiCpu, ready, authCpu, cpu, build, seed, stop, load };
}

const cell = (value, unit = ' s') => (value == null ? '-' : `${Number(value).toFixed(1)}${unit}`);

try {
  console.log(
    `Byline start-up (scripts/dev.mjs): ${os.cpus().length} CPUs, Node ${process.version}, ports ${port}/${values['auth-port']}`,
  );
  const runs = [await measureRun('cold (build, new database, seed)')];
  for (let index = 1; index <= restarts; index++)
    runs.push(await measureRun(`restart ${index} (nothing changed)`));
  console.log('');
  console.log(
    '| run | first page | API CPU by then | all ready | emulator CPU by then | stack CPU | build | seed | stop (SIGTERM) | load avg |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const run of runs)
    console.log(
      `| ${run.label} | ${cell(run.firstPage)} | ${cell(run.apiCpu)} | ${cell(run.ready)} | ${cell(run.authCpu)} | ${cell(run.cpu)} | ${cell(run.build)} | ${cell(run.seed)} | ${cell(run.stop)} | ${run.load} |`,
    );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
