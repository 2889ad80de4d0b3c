// Starts the whole product on one machine: the Firebase Auth emulator, the API server on its
// embedded database (created, migrated and seeded on first start) and the web app.
//   node scripts/dev.mjs          production build of the web app, served by the API server
//   node scripts/dev.mjs --watch  Vite dev server with hot reload, proxying /api to the server
// Ports and URLs come from the environment (PORT, WEB_PORT, AUTH_EMULATOR_PORT). Ctrl+C stops
// every process this script started.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const watch = process.argv.includes('--watch');
const host = process.env.HOST ?? '127.0.0.1';
const apiPort = Number(process.env.PORT ?? 8080);
const webPort = Number(process.env.WEB_PORT ?? 5173);
const emulatorPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-byline';
const siteUrl = watch ? `http://${host}:${webPort}` : `http://${host}:${apiPort}`;

const children = new Set();
let stopping = false;

function start(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so Ctrl+C can stop its children too
  });
  const prefix = `[${name}] `;
  const relay = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) out.write(`${prefix}${line}\n`);
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code) => {
    children.delete(child);
    if (!stopping && code !== 0) {
      console.error(`${prefix}exited with code ${code}; stopping everything.`);
      stop(1);
    }
  });
  children.add(child);
  return child;
}

function run(name, command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = start(name, command, args, env);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed (${code})`)),
    );
  });
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  }
  setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }
    process.exit(code);
  }, 3000).unref();
  if (children.size === 0) process.exit(code);
  else
    Promise.all([...children].map((c) => new Promise((r) => c.on('exit', r)))).then(() =>
      process.exit(code),
    );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function waitForPort(port, label, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`${label} did not start on port ${port}`));
        else setTimeout(attempt, 300);
      });
    };
    attempt();
  });
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const sharedEnv = {
  FIREBASE_PROJECT_ID: projectId,
  FIREBASE_AUTH_EMULATOR_HOST: `${host}:${emulatorPort}`,
  VITE_FIREBASE_PROJECT_ID: projectId,
  VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${host}:${emulatorPort}`,
  VITE_UNIQUE_KEY: process.env.UNIQUE_KEY ?? 'byline-dev-unique-key',
  UNIQUE_KEY: process.env.UNIQUE_KEY ?? 'byline-dev-unique-key',
};

// The emulator's port comes from its config file, so write one for the port asked for.
function writeEmulatorConfig() {
  const dir = path.join(root, '.data');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `firebase.${emulatorPort}.json`);
  const config = {
    emulators: {
      auth: { host, port: emulatorPort },
      // The hub and logging ports follow the auth port, so two stacks (dev and e2e) can coexist.
      hub: { host, port: emulatorPort + 1 },
      logging: { host, port: emulatorPort + 2 },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

try {
  start(
    'auth',
    bin('firebase'),
    [
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      writeEmulatorConfig(),
    ],
    sharedEnv,
  );
  if (!watch) {
    console.log('Building the web app...');
    await run('build', 'npm', ['run', 'build', '-w', '@byline/web'], sharedEnv);
  }
  start('api', 'npm', ['run', watch ? 'dev' : 'serve', '-w', '@byline/server'], {
    ...sharedEnv,
    PORT: String(apiPort),
    HOST: host,
    WEB_ORIGIN: siteUrl,
    ...(watch ? {} : { WEB_DIST: path.join(root, 'apps/web/dist') }),
  });
  if (watch)
    start('web', 'npm', ['run', 'dev', '-w', '@byline/web'], {
      ...sharedEnv,
      WEB_PORT: String(webPort),
      PORT: String(apiPort),
    });
  await waitForPort(emulatorPort, 'The Auth emulator');
  await waitForPort(apiPort, 'The API server');
  if (watch) await waitForPort(webPort, 'The web dev server');
  console.log(
    `\n  Byline is running at ${siteUrl}\n  (Auth emulator on ${host}:${emulatorPort}; Ctrl+C stops everything)\n`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}
