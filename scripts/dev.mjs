// Starts the whole product on one machine: the Firebase Auth emulator, the API server on its
// embedded database (created, migrated and seeded on first start) and the web app.
//   node scripts/dev.mjs              production build of the web app, served by the API server
//   node scripts/dev.mjs --watch      Vite dev server with hot reload, proxying /api to the server
//   node scripts/dev.mjs --no-install never runs npm ci (the e2e tests start the stack this way)
//   node scripts/dev.mjs --cluster[=N] N API processes (3) on PostgreSQL behind HAProxy and an
//                                     nginx edge cache, each restarted when it ends (scripts/stack/balancer.mjs)
// Ports come from PORT, WEB_PORT and AUTH_EMULATOR_PORT. A stack keeps its state in one folder,
// the parent of DATA_DIR (default .data): pglite/ (the database), media/ (unless MEDIA_DIR),
// auth-emulator/ (the emulator's accounts). The web build is rebuilt only when its inputs
// changed (scripts/stack/web-build.mjs). Ctrl+C stops every process this script started, and
// the emulator saves its accounts on the way out.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  emulatorFiles,
  emulatorStartArgs,
  prepareSavedAccounts,
  QUIET_EMULATOR_LINES,
  startAccountSaver,
  waitForSavedAccounts,
  writeEmulatorConfig,
} from './stack/auth-emulator.mjs';
import { ensureBalancerTools, toolPath, writeBalancerConfigs } from './stack/balancer.mjs';
import { installState, markInstalled } from './stack/install.mjs';
import { claimStackDir, recordStack, releaseStackDir } from './stack/lock.mjs';
import { ProcessGroup } from './stack/processes.mjs';
import { say, seconds, step } from './stack/report.mjs';
import {
  buildState,
  forgetBuild,
  pruneBuilds,
  RENDERER_DIR,
  recordBuild,
  SERVER_ENTRY,
  webBuildEnv,
  webBuildLocation,
  webInputsHash,
} from './stack/web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const watch = args.has('--watch');
const clusterArg = process.argv.slice(2).find((arg) => /^--cluster(=\d+)?$/.test(arg));
/** API processes behind the balancer; 0: one API process alone, on PGlite unless DATABASE_URL. */
const clusterSize = clusterArg ? Number(clusterArg.split('=')[1] ?? 3) : 0;
const install = !args.has('--no-install');
const host = process.env.HOST ?? '127.0.0.1';
const apiPort = Number(process.env.PORT ?? 8080);
const webPort = Number(process.env.WEB_PORT ?? 5173);
const emulatorPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
/**
 * Another stack's Auth emulator (host:port) to sign in with instead of starting one: two local
 * sites that federate (docs/fediverse.md) share one sign-in service and one web build.
 */
const sharedEmulator = process.env.SHARED_AUTH_EMULATOR?.trim() || null;
const emulatorAddress = sharedEmulator ?? `${host}:${emulatorPort}`;
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-byline';
const siteUrl = watch ? `http://${host}:${webPort}` : `http://${host}:${apiPort}`;
const dataDir = path.resolve(
  process.env.DATA_DIR ?? path.join(root, clusterSize ? '.data/cluster/pglite' : '.data/pglite'),
);
const stackDir = path.dirname(dataDir);
const mediaDir = path.resolve(process.env.MEDIA_DIR ?? path.join(stackDir, 'media'));
const webBuildCache = path.resolve(
  process.env.WEB_BUILD_CACHE ?? path.join(root, 'node_modules/.cache/byline-web'),
);
/** How long children get to stop (the emulator writes its accounts) before SIGKILL. */
const STOP_GRACE_MS = 20_000;
const READY_TIMEOUT_MS = 300_000;

// The pinned Node (the `node` devDependency) when installed, so every child runs on it.
const pinnedNode = path.join(root, 'node_modules/node/bin/node');
const node = () => (existsSync(pinnedNode) ? pinnedNode : process.execPath);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const accounts = (count) => `${count} account${count === 1 ? '' : 's'}`;
/** A path as short as it is clear: relative inside the working folder, else absolute. */
const relative = (file) => {
  const inside = path.relative(process.cwd(), file);
  return inside.startsWith('..') ? file : inside || '.';
};

/**
 * Mail: the configured SMTP server, or the stack's own (scripts/stack/mail-server.mjs) that keeps
 * every message in <stack>/mail, shown at /dev/mail.
 */
const localMail = !process.env.SMTP_HOST;
const mailPort = Number(process.env.MAIL_PORT ?? apiPort + 25);
const mailDir = path.join(stackDir, 'mail');

