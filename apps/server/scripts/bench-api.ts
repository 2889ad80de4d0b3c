import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { encodeNewsCursor, endpoints, UNIQUE_KEY_HEADER } from '@byline/api-client/contract';
import autocannon from 'autocannon';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { articles } from '../src/db/schema';
import { LocalMediaStorage } from '../src/media/storage';
import { seedDatabase } from '../src/seed/seed';
import { type LoadFigures, measureMixedLoad, prepareMixedLoad } from './bench/mixed-load';

/**
 * `npm run bench:api [-- --articles 100000 --duration 10 --connections 50 --scenario all]`
 *
 * Seeds a fresh embedded database, starts the real server (its own process, production mode),
 * and measures the news list (first page and a deep cursor page) and search with autocannon,
 * beside a raw node:http server sending the same bytes from memory. Prints requests/s, p50 and
 * p99 latency of both and their ratio. Then mixed load (`--readers 56 --writers 8`): readers
 * and authors saving articles at once, p50/p99 of each side. `--scenario reads|mixed` runs one
 * part. A script, not a test: figures go to docs/performance.md.
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TSX = path.resolve(SERVER_DIR, '../../node_modules/.bin/tsx');
const UNIQUE_KEY = 'bench-unique-key';
const CATEGORY_ID = 3;

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    readers: { type: 'string', default: '56' },
    writers: { type: 'string', default: '8' },
    scenario: { type: 'string', default: 'all' },
    'data-dir': { type: 'string' },
  },
});
if (!['all', 'reads', 'mixed'].includes(values.scenario)) {
  throw new Error('--scenario must be all, reads or mixed');
}
const runReads = values.scenario !== 'mixed';
const runMixed = values.scenario !== 'reads';
const total = Number(values.articles);
const duration = Number(values.duration);
const connections = Number(values.connections);
const readers = Number(values.readers);
const writers = Number(values.writers);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function startProcess(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, args, {
      cwd: SERVER_DIR,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) resolve({ child, match });
    });
    child.once('exit', (code) =>
      reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string): Promise<Figures> {
  const headers = { [UNIQUE_KEY_HEADER]: UNIQUE_KEY };
  // A short warm-up so JIT and caches settle before the measured run.
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main(): Promise<void> {
  const dataDir = values['data-dir'] ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'byline-bench-')));
  const mediaDir = path.join(dataDir, 'media');
  const pgliteDir = path.join(dataDir, 'pglite');

  // 1. Seed (skipped when a given data directory is already seeded).
  const database = await openDatabase({ dataDir: pgliteDir });
  await database.migrate();
  const existing = Number(
    (await database.db.select({ n: sql<number>`count(*)::integer` }).from(articles))[0]?.n ?? 0,
  );
  if (existing === 0) {
    const started = performance.now();
    await seedDatabase(database.db, new LocalMediaStorage(mediaDir), {
      articles: total,
      log: console.log,
    });
    console.log(
      `Seeded ${total} articles in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const count = existing || total;

  // 2. The URLs: first page, a page deep in the category (keyset cursor), and a search.
  const inCategory = and(eq(articles.categoryId, CATEGORY_ID), eq(articles.status, 'published'));
  const [{ n: categorySize } = { n: 0 }] = await database.db
    .select({ n: sql<number>`count(*)::integer` })
    .from(articles)
    .where(inCategory);
  const deepOffset = Math.max(0, Math.floor(categorySize * 0.9));
  const [deep] = await database.db
    .select({ id: articles.id, publishedAt: articles.publishedAt })
    .from(articles)
    .where(inCategory)
    .orderBy(sql`${articles.publishedAt} desc nulls last`, sql`${articles.id} desc nulls last`)
    .offset(deepOffset)
    .limit(1);
  const readIds = (
    await database.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.status, 'published'))
      .orderBy(sql`${articles.id} desc`)
      .limit(200)
  ).map((row) => row.id);
  const mixedWorld = runMixed ? await prepareMixedLoad(database.db, readIds) : null;
  await database.close();
  if (!deep?.publishedAt) throw new Error('no deep item');
  const cursor = encodeNewsCursor({ publishedAt: deep.publishedAt.toISOString(), id: deep.id });
  const list = endpoints.newsList.path;
  const scenarios = [
    { name: 'news list, page 1', path: `${list}?category_id=${CATEGORY_ID}&limit=10` },
    {
      name: `news list, cursor at item ${deepOffset.toLocaleString('en-US')}`,
      path: `${list}?category_id=${CATEGORY_ID}&limit=10&cursor=${cursor}`,
    },
    { name: 'search q=bakery', path: `${list}?category_id=${CATEGORY_ID}&limit=10&q=bakery` },
  ];

  // 3. The real server, production mode, in its own process: without and with the read cache.
  const modes = [
    { label: 'api (no cache)', readCacheMs: '0' },
    { label: 'api (1 s read cache)', readCacheMs: '1000' },
  ];
  const responses: Record<string, string> = {};
  const figures = new Map<string, Figures[]>();
  const mixedFigures = new Map<string, { reads: LoadFigures; writes: LoadFigures }>();
  for (const mode of modes) {
    const port = await freePort();
    const api = await startProcess(
      ['src/main.ts'],
      {
        NODE_ENV: 'production',
        DATA_DIR: pgliteDir,
        MEDIA_DIR: mediaDir,
        PORT: String(port),
        UNIQUE_KEY,
        LOG_LEVEL: 'warn',
        SEED_ON_START: 'false',
        READ_CACHE_MS: mode.readCacheMs,
        // One address sends everything here: the per-address limits would answer 429.
        READ_RATE_LIMIT: String(2 ** 31 - 1),
        WRITE_RATE_LIMIT: String(2 ** 31 - 1),
        FIREBASE_PROJECT_ID: 'demo-byline-bench',
        FIREBASE_AUTH_EMULATOR_HOST: '',
      },
      /listening on/,
    );
    try {
      if (runReads) {
        for (const scenario of scenarios) {
          const response = await fetch(`http://127.0.0.1:${port}${scenario.path}`, {
            headers: { [UNIQUE_KEY_HEADER]: UNIQUE_KEY },
          });
          if (!response.ok) throw new Error(`${scenario.path}: ${response.status}`);
          responses[scenario.path] = await response.text();
        }
        const results: Figures[] = [];
        for (const scenario of scenarios) {
          results.push(await measure(`http://127.0.0.1:${port}${scenario.path}`));
        }
        figures.set(mode.label, results);
      }
      if (mixedWorld) {
        mixedFigures.set(
          mode.label,
          await measureMixedLoad(`http://127.0.0.1:${port}`, mixedWorld, {
            readers,
            writers,
            duration,
            uniqueKey: UNIQUE_KEY,
          }),
        );
      }
    } finally {
      await stop(api.child);
    }
  }

  // 4. The baseline: the same bytes from memory.
  const rawFigures: Figures[] = [];
  if (runReads) {
    const responsesFile = path.join(dataDir, 'responses.json');
    await fs.writeFile(responsesFile, JSON.stringify(responses));
    const raw = await startProcess(
      ['scripts/bench/raw-server.ts', responsesFile],
      {},
      /PORT=(\d+)/,
    );
    try {
      const rawPort = Number(raw.match[1]);
      for (const scenario of scenarios) {
        rawFigures.push(await measure(`http://127.0.0.1:${rawPort}${scenario.path}`));
      }
    } finally {
      await stop(raw.child);
    }
  }

  // 5. Report.
  const [load1, load5] = os.loadavg();
  console.log(
    `\n${count.toLocaleString('en-US')} articles, ${duration} s per run, PGlite, Node ${process.version}; machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB; load average ${load1?.toFixed(1)} (1 min), ${load5?.toFixed(1)} (5 min)\n`,
  );
  if (runReads) {
    console.log(`Reads, ${connections} connections:`);
    const rows = [];
    for (const [index, scenario] of scenarios.entries()) {
      const r = rawFigures[index] as Figures;
      for (const [label, results] of [
        ...figures.entries(),
        ['raw node:http', rawFigures] as const,
      ]) {
        const f = results[index] as Figures;
        rows.push({
          scenario: scenario.name,
          server: label,
          'req/s': Math.round(f.requestsPerSecond),
          'p50 ms': f.p50,
          'p99 ms': f.p99,
          'req/s vs raw': (f.requestsPerSecond / r.requestsPerSecond).toFixed(3),
          'p99 vs raw': (f.p99 / Math.max(r.p99, 1)).toFixed(1),
          errors: f.errors,
        });
      }
    }
    console.table(rows);
    console.log(
      `response sizes (bytes): ${scenarios.map((s) => Buffer.byteLength(responses[s.path] ?? '')).join(', ')}`,
    );
  }
  if (runMixed) {
    console.log(
      `\nMixed load: ${readers} readers (lists, most watched, profiles, articles) and ${writers} writers (article saves) at once:`,
    );
    console.table(
      [...mixedFigures.entries()].flatMap(([label, { reads, writes }]) =>
        [
          ['reads', reads],
          ['writes', writes],
        ].map(([side, f]) => {
          const figures = f as LoadFigures;
          return {
            server: label,
            side,
            answered: figures.requests,
            'req/s': Math.round(figures.requestsPerSecond),
            'p50 ms': figures.p50,
            'p99 ms': figures.p99,
            errors: figures.errors,
          };
        }),
      ),
    );
  }
  if (!values['data-dir']) await fs.rm(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
