import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { encodeNewsCursor, endpoints, UNIQUE_KEY_HEADER } from '@byline/api-client/contract';
import autocannon from 'autocannon';
import { and, eq, sql } from 'drizzle-orm';
import {
  type BenchRow,
  parseRuns,
  repeatRuns,
  runsOption,
  treeCpuSeconds,
} from '../../../scripts/bench/harness.mjs';
import { openDatabase } from '../src/db/client';
import { articles } from '../src/db/schema';
import { LocalMediaStorage } from '../src/media/storage';
import { seedDatabase } from '../src/seed/seed';
import { measureMixedLoad, prepareMixedLoad } from './bench/mixed-load';
import {
  answerKey,
  type RecordedAnswer,
  type RecordedAnswers,
  recordAnswer,
} from './bench/recorded-answer';
import { percentile, sampleAnswerTimings } from './bench/time-to-first-byte';

/**
 * `npm run bench:api [-- --articles 100000 --duration 10 --connections 50 --scenario all --runs 3]`
 *
 * Seeds a fresh embedded database, starts the real server (its own process, production mode),
 * and measures with autocannon, beside a raw node:http server sending the same status, headers
 * and bytes from memory (scripts/bench/raw-server.ts), in the same run:
 * - `reads`: the news list (first page and a deep cursor page) and search, without and with the
 *   read cache; requests/s, p50 and p99 of both and their ratio.
 * - `hit`: a cached news list page (plain, and brotli for `Accept-Encoding: gzip, deflate, br`,
 *   as browsers send), with the CPU time each server process spent per answered request.
 * - `mixed`: readers and authors saving articles at once (`--readers 56 --writers 8`), p50/p99
 *   of each side.
 * - `page`: the server-rendered article page (`/article/:id`) and the JSON read of the same
 *   article, both as a browser asks (`Accept-Encoding: gzip, deflate, br`), with the time to
 *   first byte of a sample of requests made one after another on one more connection beside
 *   the load, and the CPU per answered request. Builds the web app first (client and renderer,
 *   `npm run build -w @byline/web`, about 15 s) and starts the server with WEB_DIST at it.
 * `--scenario all` (default) runs `reads`, `hit` and `mixed`; `page` runs only on request (it
 * rebuilds apps/web/dist and measures pages, not the API's budget). Every part runs `--runs` times (default 3); the
 * machine, the load average and the min and median of each figure are printed
 * (scripts/bench/harness.mjs). A script, not a test: figures go to docs/performance.md.
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TSX = path.resolve(SERVER_DIR, '../../node_modules/.bin/tsx');
const UNIQUE_KEY = 'bench-unique-key';
const CATEGORY_ID = 3;
const SCENARIOS = ['all', 'reads', 'hit', 'mixed', 'page'];
/** What a browser sends (the API then answers brotli). */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    readers: { type: 'string', default: '56' },
    writers: { type: 'string', default: '8' },
    scenario: { type: 'string', default: 'all' },
    'data-dir': { type: 'string' },
    ...runsOption,
  },
});
if (!SCENARIOS.includes(values.scenario)) {
  throw new Error(`--scenario must be one of ${SCENARIOS.join(', ')}`);
}
const runs = parseRuns(values.runs);
const runsPart = (part: string) => values.scenario === 'all' || values.scenario === part;
const runReads = runsPart('reads');
const runHit = runsPart('hit');
const runMixed = runsPart('mixed');
const runPage = values.scenario === 'page';
const REPO_DIR = path.resolve(SERVER_DIR, '../..');
const WEB_DIST = path.join(REPO_DIR, 'apps/web/dist');
const total = Number(values.articles);
const duration = Number(values.duration);
const connections = Number(values.connections);
const readers = Number(values.readers);
const writers = Number(values.writers);

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

type Figures = BenchRow['figures'];

const WARM_UP_SECONDS = 2;
/**
 * A freshly started API process is still warming up for its first seconds: with 2 s, whichever
 * scenario it measured first cost about a quarter more CPU per request (plain before brotli, or
 * brotli before plain). Its first measurement warms it this long instead.
 */
const FIRST_WARM_UP_SECONDS = 10;

