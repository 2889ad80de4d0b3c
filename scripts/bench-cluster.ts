// npm run bench:cluster: what the balancer costs and what each process adds, on this machine.
// Starts `npm run start:cluster` (3 API processes on PostgreSQL, HAProxy, the nginx edge) on
// ports of its own, then measures one cached public read with autocannon: one process alone;
// HAProxy over 1, 2 and 3 processes (servers switched off and on through HAProxy's runtime
// socket, not restarted); the edge answering from its cache; and raw node:http sending the same
// bytes (the ceiling). Prints requests/s, p50 and p99, and the load average beside each figure.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 8680);
const AUTH_PORT = Number(process.env.BENCH_AUTH_PORT ?? 9680);
const STACK_DIR = path.join(root, 'node_modules/.cache/bench-cluster');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const UNIQUE_KEY = process.env.UNIQUE_KEY ?? 'byline-dev-unique-key';
const READ = '/api/News/newsList?category_id=1';
const headers = { 'unique-key': UNIQUE_KEY };

interface Row {
  target: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  'load avg (1 min)': string;
}

function startCluster(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/dev.mjs', '--cluster=3', '--no-install'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      AUTH_EMULATOR_PORT: String(AUTH_PORT),
      DATA_DIR: path.join(STACK_DIR, 'pglite'),
      READ_RATE_LIMIT: '100000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Byline is running at')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the cluster exited (${code})`)));
  });
}

/** One command to HAProxy's runtime socket. */
function haproxy(command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(path.join(STACK_DIR, 'balancer', 'haproxy.sock'));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.end(`${command}\n`);
  });
}

async function measure(target: string, url: string, extraHeaders = {}): Promise<Row> {
  const options = { url, connections: CONNECTIONS, headers: { ...headers, ...extraHeaders } };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: SECONDS });
  return {
    target,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
    'load avg (1 min)': os.loadavg()[0]?.toFixed(2) ?? '',
  };
}

/** A plain node:http server answering exactly what the edge answered (status, headers, body). */
async function rawServer(url: string): Promise<{ url: string; close: () => void }> {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  const kept = [...response.headers].filter(([name]) => name !== 'transfer-encoding');
  const server = http.createServer((_request, reply) => {
    reply.writeHead(response.status, Object.fromEntries(kept));
    reply.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}${READ}`, close: () => server.close() };
}

const cluster = await startCluster();
try {
  const state = JSON.parse(readFileSync(path.join(STACK_DIR, 'cluster.json'), 'utf8')) as {
    balancerPort: number;
    apiPorts: number[];
  };
  const rows: Row[] = [];
  rows.push(await measure('one process alone', `http://127.0.0.1:${state.apiPorts[0]}${READ}`));
  const servers = state.apiPorts.map((_, index) => `api/api${index + 1}`);
  for (let count = 1; count <= servers.length; count++) {
    for (const [index, server] of servers.entries()) {
      await haproxy(`${index < count ? 'enable' : 'disable'} server ${server}`);
    }
    rows.push(
      await measure(
        `HAProxy over ${count} process${count === 1 ? '' : 'es'}`,
        `http://127.0.0.1:${state.balancerPort}${READ}`,
      ),
    );
  }
  const edgeUrl = `http://127.0.0.1:${PORT}${READ}`;
  rows.push(await measure('nginx edge, cache hits', edgeUrl));
  const raw = await rawServer(edgeUrl);
  rows.push(await measure('raw node:http, the same bytes', raw.url));
  raw.close();
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s each (after ${WARM_UP_SECONDS} s of warm-up), ${os.cpus().length} cores, GET ${READ}`,
  );
  console.table(rows);
} finally {
  cluster.kill('SIGTERM');
}