const sharedEnv = {
  ...process.env,
  ...(localMail
    ? { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailPort), DEV_MAIL_DIR: mailDir }
    : {}),
  // V8's code cache for every module the children load: each start after the first parses less.
  NODE_COMPILE_CACHE:
    process.env.NODE_COMPILE_CACHE ?? path.join(root, 'node_modules/.cache/node-compile'),
  FIREBASE_PROJECT_ID: projectId,
  FIREBASE_AUTH_EMULATOR_HOST: emulatorAddress,
  VITE_FIREBASE_PROJECT_ID: projectId,
  VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${emulatorAddress}`,
  VITE_UNIQUE_KEY: process.env.UNIQUE_KEY ?? 'byline-dev-unique-key',
  UNIQUE_KEY: process.env.UNIQUE_KEY ?? 'byline-dev-unique-key',
};

const processes = new ProcessGroup((name, code) => {
  console.error(`[${name}] exited with code ${code}; stopping everything.`);
  void shutdown(1);
});
let accountSaver = null;
let shuttingDown = false;

async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  const started = performance.now();
  say('stop', 'stopping; the Auth emulator saves its accounts (Ctrl+C again stops at once)...');
  await accountSaver?.stop();
  const clean = await processes.stop(STOP_GRACE_MS, (name) =>
    say('stop', `${name} stopped after ${seconds(performance.now() - started)}`),
  );
  releaseStackDir(stackDir);
  say('stop', `${clean ? 'stopped' : 'forced to stop'} in ${seconds(performance.now() - started)}`);
  process.exit(code);
}
function onSignal() {
  if (!shuttingDown) return void shutdown(0);
  // A second Ctrl+C: stop at once (what changed since the last save may be lost).
  processes.kill();
  releaseStackDir(stackDir);
  process.exit(1);
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls `url` until it answers 200 (or, with `anyAnswer`, anything at all). */
async function waitFor(url, label, { anyAnswer = false } = {}) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.ok || anyAnswer) return;
    } catch {
      // Not listening yet.
    }
    if (shuttingDown) throw new Error(`stopped before ${label} was ready`);
    if (Date.now() > deadline) throw new Error(`${label} did not start at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function ensurePackages() {
  if (!install) return;
  const state = installState(root);
  if (state === 'current') {
    say('install', 'packages up to date');
    return;
  }
  await step(
    'install',
    state === 'missing'
      ? 'installing packages (npm ci)'
      : 'reinstalling packages: the lockfile changed (npm ci)',
    async () => {
      await processes.run('install', 'npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: root,
        env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
      });
      markInstalled(root);
      return 'packages installed';
    },
  );
}

/** The production web build for this stack's baked-in values: reused when its inputs match. */
async function ensureWebBuild() {
  const buildEnv = webBuildEnv(sharedEnv);
  const location = webBuildLocation(webBuildCache, buildEnv);
  const inputs = webInputsHash(root, buildEnv);
  const state = buildState(location, inputs);
  if (state === 'current') {
    pruneBuilds(webBuildCache, location);
    say('build', `web app up to date (inputs ${inputs.slice(0, 12)} unchanged), not rebuilt`);
    return location.dist;
  }
  const reason = state === 'changed' ? 'its inputs changed' : 'no build for these settings yet';
  await step('build', `building the web app (${reason})`, async () => {
    const started = performance.now();
    forgetBuild(location);
    // Vite's table of every output file is long; its progress lines stay.
    const options = {
      cwd: path.join(root, 'apps/web'),
      env: sharedEnv,
      quiet: /[│|] gzip:|^\s*dist\//,
    };
    await processes.run(
      'build',
      node(),
      [bin('vite'), 'build', '--outDir', location.dist, '--emptyOutDir'],
      options,
    );
    // The server renderer, beside the client build whose manifest it links (ADR 0013).
    await processes.run(
      'build',
      node(),
      [
        bin('vite'),
        'build',
        '--ssr',
        SERVER_ENTRY,
        '--outDir',
        path.join(location.dist, RENDERER_DIR),
      ],
      options,
    );
    recordBuild(location, inputs, buildEnv, performance.now() - started);
    pruneBuilds(webBuildCache, location);
    return `built into ${relative(location.dist)}`;
  });
  return location.dist;
}

