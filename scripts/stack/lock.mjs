// One stack per data directory (PGlite allows one process per database): the run command
// records its own and its children's process ids there while it runs.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { commandLine, isAlive, signalGroup } from './processes.mjs';

const lockFile = (stackDir) => path.join(stackDir, '.stack.json');

function readLock(stackDir) {
  try {
    return JSON.parse(readFileSync(lockFile(stackDir), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * A recorded process still running, told from a later process that reused its id by its command
 * line; where that cannot be read, `unknown` decides.
 */
const running = (pid, marker, unknown) =>
  isAlive(pid) && (commandLine(pid)?.includes(marker) ?? unknown);

/**
 * Takes the data directory for this run. A stack still running there is an error; children left
 * behind by one that was killed (kill -9 of the run command alone) get SIGTERM, so the emulator
 * saves its accounts and the database is closed before this run opens it.
 */
export async function claimStackDir(stackDir, root, log) {
  const previous = readLock(stackDir);
  if (previous && previous.pid !== process.pid && running(previous.pid, 'dev.mjs', true)) {
    throw new Error(
      `Another Byline stack (pid ${previous.pid}) is running on ${stackDir}; stop it first.`,
    );
  }
  // Children's command lines name this checkout's node_modules; only those are stopped.
  const leftovers = Object.entries(previous?.children ?? {}).filter(([, pid]) =>
    running(pid, root, false),
  );
  if (leftovers.length > 0) {
    log(
      `stopping what a killed run left running: ${leftovers.map(([n, p]) => `${n} (pid ${p})`).join(', ')}`,
    );
    for (const [, pid] of leftovers) signalGroup(pid, 'SIGTERM');
    const deadline = Date.now() + 20_000;
    while (leftovers.some(([, pid]) => isAlive(pid)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    for (const [, pid] of leftovers) if (isAlive(pid)) signalGroup(pid, 'SIGKILL');
  }
  recordStack(stackDir, {});
}

export function recordStack(stackDir, children) {
  writeFileSync(lockFile(stackDir), `${JSON.stringify({ pid: process.pid, children }, null, 2)}\n`);
}

export function releaseStackDir(stackDir) {
  if (readLock(stackDir)?.pid === process.pid) rmSync(lockFile(stackDir), { force: true });
}
