// The Firebase Auth emulator of one stack: its config (the repository's firebase.json on the
// stack's ports), and its accounts, kept beside the stack's database with firebase-tools' own
// import/export so the two never disagree.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

const METADATA_FILE = 'firebase-export-metadata.json';
/** firebase-tools writes an export into `firebase-export-<time>…` in its working folder first. */
const STAGED_EXPORT = /^firebase-export-/;
/** How often the accounts are compared with the last save (a kill -9 loses at most this much). */
const SAVE_CHECK_MS = 2000;

/**
 * `state`: the accounts, in firebase-tools' export format (`--import` reads it, the exports write
 * it). `scratch`: the emulator's working folder and TMPDIR: its config, debug log, staged
 * exports and hub locator. The locator is per machine and project in the system temp folder
 * otherwise, so an export-on-exit could ask another stack's hub (the shared test emulator's, a
 * second checkout's) for its accounts and save those instead.
 */
export function emulatorFiles(stackDir) {
  return {
    state: path.join(stackDir, 'auth-emulator'),
    scratch: path.join(stackDir, '.firebase'),
  };
}

const hasMetadata = (dir) => existsSync(path.join(dir, METADATA_FILE));

/**
 * Makes the saved state importable and returns how many accounts it holds (null: none saved).
 * firebase-tools swaps a finished export in by deleting the old one, then renaming the new one;
 * a kill between the two leaves only the staged export, which is complete: it is taken.
 */
export function prepareSavedAccounts(files) {
  mkdirSync(files.scratch, { recursive: true });
  const staged = readdirSync(files.scratch)
    .filter((name) => STAGED_EXPORT.test(name))
    .map((name) => path.join(files.scratch, name));
  if (!hasMetadata(files.state)) {
    rmSync(files.state, { recursive: true, force: true });
    const newest = staged
      .filter(hasMetadata)
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
    if (newest) renameSync(newest, files.state);
  }
  for (const dir of staged) rmSync(dir, { recursive: true, force: true });
  return hasMetadata(files.state) ? savedAccountCount(files.state) : null;
}

export function savedAccountCount(stateDir) {
  try {
    const file = path.join(stateDir, 'auth_export', 'accounts.json');
    return JSON.parse(readFileSync(file, 'utf8')).users?.length ?? 0;
  } catch {
    return 0;
  }
}

/** The repository's firebase.json with this stack's ports; the hub and logging ports follow auth's. */
export function writeEmulatorConfig(root, files, host, port) {
  const base = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const config = {
    ...base,
    emulators: {
      ...base.emulators,
      auth: { ...base.emulators?.auth, host, port },
      hub: { host, port: port + 1 },
      logging: { host, port: port + 2 },
    },
  };
  const file = path.join(files.scratch, 'firebase.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/** `firebase emulators:start` arguments: import the saved accounts, export them on a clean exit. */
export function emulatorStartArgs({ projectId, configFile, files, hasSavedAccounts }) {
  return [
    'emulators:start',
    '--only',
    'auth',
    '--project',
    projectId,
    '--config',
    configFile,
    ...(hasSavedAccounts ? ['--import', files.state] : []),
    '--export-on-exit',
    files.state,
  ];
}

const accountsUrl = (host, port, projectId) =>
  `http://${host}:${port}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?maxResults=-1`;

/** The emulator's accounts as it answers them (the body of a full export). */
async function fetchAccounts(host, port, projectId) {
  const response = await fetch(accountsUrl(host, port, projectId), {
    headers: { authorization: 'Bearer owner' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`accounts: ${response.status}`);
  const body = await response.text();
  return { body, count: JSON.parse(body).users?.length ?? 0 };
}

/**
 * The emulator listens before it imports, so it is ready once it holds the saved accounts
 * (it imports them right after it starts listening).
 */
export async function waitForSavedAccounts({ host, port, projectId, saved, timeoutMs }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetchAccounts(host, port, projectId)).count >= saved) return;
    } catch {
      // Not answering yet.
    }
    if (Date.now() > deadline)
      throw new Error(`The Auth emulator did not load its ${saved} saved accounts`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Lines of the emulator's own that the saver reports better (one per save). */
export const QUIET_EMULATOR_LINES = /emulators: (Received export request|Export complete)/;

/**
 * Saves the accounts whenever they change, through the emulator hub's export endpoint (the one
 * `firebase emulators:export` calls, addressed directly rather than through the machine-wide
 * locator): export-on-exit covers Ctrl+C and SIGTERM, this covers a kill -9 or a crash.
 */
export function startAccountSaver({ host, port, projectId, files, onSaved }) {
  const exportUrl = `http://${host}:${port + 1}/_admin/export`;
  let savedHash = null;
  let running = null;

  const check = async () => {
    const { body, count } = await fetchAccounts(host, port, projectId);
    const hash = createHash('sha256').update(body).digest('hex');
    // The first look sees what was just imported, which is saved already.
    if (savedHash === null || hash === savedHash) {
      savedHash = hash;
      return;
    }
    const exported = await fetch(exportUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        path: files.state,
        initiatedBy: 'byline-run-command',
        targets: ['auth'],
      }),
      signal: AbortSignal.timeout(60_000),
    });
    if (!exported.ok) return;
    savedHash = hash;
    onSaved(count);
  };
  const tick = () => {
    // An emulator that is busy or gone is tried again at the next tick.
    running ??= check()
      .catch(() => {})
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, SAVE_CHECK_MS);
  return {
    /** Stops checking and waits for a save under way (before the emulator's own export on exit). */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