function startAuthEmulator() {
  const files = emulatorFiles(stackDir);
  const saved = prepareSavedAccounts(files);
  const configFile = writeEmulatorConfig(root, files, host, emulatorPort);
  const started = performance.now();
  say(
    'auth',
    `starting the Auth emulator on ${host}:${emulatorPort} (${saved === null ? 'no saved accounts' : `${accounts(saved)} saved`} in ${relative(files.state)})`,
  );
  const { pid } = processes.start(
    'auth',
    node(),
    [
      '--require',
      path.join(root, 'scripts/stack/lazy-emulator-validation.cjs'),
      bin('firebase'),
      ...emulatorStartArgs({ projectId, configFile, files, hasSavedAccounts: saved !== null }),
    ],
    {
      cwd: files.scratch,
      env: { ...sharedEnv, TMPDIR: files.scratch, NO_UPDATE_NOTIFIER: '1' },
      quiet: QUIET_EMULATOR_LINES,
    },
  );
  const ready = waitForSavedAccounts({
    host,
    port: emulatorPort,
    projectId,
    saved: saved ?? 0,
    timeoutMs: READY_TIMEOUT_MS,
  }).then(() => {
    say('auth', `ready in ${seconds(performance.now() - started)}`);
    accountSaver = startAccountSaver({
      host,
      port: emulatorPort,
      projectId,
      files,
      onSaved: (count) => say('auth', `saved ${accounts(count)} to ${relative(files.state)}`),
    });
  });
  return { pid, ready };
}

/**
 * One API process: `api` alone, or `api<N>` of a cluster on `port` with the cluster's settings
 * (`extraEnv`), restarted when it ends.
 */
function startApi(webDist, { name = 'api', port = apiPort, extraEnv = {}, restart = false } = {}) {
  const started = performance.now();
  const store = extraEnv.DATABASE_URL ?? process.env.DATABASE_URL;
  say(
    name,
    `starting the API server on ${host}:${port} (${store ? 'PostgreSQL' : `PGlite in ${relative(dataDir)}`})`,
  );
  const { pid } = processes.start(
    name,
    node(),
    // Built: tsx as a loader in the server's own process (one Node start, not two).
    watch
      ? [bin('tsx'), 'watch', '--clear-screen=false', 'src/main.ts']
      : ['--import', import.meta.resolve('tsx'), 'src/main.ts'],
    {
      cwd: path.join(root, 'apps/server'),
      env: {
        ...sharedEnv,
        PORT: String(port),
        HOST: host,
        DATA_DIR: dataDir,
        MEDIA_DIR: mediaDir,
        WEB_ORIGIN: siteUrl,
        ...(webDist ? { WEB_DIST: webDist } : {}),
        ...extraEnv,
      },
      restart,
      onStart: (childPid) => {
        clusterPids.set(name, childPid);
        writeClusterState();
      },
    },
  );
  // Built: the first page itself. Watching: the API answers (404 at /, the web server serves pages).
  const ownUrl = `http://${host}:${port}`;
  const ready = waitFor(`${ownUrl}/`, `The API server (${name})`, {
    anyAnswer: !webDist,
  }).then(() => say(name, `ready in ${seconds(performance.now() - started)}`));
  return { pid, ready };
}

/** A cluster's processes now (restarts change them), for the operator and the cluster test. */
const clusterPids = new Map();
let clusterState = null;
function writeClusterState() {
  if (!clusterState) return;
  writeFileSync(
    path.join(stackDir, 'cluster.json'),
    `${JSON.stringify({ ...clusterState, pids: Object.fromEntries(clusterPids) }, null, 2)}\n`,
  );
}

/**
 * `clusterSize` API processes on PostgreSQL (DATABASE_URL, or the local server's byline_cluster
 * database), the first alone until it has migrated and seeded, then HAProxy over them and the
 * nginx edge on the site's port. Answers what recordStack keeps.
 */
