import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JobTiming } from '../../src/jobs/queue';

/** Job worker processes for the tests that kill one (SIGKILL) mid-way: test/helpers/job-worker.ts. */
const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WORKER = 'test/helpers/job-worker.ts';
/** Short claims and retries, so a lost job runs again within seconds. */
export const FAST: Partial<JobTiming> = {
  expireInSeconds: 2,
  superviseIntervalSeconds: 1,
  monitorIntervalSeconds: 1,
  pollingIntervalSeconds: 0.5,
  retryDelay: 1,
  retryDelayMax: 2,
};
export const STEP_TIMEOUT_MS = 120_000;

export function startWorker(env: Record<string, string>): ChildProcess & { output: string } {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    cwd: SERVER_ROOT,
    env: { ...process.env, JOB_TIMING: JSON.stringify(FAST), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  }) as ChildProcess & { output: string };
  child.output = '';
  child.stdout?.on('data', (chunk) => {
    child.output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    child.output += String(chunk);
  });
  return child;
}

export async function waitFor(
  child: ChildProcess & { output: string },
  text: string,
): Promise<void> {
  const started = Date.now();
  while (!child.output.includes(text)) {
    if (child.exitCode !== null) throw new Error(`worker exited: ${child.output}`);
    if (Date.now() - started > STEP_TIMEOUT_MS) throw new Error(`no "${text}": ${child.output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