/**
 * autocannon on one URL: a warm-up so JIT and caches settle (`warmUpSeconds`: longer for a
 * process's first measurement), then the measured run
 * (autocannon's latency is the time to the whole answer). With `serverPid`, also the CPU that
 * server process (and its children) used per answered request. With `timeToFirstByte`, one more
 * connection beside autocannon's asks one request after another during the measured run, timed to
 * the first byte of each answer's body (sampled in this process, so its figures include this
 * process's own delays, as the raw server's row shows).
 */
async function measure(
  url: string,
  headers: Record<string, string>,
  {
    serverPid,
    timeToFirstByte = false,
    warmUpSeconds = WARM_UP_SECONDS,
  }: { serverPid?: number; timeToFirstByte?: boolean; warmUpSeconds?: number } = {},
): Promise<Figures> {
  await autocannon({ url, connections, duration: warmUpSeconds, headers });
  const cpuBefore = serverPid === undefined ? 0 : treeCpuSeconds(serverPid);
  const sampling = new AbortController();
  const samples = timeToFirstByte
    ? sampleAnswerTimings(url, headers, sampling.signal)
    : Promise.resolve(null);
  const result = await autocannon({ url, connections, duration, headers });
  sampling.abort();
  const cpu = serverPid === undefined ? null : treeCpuSeconds(serverPid) - cpuBefore;
  const firstBytes = (await samples)?.map((timing) => timing.firstByteMs);
  return {
    'req/s': result.requests.average,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    ...(firstBytes
      ? {
          'TTFB p50 ms': percentile(firstBytes, 50),
          'TTFB p99 ms': percentile(firstBytes, 99),
          'TTFB samples': firstBytes.length,
        }
      : {}),
    ...(serverPid === undefined
      ? {}
      : { 'CPU µs/req': cpu === null ? null : (cpu * 1e6) / Math.max(result.requests.total, 1) }),
    // autocannon's errors include its timeouts (no answer within 10 s), also counted apart.
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
  };
}

interface Scenario {
  table: string;
  name: string;
  path: string;
  acceptEncoding?: string;
  /** Measured with the read cache only (a hit needs it). */
  cachedOnly?: boolean;
  /** Also the CPU of the server process per answered request. */
  cpu?: boolean;
  /** Also the time to first byte of a sample of requests (measure). */
  timeToFirstByte?: boolean;
  /** A page: its answer must be the server-rendered document (checkRenderedPage). */
  page?: boolean;
}

/** Adds each row's ratio to the raw server's row of the same scenario. */
function withRatios(rows: BenchRow[]): BenchRow[] {
  const raw = new Map(
    rows
      .filter((row) => row.labels.server === RAW_LABEL)
      .map((row) => [`${row.table} ${row.labels.scenario}`, row.figures]),
  );
  return rows.map((row) => {
    const baseline = raw.get(`${row.table} ${row.labels.scenario}`);
    const ratio = (name: string) => {
      const value = row.figures[name];
      const base = baseline?.[name];
      return typeof value === 'number' && typeof base === 'number' && base > 0
        ? value / base
        : null;
    };
    if (!baseline) return row;
    const { errors, timeouts, ...figures } = row.figures;
    return {
      ...row,
      figures: {
        ...figures,
        'req/s vs raw': ratio('req/s'),
        'p99 vs raw': ratio('p99 ms'),
        ...('CPU µs/req' in row.figures ? { 'CPU vs raw': ratio('CPU µs/req') } : {}),
        errors,
        timeouts,
      },
    };
  });
}

const RAW_LABEL = 'raw node:http';
const READS_TABLE = `Reads, ${connections} connections`;
const HIT_TABLE = `Cache hit, ${connections} connections: CPU of the server process per answered request`;
const PAGE_TABLE = `Server-rendered article page beside the JSON read of the same article, ${connections} connections, Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}`;
/** The id of the element carrying a server-rendered page's data (apps/web/src/ssr/pageData.ts). */
const PAGE_DATA_MARKER = 'id="byline-page-data"';

/**
 * Fails unless `answer` is a server-rendered HTML document with its data (not the browser-only
 * shell a build without a renderer would send).
 */
function checkRenderedPage(pagePath: string, answer: RecordedAnswer): void {
  const body = Buffer.from(answer.body, 'base64');
  const encoding = answer.headers['content-encoding'];
  const html = (
    encoding === 'br'
      ? zlib.brotliDecompressSync(body)
      : encoding === 'gzip'
        ? zlib.gunzipSync(body)
        : body
  ).toString('utf8');
  if (
    !String(answer.headers['content-type']).startsWith('text/html') ||
    !html.includes(PAGE_DATA_MARKER)
  ) {
    throw new Error(
      `${pagePath} is not a server-rendered page: is the web build's renderer there?`,
    );
  }
}

