// The run command's stack for the browser benchmarks (bench:lighthouse, bench:editor): started
// on its own ports with a throwaway database seeded on start, or a running site when given.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const UNIQUE_KEY = process.env.UNIQUE_KEY ?? 'byline-dev-unique-key';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BenchStack {
  url: string;
  /** The Auth emulator the site's sign-in uses. */
  authEmulatorUrl: string;
  stop: () => Promise<void>;
}

export async function waitForSite(url: string, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * `existingUrl` (e.g. LIGHTHOUSE_URL) measures a running site; otherwise the run command starts
 * one on `port` and `authPort`, with its database and media in a temporary folder.
 */
export async function startStack(options: {
  port: number;
  authPort: number;
  existingUrl?: string;
}): Promise<BenchStack> {
  const authEmulatorUrl = `http://127.0.0.1:${options.authPort}`;
  if (options.existingUrl)
    return { url: options.existingUrl.replace(/\/$/, ''), authEmulatorUrl, stop: async () => {} };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'byline-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(options.port),
      AUTH_EMULATOR_PORT: String(options.authPort),
      DATA_DIR: path.join(dataDir, 'pglite'),
      MEDIA_DIR: path.join(dataDir, 'media'),
    },
  });
  const url = `http://127.0.0.1:${options.port}`;
  console.log(`Starting the stack at ${url} (web build, API on a fresh database)...`);
  await waitForSite(`${url}/`);
  return {
    url,
    authEmulatorUrl,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A call to the site's API with the client key (and JSON). */
export async function api<T>(
  site: string,
  pathAndQuery: string,
  init: RequestInit = {},
): Promise<T> {
  const response = await fetch(`${site}${pathAndQuery}`, {
    ...init,
    headers: { 'unique-key': UNIQUE_KEY, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}`);
  return (await response.json()) as T;
}
