import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../src/db/client';
import { readArticleStats, readAuthorStats, readSiteStats } from '../src/stats/statsService';
import { testBackends } from './helpers/backends';

/**
 * The stats pages read their daily rollups (docs/adr/0035): one row per day of the period, the
 * same rows whether the site has one article or thousands and a hundred views or millions. The
 * reads of one author's and one article's year are explained (EXPLAIN ANALYZE) at a small scale,
 * then again after other authors' and articles' years were added and every count made large:
 * every scan reads the same number of rows, and none scans a whole table.
 */
const DAYS = 730;
const OTHER_ARTICLES = 300;
const OTHER_AUTHORS = 100;
const AUTHOR = 1;
const ARTICLE = 1;
const ADMIN_EMAIL = 'author1@example.test';
/** Fixed "now", so the period is the filled days. */
const NOW = Date.parse('2026-06-30T12:00:00.000Z');

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}
interface Statement {
  query: string;
  params: unknown[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

function explainOf(statement: Statement): SQL {
  const parts = statement.query.split(/\$(\d+)/);
  const chunks = parts.map((part, index) =>
    index % 2 === 0 ? sql.raw(part) : sql`${statement.params[Number(part) - 1]}`,
  );
  return sql`explain (analyze, buffers, format json) ${sql.join(chunks)}`;
}

/** Days of `first` .. `first + count - 1` back from the fixed now, as SQL over g. */
async function fillDays(
  db: Database,
  articles: [number, number],
  authors: [number, number],
  scale: number,
) {
  await db.execute(sql`
    insert into article_daily_stats (article_id, day, views, reads)
    select a, date '2026-06-30' - d, ${scale}::bigint * (1 + (a + d) % 7), ${scale}::bigint * ((a + d) % 3)
    from generate_series(${articles[0]}::integer, ${articles[1]}::integer) as a,
      generate_series(0, ${DAYS - 1}) as d
    on conflict (article_id, day) do update set views = excluded.views, reads = excluded.reads`);
  for (const source of ['search', 'internal', 'website']) {
    await db.execute(sql`
      insert into article_daily_sources (article_id, day, source, domain, views)
      select a, date '2026-06-30' - d, ${source}, case when ${source} = 'internal' then '' else 'example.org' end,
        ${scale}::bigint
      from generate_series(${articles[0]}::integer, ${articles[1]}::integer) as a,
        generate_series(0, ${DAYS - 1}) as d
      on conflict (article_id, day, source, domain) do update set views = excluded.views`);
  }
  for (const device of ['phone', 'tablet', 'desktop']) {
    await db.execute(sql`
      insert into article_daily_devices (article_id, day, device, views)
      select a, date '2026-06-30' - d, ${device}, ${scale}::bigint
      from generate_series(${articles[0]}::integer, ${articles[1]}::integer) as a,
        generate_series(0, ${DAYS - 1}) as d
      on conflict (article_id, day, device) do update set views = excluded.views`);
  }
  await db.execute(sql`
    insert into author_daily_stats (author_id, day, views, reads)
    select a, date '2026-06-30' - d, ${scale}::bigint * 10, ${scale}::bigint * 4
    from generate_series(${authors[0]}::integer, ${authors[1]}::integer) as a,
      generate_series(0, ${DAYS - 1}) as d
    on conflict (author_id, day) do update set views = excluded.views, reads = excluded.reads`);
  await db.execute(sql`
    insert into site_daily_stats (day, views, reads)
    select date '2026-06-30' - d, ${scale}::bigint * 1000, ${scale}::bigint * 400
    from generate_series(0, ${DAYS - 1}) as d
    on conflict (day) do update set views = excluded.views, reads = excluded.reads`);
  for (const table of [
    'article_daily_stats',
    'article_daily_sources',
    'article_daily_devices',
    'author_daily_stats',
    'site_daily_stats',
  ]) {
    await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
  }
}

describe.each(testBackends())('stats read plans on $name', (backend) => {
  const sent: Statement[] = [];
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await backend.open({
      logger: { logQuery: (query, params) => sent.push({ query, params }) },
    });
    const { db } = database;
    await db.execute(sql`
      insert into users (id, firebase_uid, email, full_name, login_type)
      select g, 'plan:' || g, 'author' || g || '@example.test', 'Author ' || g, 'email'
      from generate_series(1, ${OTHER_AUTHORS + 1}::integer) as g`);
    await db.execute(sql`
      insert into articles (id, author_id, category_id, status, title, description, content,
        search_text, published_at)
      select g, case when g = ${ARTICLE} then ${AUTHOR} else 2 + g % ${OTHER_AUTHORS} end, 1,
        'published', 'Article ' || g, 'd', '<p>b</p>', 'article', timestamptz '2024-06-01'
      from generate_series(1, ${OTHER_ARTICLES + 1}::integer) as g`);
    await fillDays(db, [ARTICLE, ARTICLE], [AUTHOR, AUTHOR], 1);
    sent.length = 0;
  }, 300_000);
  afterAll(() => database?.close());

  /** Each scan of the reads: the table, the rows it gave, and how it read them. */
  async function scansOfReads(): Promise<PlanNode[]> {
    const { db } = database;
    sent.length = 0;
    await readAuthorStats(db, AUTHOR, { user_id: AUTHOR, days: 365 }, NOW);
    await readArticleStats(
      db,
      { userId: AUTHOR, role: 'author' },
      [],
      { news_id: ARTICLE, days: 365 },
      NOW,
    );
    await readSiteStats(db, { userId: AUTHOR, role: 'author' }, [ADMIN_EMAIL], { days: 365 }, NOW);
    const statements = sent.splice(0);
    const scans: PlanNode[] = [];
    for (const statement of statements) {
      const result = (await db.execute(explainOf(statement))) as unknown as {
        rows: Array<Record<string, unknown>>;
      };
      const json = Object.values(result.rows[0] ?? {})[0];
      const plan = (
        (typeof json === 'string' ? JSON.parse(json) : json) as Array<{ Plan: PlanNode }>
      )[0]?.Plan;
      if (!plan) throw new Error(`no plan for ${statement.query}`);
      scans.push(...nodesOf(plan).filter((node) => node['Relation Name'] !== undefined));
    }
    sent.length = 0;
    return scans;
  }

  /** Rows the scans gave, per table (however the planner chose to read it). */
  const rowsByTable = (scans: PlanNode[]) => {
    const rows: Record<string, number> = {};
    for (const scan of scans) {
      const table = scan['Relation Name'] ?? '';
      rows[table] = (rows[table] ?? 0) + (scan['Actual Rows'] ?? 0) * (scan['Actual Loops'] ?? 1);
    }
    return rows;
  };

  it('reads the same rows at a small and a large scale, never a whole table', async () => {
    const small = rowsByTable(await scansOfReads());
    // A stats year of 300 more articles and 100 more authors, every count a million times larger.
    await fillDays(database.db, [ARTICLE + 1, ARTICLE + OTHER_ARTICLES], [2, OTHER_AUTHORS + 1], 1);
    await fillDays(database.db, [ARTICLE, ARTICLE], [AUTHOR, AUTHOR], 1_000_000);
    const scans = await scansOfReads();
    expect(rowsByTable(scans)).toEqual(small);
    // Two periods of days at most (this one and the one before), per source or device.
    expect(small).toMatchObject({
      article_daily_stats: 2 * 365,
      author_daily_stats: 2 * 365,
      site_daily_stats: 2 * 365,
      article_daily_sources: 365 * 3,
      article_daily_devices: 365 * 3,
    });
    // The daily tables of articles and authors are read by their keys, nothing thrown away.
    for (const scan of scans.filter((node) =>
      /^(article|author)_daily_/.test(node['Relation Name'] ?? ''),
    )) {
      expect(scan['Node Type']).not.toBe('Seq Scan');
      expect(scan['Rows Removed by Filter'] ?? 0).toBe(0);
    }
  }, 300_000);
});