async function startCluster(webDist) {
  say('cluster', `${clusterSize} API processes behind HAProxy and an nginx edge cache`);
  ensureBalancerTools((message) => say('cluster', message));
  let databaseUrl = process.env.DATABASE_URL;
  // The local database is the stack's own: seeded like PGlite's when empty. An operator's is not.
  const seed = !databaseUrl;
  if (!databaseUrl) {
    await processes.run('postgres', 'bash', [
      path.join(root, 'scripts/start-postgres.sh'),
      'byline_cluster',
    ]);
    databaseUrl = 'postgres://byline:byline@127.0.0.1:5432/byline_cluster';
  }
  const adminToken = process.env.ADMIN_TOKEN ?? randomBytes(32).toString('base64url');
  const balancerPort = apiPort + 1;
  const apiPorts = Array.from({ length: clusterSize }, (_, index) => apiPort + 11 + index);
  clusterState = { site: siteUrl, balancerPort, apiPorts, adminToken };
  const extraEnv = (index) => ({
    DATABASE_URL: databaseUrl,
    ADMIN_TOKEN: adminToken,
    // Behind nginx and HAProxy: the client's address is in X-Forwarded-For (set by nginx).
    TRUST_PROXY: 'true',
    PUBLIC_ORIGIN: siteUrl,
    // On SIGTERM a process fails its health check for 3 s (HAProxy checks every second and gives
    // up after two failures) before it stops listening: nothing is sent to it while it closes.
    DRAIN_DELAY_MS: process.env.DRAIN_DELAY_MS ?? '3000',
    // Each writes its address for the operator's tools in a folder of its own.
    DATA_DIR: path.join(stackDir, `api${index + 1}`, 'pglite'),
    SEED_ON_START: String(seed && index === 0),
  });
  const start = (index) =>
    startApi(webDist, {
      name: `api${index + 1}`,
      port: apiPorts[index],
      extraEnv: extraEnv(index),
      restart: true,
    });
  // The first migrates and seeds an empty database; the others start on what it made.
  const first = start(0);
  await first.ready;
  const others = apiPorts.slice(1).map((_, index) => start(index + 1));
  await Promise.all(others.map((api) => api.ready));
  const configs = writeBalancerConfigs({
    dir: path.join(stackDir, 'balancer'),
    host,
    port: apiPort,
    balancerPort,
    apiPorts,
  });
  const haproxy = processes.start('haproxy', toolPath('haproxy'), ['-f', configs.haproxy, '-db'], {
    env: process.env,
  });
  const nginx = processes.start(
    'nginx',
    toolPath('nginx'),
    ['-p', path.dirname(configs.nginx), '-c', configs.nginx, '-e', 'stderr'],
    { env: process.env },
  );
  const ready = waitFor(`${siteUrl}/`, 'The edge').then(() => say('cluster', 'edge ready'));
  return {
    pids: { haproxy: haproxy.pid, nginx: nginx.pid, ...Object.fromEntries(clusterPids) },
    ready,
  };
}

function startWebDevServer() {
  const started = performance.now();
  const { pid } = processes.start('web', node(), [bin('vite')], {
    cwd: path.join(root, 'apps/web'),
    env: { ...sharedEnv, WEB_PORT: String(webPort), PORT: String(apiPort) },
  });
  const ready = waitFor(`${siteUrl}/`, 'The web dev server').then(() =>
    say('web', `ready in ${seconds(performance.now() - started)}`),
  );
  return { pid, ready };
}

try {
  const started = performance.now();
  say('start', `Byline${watch ? ' (watching)' : ''}: state in ${relative(stackDir)}`);
  mkdirSync(stackDir, { recursive: true });
  await claimStackDir(stackDir, root, (message) => say('start', message));
  if (clusterSize && watch)
    throw new Error('--cluster serves the production build: leave out --watch.');
  const ports = [
    apiPort,
    ...(clusterSize
      ? [apiPort + 1, ...Array.from({ length: clusterSize }, (_, i) => apiPort + 11 + i)]
      : []),
    ...(sharedEmulator ? [] : [emulatorPort, emulatorPort + 1, emulatorPort + 2]),
    ...(watch ? [webPort] : []),
  ];
  for (const port of ports)
    if (await portInUse(port))
      throw new Error(
        `Port ${port} on ${host} is in use; stop what runs there or choose other ports (PORT, AUTH_EMULATOR_PORT).`,
      );
  await ensurePackages();
  // The emulator starts first: it takes longest and needs nothing else.
  const auth = sharedEmulator
    ? { pid: undefined, ready: waitFor(`http://${sharedEmulator}/`, 'The shared Auth emulator') }
    : startAuthEmulator();
  const webDist = watch ? undefined : await ensureWebBuild();
  // A cluster's first process seeds, and seeding makes no accounts: it need not wait for Auth.
  const mail = localMail
    ? processes.start(
        'mail',
        node(),
        [path.join(root, 'scripts/stack/mail-server.mjs'), String(mailPort), mailDir],
        { cwd: root, env: sharedEnv },
      )
    : undefined;
  const api = clusterSize ? await startCluster(webDist) : startApi(webDist);
  const web = watch ? startWebDevServer() : undefined;
  recordStack(stackDir, {
    ...(auth.pid ? { auth: auth.pid } : {}),
    ...('pids' in api ? api.pids : { api: api.pid }),
    ...(web ? { web: web.pid } : {}),
    // Recorded like the others: a stack killed with kill -9 leaves none of them holding a port.
    ...(mail ? { mail: mail.pid } : {}),
  });
  await Promise.all([auth.ready, api.ready, web?.ready]);
  console.log(
    `\n  Byline is running at ${siteUrl} (ready in ${seconds(performance.now() - started)})\n  (Auth emulator on ${emulatorAddress}${sharedEmulator ? ', shared' : ''}; Ctrl+C stops everything)\n`,
  );
} catch (error) {
  if (!shuttingDown) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
  }
}
