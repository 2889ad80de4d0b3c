import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import {
  readArticleStats,
  readAuthorStats,
  readSiteStats,
  readSiteStatsArticles,
  readStatsArticles,
} from '../src/stats/statsService';

/**
 * `npm run bench:stats [-- --articles 10000 --days 365 --runs 20]`: how long the stats pages'
 * reads take with a year of daily rollups for 10,000 articles (docs/adr/0035), on PGlite in
 * memory: an author's page (views, followers, coins and the articles table), one article's page
 * (views, sources, devices) and the site's, each for 7, 30 and 365 days. Prints the median and
 * the slowest of the runs.
 */
const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number`);
  return value;
};
const articles = option('articles', 10_000);
const days = option('days', 365);
const runs = option('runs', 20);
const authors = Math.max(1, Math.ceil(articles / 100));
const NOW = Date.parse('2026-06-30T12:00:00.000Z');
const ADMIN = 'author1@bench.test';

const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
const { db } = database;

const started = performance.now();
await db.execute(sql`insert into users (id, firebase_uid, email, full_name, login_type)
  select g, 'bench:' || g, 'author' || g || '@bench.test', 'Author ' || g, 'email'
  from generate_series(1, ${authors}::integer) as g`);
await db.execute(sql`insert into articles (id, author_id, category_id, status, title, description,
    content, search_text, published_at, view_count)
  select g, 1 + (g - 1) % ${authors}, 1 + g % 10, 'published', 'Article ' || g, 'd', '<p>b</p>',
    'article', timestamptz '2025-06-01', 1000
  from generate_series(1, ${articles}::integer) as g`);
await db.execute(sql`insert into article_daily_stats (article_id, day, views, reads)
  select a, date '2026-06-30' - d, 1 + (a + d) % 50, (a + d) % 20
  from generate_series(1, ${articles}::integer) as a, generate_series(0, ${days - 1}) as d`);
await db.execute(sql`insert into article_daily_sources (article_id, day, source, domain, views)
  select a, date '2026-06-30' - d, (array['search', 'internal', 'website', 'direct'])[1 + (a + d) % 4],
    case when (a + d) % 4 in (0, 2) then 'example.org' else '' end, 1 + (a + d) % 50
  from generate_series(1, ${articles}::integer) as a, generate_series(0, ${days - 1}) as d`);
await db.execute(sql`insert into article_daily_devices (article_id, day, device, views)
  select a, date '2026-06-30' - d, (array['phone', 'tablet', 'desktop'])[1 + (a + d) % 3], 1 + (a + d) % 50
  from generate_series(1, ${articles}::integer) as a, generate_series(0, ${days - 1}) as d`);
await db.execute(sql`insert into author_daily_stats (author_id, day, views, reads)
  select articles.author_id, s.day, sum(s.views), sum(s.reads)
  from article_daily_stats s join articles on articles.id = s.article_id group by 1, 2`);
await db.execute(sql`insert into site_daily_stats (day, views, reads)
  select day, sum(views), sum(reads) from author_daily_stats group by day`);
for (const table of [
  'article_daily_stats',
  'article_daily_sources',
  'article_daily_devices',
  'author_daily_stats',
  'site_daily_stats',
  'articles',
]) {
  await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
}
const rows = articles * days;
console.log(
  `${articles.toLocaleString('en-US')} articles of ${authors} authors, ${days} days: ` +
    `${(3 * rows).toLocaleString('en-US')} article day rows, filled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

async function time(name: string, read: () => Promise<unknown>) {
  await read();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await read();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const slowest = times.at(-1) ?? 0;
  console.log(
    `${name.padEnd(34)} median ${median.toFixed(2)} ms, slowest ${slowest.toFixed(2)} ms`,
  );
}

for (const period of [7, 30, 365]) {
  await time(`author page, ${period} days`, () =>
    Promise.all([
      readAuthorStats(db, 1, { user_id: 1, days: period }, NOW),
      readStatsArticles(db, 1, { user_id: 1, sort: 'views', order: 'desc', page: 1 }),
    ]),
  );
  await time(`article page, ${period} days`, () =>
    readArticleStats(db, { userId: 1, role: 'author' }, [], { news_id: 1, days: period }, NOW),
  );
  // The site page's figures and its articles table (every author's, by views).
  await time(`site page, ${period} days`, () =>
    Promise.all([
      readSiteStats(db, { userId: 1, role: 'author' }, [ADMIN], { days: period }, NOW),
      readSiteStatsArticles(db, { userId: 1, role: 'author' }, [ADMIN], {
        sort: 'views',
        order: 'desc',
        page: 1,
      }),
    ]),
  );
}
await database.close();