/** The web app's client and server renderer, built from this checkout into WEB_DIST. */
async function buildWeb(): Promise<void> {
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const build = spawn('npm', ['run', 'build', '-w', '@byline/web'], {
      cwd: REPO_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    build.once('error', reject);
    build.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`npm run build -w @byline/web exited with ${code}`)),
    );
  });
  console.log(
    `Built the web app (client and renderer) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
const MIXED_TABLE = `Mixed load: ${readers} readers (lists, most watched, profiles, articles) and ${writers} writers (article saves) at once`;

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
  // Site search: a word of the newest headline (many articles share the seed's words), the same
  // word misspelt (full text finds nothing, so the trigram fallback answers), and the word within
  // one category.
  const [newest] = await database.db
    .select({ title: articles.title })
    .from(articles)
    .where(eq(articles.status, 'published'))
    .orderBy(sql`${articles.id} desc`)
    .limit(1);
  const searchWord =
    (newest?.title ?? '')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 6)
      .sort((a, b) => b.length - a.length)[0] ?? 'council';
  const misspelt = `${searchWord.slice(0, 3)}${searchWord.slice(4)}`;
  const mixedWorld = runMixed ? await prepareMixedLoad(database.db, readIds) : null;
  await database.close();
  if (!deep?.publishedAt) throw new Error('no deep item');
  // The newest published article, as the mixed load reads: it exists and has a page.
  const pageArticleId = readIds[0];
  if (pageArticleId === undefined) throw new Error('no published article');
  if (runPage) await buildWeb();
  const cursor = encodeNewsCursor({ publishedAt: deep.publishedAt.toISOString(), id: deep.id });
  const list = endpoints.newsList.path;
  const firstPage = `${list}?category_id=${CATEGORY_ID}&limit=10`;
  const scenarios: Scenario[] = [
    ...(runReads
      ? [
          { table: READS_TABLE, name: 'news list, page 1', path: firstPage },
          {
            table: READS_TABLE,
            name: `news list, cursor at item ${deepOffset.toLocaleString('en-US')}`,
            path: `${list}?category_id=${CATEGORY_ID}&limit=10&cursor=${cursor}`,
          },
          { table: READS_TABLE, name: 'search q=bakery', path: `${firstPage}&q=bakery` },
          {
            table: READS_TABLE,
            name: `site search q=${searchWord}`,
            path: `${endpoints.search.path}?q=${searchWord}`,
          },
          {
            table: READS_TABLE,
            name: `site search, misspelt q=${misspelt}`,
            path: `${endpoints.search.path}?q=${misspelt}`,
          },
          {
            table: READS_TABLE,
            name: `site search q=${searchWord}, one category`,
            path: `${endpoints.search.path}?q=${searchWord}&category_id=${CATEGORY_ID}`,
          },
        ]
      : []),
    ...(runHit
      ? [
          {
            table: HIT_TABLE,
            name: 'news list, page 1',
            path: firstPage,
            cachedOnly: true,
            cpu: true,
          },
          {
            table: HIT_TABLE,
            name: `news list, page 1, Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}`,
            path: firstPage,
            acceptEncoding: BROWSER_ACCEPT_ENCODING,
            cachedOnly: true,
            cpu: true,
          },
        ]
      : []),
    ...(runPage
      ? [
          {
            table: PAGE_TABLE,
            name: `article page, /article/${pageArticleId}`,
            path: `/article/${pageArticleId}`,
            page: true,
          },
          {
            table: PAGE_TABLE,
            name: 'JSON read of the same article',
            path: `${endpoints.articleById.path}?news_id=${pageArticleId}`,
          },
        ].map((scenario) => ({
          ...scenario,
          acceptEncoding: BROWSER_ACCEPT_ENCODING,
          cpu: true,
          timeToFirstByte: true,
        }))
      : []),
  ];
  // The unique key goes with API requests, as the web app sends it; a page is asked for bare.
  const headersOf = (scenario: Scenario): Record<string, string> => ({
    ...(scenario.page ? {} : { [UNIQUE_KEY_HEADER]: UNIQUE_KEY }),
    ...(scenario.acceptEncoding ? { 'accept-encoding': scenario.acceptEncoding } : {}),
  });

  // 3. The real server, production mode, in its own process: without and with the read cache.
  const modes = [
    ...(runReads || runMixed ? [{ label: 'api (no cache)', readCacheMs: '0' }] : []),
    { label: 'api (1 s read cache)', readCacheMs: '1000' },
  ];
  const answersFile = path.join(dataDir, 'answers.json');

  async function measureRun(): Promise<BenchRow[]> {
    const rows: BenchRow[] = [];
    const answers: RecordedAnswers = {};
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
          ...(runPage ? { WEB_DIST } : {}),
        },
        /listening on/,
      );
      const cached = mode.readCacheMs !== '0';
      let warmedUp = false;
      try {
        for (const scenario of scenarios) {
          if (scenario.cachedOnly && !cached) continue;
          const url = `http://127.0.0.1:${port}${scenario.path}`;
          const answer = await recordAnswer(url, headersOf(scenario));
          if (answer.status !== 200) throw new Error(`${scenario.path}: ${answer.status}`);
          if (scenario.page) checkRenderedPage(scenario.path, answer);
          answers[answerKey(scenario.path, scenario.acceptEncoding)] = answer;
          rows.push({
            table: scenario.table,
            labels: { scenario: scenario.name, server: mode.label },
            figures: await measure(url, headersOf(scenario), {
              serverPid: scenario.cpu ? api.child.pid : undefined,
              timeToFirstByte: scenario.timeToFirstByte,
              warmUpSeconds: warmedUp ? WARM_UP_SECONDS : FIRST_WARM_UP_SECONDS,
            }),
          });
          warmedUp = true;
        }
        if (mixedWorld) {
          const mixed = await measureMixedLoad(`http://127.0.0.1:${port}`, mixedWorld, {
            readers,
            writers,
            duration,
            uniqueKey: UNIQUE_KEY,
          });
          for (const [side, figures] of Object.entries(mixed)) {
            rows.push({
              table: MIXED_TABLE,
              labels: { server: mode.label, side },
              figures: {
                answered: figures.requests,
                'req/s': figures.requestsPerSecond,
                'p50 ms': figures.p50,
                'p99 ms': figures.p99,
                errors: figures.errors,
              },
            });
          }
        }
      } finally {
        await stop(api.child);
      }
    }

    // 4. The baseline: the same status, headers and bytes from memory.
    if (scenarios.length > 0) {
      await fs.writeFile(answersFile, JSON.stringify(answers));
      const raw = await startProcess(
        ['scripts/bench/raw-server.ts', answersFile],
        {},
        /PORT=(\d+)/,
      );
      try {
        const rawPort = Number(raw.match[1]);
        for (const scenario of scenarios) {
          rows.push({
            table: scenario.table,
            labels: { scenario: scenario.name, server: RAW_LABEL },
            figures: await measure(
              `http://127.0.0.1:${rawPort}${scenario.path}`,
              headersOf(scenario),
              {
                serverPid: scenario.cpu ? raw.child.pid : undefined,
                timeToFirstByte: scenario.timeToFirstByte,
              },
            ),
          });
        }
      } finally {
        await stop(raw.child);
      }
    }
    return withRatios(rows);
  }

  await repeatRuns({
    title: `bench:api: ${count.toLocaleString('en-US')} articles, PGlite, ${duration} s per measurement (after ${WARM_UP_SECONDS} s warm-up, ${FIRST_WARM_UP_SECONDS} s for a started server's first), scenario ${values.scenario}`,
    runs,
    measure: measureRun,
    decimals: {
      'p50 ms': 1,
      'p99 ms': 1,
      'TTFB p50 ms': 1,
      'TTFB p99 ms': 1,
      'CPU µs/req': 1,
      'req/s vs raw': 3,
      'p99 vs raw': 1,
      'CPU vs raw': 1,
    },
  });
  if (scenarios.length > 0) {
    const answers = JSON.parse(await fs.readFile(answersFile, 'utf8')) as RecordedAnswers;
    console.log(
      `\nanswer sizes (bytes, as sent): ${scenarios
        .map((scenario) => {
          const answer = answers[answerKey(scenario.path, scenario.acceptEncoding)];
          return `${scenario.name}: ${answer ? Buffer.from(answer.body, 'base64').length : '?'}`;
        })
        .join('; ')}`,
    );
  }
  if (!values['data-dir']) await fs.rm(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
