import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

/**
 * Starts the Firebase Auth emulator for the server tests, unless one already answers at
 * FIREBASE_AUTH_EMULATOR_HOST (or the default 127.0.0.1:9099), and stops it afterwards; makes
 * the migrated PGlite database every test file starts from.
 */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PROJECT_ID = 'demo-byline';
const START_TIMEOUT_MS = 90_000;

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    firebaseProjectId: string;
    /** A dump of a migrated, empty PGlite database (helpers/backends.ts starts from it). */
    pgliteTemplatePath: string;
  }
}

const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/server/migrations');

/**
 * Migrates one empty PGlite database and dumps it, once per set of migrations: every test file
 * then loads the dump (under a second) instead of running `initdb` and the migrations (seconds).
 */
async function migratedPgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir(MIGRATIONS_DIR, { recursive: true })).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(await readFile(path.join(MIGRATIONS_DIR, file)));
  }
  const pglite = JSON.parse(
    await readFile(path.join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version);
  const dir = path.join(os.tmpdir(), 'byline-pglite-templates');
  const file = path.join(dir, `${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    await readFile(file);
    return file;
  } catch {}
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    const dump = await database.dump?.();
    if (!dump) throw new Error('PGlite handle without dump()');
    await mkdir(dir, { recursive: true });
    // Written beside and renamed: a parallel run never reads half a file.
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await database.close();
  }
  return file;
}
/** Both server projects load this file as modules of their own: one template for both. */
const sharedTemplate = globalThis as { bylinePgliteTemplate?: Promise<string> };

async function answers(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

let emulator: ChildProcess | undefined;

/**
 * The server projects (PGlite and PostgreSQL) run side by side in one Vitest process and share
 * one emulator: the first setup starts it, the last teardown stops it. Kept on globalThis because
 * each project loads this file as a module of its own.
 */
interface SharedEmulator {
  users: number;
  started: Promise<void>;
  stop: () => Promise<void>;
}
const shared = globalThis as { bylineServerTestEmulator?: SharedEmulator };

export async function setup(project: TestProject): Promise<void> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || '127.0.0.1:9099';
  project.provide('authEmulatorHost', host);
  project.provide('firebaseProjectId', PROJECT_ID);
  sharedTemplate.bylinePgliteTemplate ??= migratedPgliteTemplate();
  project.provide('pgliteTemplatePath', await sharedTemplate.bylinePgliteTemplate);
  shared.bylineServerTestEmulator ??= {
    users: 0,
    started: startEmulator(host),
    stop: stopEmulator,
  };
  shared.bylineServerTestEmulator.users += 1;
  await shared.bylineServerTestEmulator.started;
}

export async function teardown(): Promise<void> {
  const current = shared.bylineServerTestEmulator;
  if (!current) return;
  current.users -= 1;
  if (current.users > 0) return;
  shared.bylineServerTestEmulator = undefined;
  await current.stop();
}

async function startEmulator(host: string): Promise<void> {
  if (await answers(host)) return;

  const output: string[] = [];
  emulator = spawn(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules/.bin/firebase'),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      PROJECT_ID,
    ],
    {
      cwd: REPO_ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', CI: process.env.CI ?? '1' },
    },
  );
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  emulator.stdout?.on('data', keep);
  emulator.stderr?.on('data', keep);

  const started = Date.now();
  while (!(await answers(host))) {
    if (emulator.exitCode !== null || Date.now() - started > START_TIMEOUT_MS) {
      await stopEmulator();
      throw new Error(`The Auth emulator did not start:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopEmulator(): Promise<void> {
  const child = emulator;
  emulator = undefined;
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    // The CLI starts helpers of its own: signal the whole process group.
    process.kill(-child.pid, 'SIGINT');
  } catch {
    return;
  }
  const forced = setTimeout(() => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {}
  }, 10_000);
  await exited;
  clearTimeout(forced);
}
