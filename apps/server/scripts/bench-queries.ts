import { parseArgs } from 'node:util';
import { DRAFTS_PAGE_SIZE } from '@byline/api-client/contract';
import { sql } from 'drizzle-orm';
import { parseRuns, repeatRuns, runsOption } from '../../../scripts/bench/harness.mjs';
import { openDatabase } from '../src/db/client';
import { LocalMediaStorage } from '../src/media/storage';
import {
  listDrafts,
  listMostRecent,
  listMostWatched,
  listNews,
  listOwnNews,
} from '../src/news/repository';
import { seedDatabase } from '../src/seed/seed';

/**
 * `npm run bench:queries [-- --articles 1000000 --data-dir /tmp/byline-1m --runs 3]`
 *
 * In-process cost of each list query at a given table size, `--runs` times (min and median
 * printed with the machine and load: scripts/bench/harness.mjs), and the plan PostgreSQL picks
 * (index, rows and buffers touched). Shows that a page costs the same at any size: the feed
 * indexes deliver rows in order, so nothing is sorted or skipped.
 */
const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    'data-dir': { type: 'string' },
    iterations: { type: 'string', default: '200' },
    ...runsOption,
  },
});
const runs = parseRuns(values.runs);
const total = Number(values.articles);
const iterations = Number(values.iterations);
const dataDir = values['data-dir'] ?? `memory://`;

const database = await openDatabase({ dataDir });
await database.migrate();
const { db } = database;
const count = async () =>
  Number(
    (
      (await db.execute(sql`select count(*)::integer as n from articles`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]?.n,
  );
if ((await count()) === 0) {
  const started = performance.now();
  await seedDatabase(
    db,
    new LocalMediaStorage(`${dataDir === 'memory://' ? '/tmp' : dataDir}/media`),
    {
      articles: total,
      log: console.log,
    },
  );
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const size = await count();

// A cursor 90 % into category 3, as a reader who pressed LOAD MORE for a long time.
const deepRows = (await db.execute(sql`
  select id, published_at from articles where category_id = 3 and status = 'published'
  order by published_at desc nulls last, id desc nulls last
  offset ${Math.floor((size / 10) * 0.9)} limit 1`)) as unknown as {
  rows: Array<{ id: number; published_at: string | Date }>;
};
const deepRow = deepRows.rows[0];
const deep = deepRow
  ? { publishedAt: new Date(deepRow.published_at).toISOString(), id: deepRow.id }
  : null;

const scenarios: Array<[string, () => Promise<unknown>]> = [
  [
    'news list page 1',
    () => listNews(db, { categoryId: 3, limit: 10, cursor: null, q: undefined }),
  ],
  [
    'news list deep cursor',
    () => listNews(db, { categoryId: 3, limit: 10, cursor: deep, q: undefined }),
  ],
  [
    'search, common word',
    () => listNews(db, { categoryId: 3, limit: 10, cursor: null, q: 'bakery' }),
  ],
  ['search, no match', () => listNews(db, { categoryId: 3, limit: 10, cursor: null, q: 'zzqx' })],
  ['most recent', () => listMostRecent(db, undefined)],
  ['most watched', () => listMostWatched(db)],
  ['own news (author 1)', () => listOwnNews(db, 1)],
  ['drafts (author 1)', () => listDrafts(db, 1, { limit: DRAFTS_PAGE_SIZE, cursor: null })],
];

await repeatRuns({
  title: `bench:queries: ${size.toLocaleString('en-US')} articles, PGlite, ${iterations} iterations per query (after 20 warm-up)`,
  runs,
  decimals: { 'ms/op': 2 },
  measure: async () => {
    const rows = [];
    for (const [name, run] of scenarios) {
      for (let index = 0; index < 20; index++) await run();
      const started = performance.now();
      for (let index = 0; index < iterations; index++) await run();
      rows.push({
        labels: { query: name },
        figures: { 'ms/op': (performance.now() - started) / iterations },
      });
    }
    return rows;
  },
});
console.log('\nPlans (EXPLAIN ANALYZE, BUFFERS):');

const plan = async (label: string, query: ReturnType<typeof sql>) => {
  const result = (await db.execute(
    sql`explain (analyze, buffers, costs off) ${query}`,
  )) as unknown as {
    rows: Array<Record<string, string>>;
  };
  const lines = result.rows.map((row) => Object.values(row)[0] ?? '');
  const scans = lines.filter((line) => /Scan|Sort|Limit/.test(line)).map((line) => line.trim());
  const buffers = lines.find((line) => line.includes('Buffers'))?.trim();
  console.log(`${label}:\n  ${scans.slice(0, 4).join('\n  ')}\n  ${buffers ?? ''}`);
};
const order = sql`order by published_at desc nulls last, id desc nulls last limit 11`;
await plan(
  'page 1',
  sql`select id from articles where category_id = 3 and status = 'published' ${order}`,
);
if (deep) {
  await plan(
    'deep cursor',
    sql`select id from articles where category_id = 3 and status = 'published' and (published_at, id) < (${deep.publishedAt}::timestamptz, ${deep.id}::integer) ${order}`,
  );
}
await plan(
  'most watched',
  sql`select id from articles where status = 'published' order by view_count desc nulls last, id desc nulls last limit 16`,
);
await database.close();
