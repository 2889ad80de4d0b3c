// The run command's production build of the web app, rebuilt only when its inputs change: the
// sources and configs of the web app and its workspace packages, the root manifests and lockfile,
// and the VITE_* values baked into the bundle. Their content hash is stored beside the build.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** Files and folders whose content decides the bundle (relative to the repository root). */
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
const INPUT_DIRS = ['apps/web', 'packages/api-client', 'packages/ui'];
/** Outputs, dependencies and test-only material inside those folders. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  // The build's own source maps (apps/web/build/privateSourceMaps.ts): an output, and counted as
  // an input it made every build's next start build again.
  'sourcemaps',
  'e2e',
  'test-results',
  'storybook-static',
  'coverage',
  '__screenshots__',
]);
/** One build per set of baked-in values (dev and e2e use different emulator ports); the newest few stay. */
const KEPT_VARIANTS = 4;

function listFiles(dir, root, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) listFiles(full, root, out);
    } else if (entry.isFile()) out.push(path.relative(root, full));
  }
  return out;
}

/** Every input file, sorted, as repository-relative paths. */
export function webBuildInputs(root) {
  const files = INPUT_FILES.filter((file) => existsSync(path.join(root, file)));
  for (const dir of INPUT_DIRS) listFiles(path.join(root, dir), root, files);
  return files.sort();
}

/** The environment a build bakes in: every VITE_* value, plus the mode. */
export function webBuildEnv(env) {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([key]) => key.startsWith('VITE_') || key === 'NODE_ENV')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

export function webInputsHash(root, buildEnv) {
  const hash = createHash('sha256').update(JSON.stringify(buildEnv));
  for (const file of webBuildInputs(root)) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** Where the build for these baked-in values lives: `<cache>/<variant>/dist` and its stamp. */
export function webBuildLocation(cacheDir, buildEnv) {
  const variant = createHash('sha256').update(JSON.stringify(buildEnv)).digest('hex').slice(0, 12);
  const dir = path.join(cacheDir, variant);
  return { dir, dist: path.join(dir, 'dist'), stamp: path.join(dir, 'inputs.json') };
}

/** `current` (made from exactly these inputs), `changed` (from other inputs) or `missing`. */
/** The web app's server renderer: its entry, and where its build goes inside the client's. */
export const SERVER_ENTRY = 'src/ssr/entry-server.ts';
export const RENDERER_DIR = '.ssr';

export function buildState(location, inputsHash) {
  const complete = ['index.html', path.join(RENDERER_DIR, 'entry-server.js')].every((file) =>
    existsSync(path.join(location.dist, file)),
  );
  if (!complete || !existsSync(location.stamp)) return 'missing';
  try {
    return JSON.parse(readFileSync(location.stamp, 'utf8')).inputs === inputsHash
      ? 'current'
      : 'changed';
  } catch {
    return 'missing';
  }
}

/** Before building: a build cut short must not look current afterwards. */
export function forgetBuild(location) {
  rmSync(location.stamp, { force: true });
  mkdirSync(location.dir, { recursive: true });
}

export function recordBuild(location, inputsHash, buildEnv, ms) {
  writeFileSync(
    location.stamp,
    `${JSON.stringify({ inputs: inputsHash, env: buildEnv, builtAt: new Date().toISOString(), ms: Math.round(ms) }, null, 2)}\n`,
  );
}

/** Marks a build as used now and removes all but the most recently used few. */
export function pruneBuilds(cacheDir, location) {
  const now = new Date();
  if (existsSync(location.stamp)) utimesSync(location.stamp, now, now);
  const variants = readdirSync(cacheDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const dir = path.join(cacheDir, entry.name);
      const stamp = path.join(dir, 'inputs.json');
      // A build under way has no stamp yet; its folder's time keeps it.
      return { dir, used: statSync(existsSync(stamp) ? stamp : dir).mtimeMs };
    })
    .sort((a, b) => b.used - a.used);
  for (const { dir } of variants.slice(KEPT_VARIANTS))
    rmSync(dir, { recursive: true, force: true });
}
