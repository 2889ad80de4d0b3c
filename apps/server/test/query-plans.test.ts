import {
  AUTHORING_LIMITS,
  DB_INTEGER_MAX,
  DRAFTS_PAGE_SIZE,
  type NewsCursor,
  RELATED_NEWS_LIMIT,
  SITEMAP_PAGE_SIZE,
  TIMESTAMP_MAX,
} from '@byline/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as commentQueries from '../src/community/commentRepository';
import * as followQueries from '../src/community/followRepository';
import * as notificationQueries from '../src/community/notificationRepository';
import * as walletQueries from '../src/community/walletRepository';
import {
  FEED_ITEM_LIMIT,
  NEWS_SITEMAP_LIMIT,
  SEARCH_SCAN_ROWS,
  USER_LIST_LIMIT,
} from '../src/constants';
import type { Database, DatabaseHandle } from '../src/db/client';
import * as feedQueries from '../src/feeds/feedRepository';
import * as relatedQueries from '../src/news/relatedRepository';
import * as repository from '../src/news/repository';
import * as revisionQueries from '../src/news/revisionRepository';
import { loadArticlesInBulk } from '../src/seed/seed';
import { testBackends } from './helpers/backends';

/**
 * Every list query reads its page straight off an index, in order: no Sort node, no scan of the
 * whole table, and a number of buffers set by the page size, not by the table's. Checked with
 * EXPLAIN (ANALYZE, BUFFERS) of the very statements the repository sends, on 100,000 articles.
 */
const ARTICLES = 100_000;
const AUTHORS = 5;
const CATEGORY = 3;
const PAGE = 10;
/** In every 13th article: a page of matches is among the newest rows of a category. */
const COMMON_WORD = 'bakery';
/** In 5 articles: only the trigram index finds them. */
const RARE_WORD = 'quince';
/** On every third article: a tag of 30,000 live articles. */
const COMMON_TAG = 'elections';
/** Tags are also one of 1,000 (a hundred articles each): a thousand tags for the sitemap. */
const TAGS = 1000;
/** Each author has 20,000 articles, 2,000 of them drafts: ten times what a list shows. */
const AUTHOR = 1;
/** Readers who never published: the author sitemap skips them (two pages of user ids). */
const USERS = 100_000;
/** Articles scheduled ahead, every author's and category's: ten times My Drafts' page. */
const SCHEDULED = 10 * USER_LIST_LIMIT;

/** Authors, then articles over 10 categories and ~2 years, 10 % drafts, varied view counts. */
async function fillArticles(db: Database): Promise<void> {
  await db.execute(sql`
    insert into users (id, firebase_uid, email, full_name, login_type)
    select g, 'plan:' || g, 'author' || g || '@example.test', 'Author ' || g, 'email'
    from generate_series(1, ${AUTHORS}::integer) as g`);
  await db.execute(sql`
    insert into users (id, firebase_uid, email, full_name, login_type)
    select g, 'plan:' || g, 'reader' || g || '@example.test', 'Reader ' || g, 'email'
    from generate_series(${AUTHORS + 1}::integer, ${USERS}::integer) as g`);
  await loadArticlesInBulk(db, async () => {
    await db.execute(sql`
      insert into articles (author_id, category_id, status, title, description, content,
        search_text, view_count, created_at, updated_at, published_at, announced_at, tag_slugs)
      select 1 + (g / 10) % ${AUTHORS}, 1 + g % 10, case when draft then 'draft' else 'published' end,
        'Article ' || g, 'What happened in story ' || g, '<p>Body text.</p>',
        'article ' || g
          || case when g % 13 = 0 then ${` ${COMMON_WORD}`} else '' end
          || case when g % 20000 = 5 then ${` ${RARE_WORD}`} else '' end,
        (g::bigint * 7919) % 9973, at, at, case when draft then null else at end,
        case when draft then null else at end,
        array['tag-' || g % ${TAGS}]
          || case when g % 3 = 0 then array[${COMMON_TAG}::text] else '{}'::text[] end
      from generate_series(1, ${ARTICLES}::integer) as g
      cross join lateral (
        select g % 10 = 0 as draft,
          timestamptz '2026-01-01T00:00:00Z' - make_interval(secs => g * 600) as at
      ) as row`);
  });
  // Scheduled articles: published with their time ahead, at the head of every feed
  // index; readers' lists must step over them, not sort or filter the whole feed.
  await db.execute(sql`
    insert into articles (author_id, category_id, status, title, description, content,
      search_text, created_at, updated_at, published_at, tag_slugs)
    select 1 + g % ${AUTHORS}, 1 + g % 10, 'published', 'Scheduled ' || g, 'Soon', '<p>Soon.</p>',
      'scheduled ' || g || ${` ${COMMON_WORD}`}, now(), now(), now() + make_interval(hours => g),
      array[${COMMON_TAG}::text]
    from generate_series(1, ${SCHEDULED}::integer) as g`);
  // Revisions, written over time (rows of many articles interleaved): most articles have a few,
  // the author's newest 2,000 the most kept.
  await db.execute(sql`
    insert into article_revisions (article_id, kind, title, description, content, category_id, words)
    select a.id, 'save', a.title, a.description, a.content, a.category_id, 2
    from generate_series(1, ${AUTHORING_LIMITS.revisionsKept}::integer) as n
    cross join (select id, title, description, content, category_id from articles
      where author_id = ${AUTHOR} order by id desc limit 2000) as a`);
  await db.execute(sql`
    insert into article_revisions (article_id, kind, title, description, content, category_id, words)
    select a.id, 'save', a.title, a.description, a.content, a.category_id, 2
    from generate_series(1, 2) as n
    cross join (select id, title, description, content, category_id from articles
      where id <= 20000) as a`);
  // Fresh statistics and visibility map, as autovacuum would leave a live table.
  await db.execute(sql`vacuum analyze articles`);
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze article_revisions`);
  await db.execute(sql`vacuum analyze article_tags`);
  await db.execute(sql`vacuum analyze tags`);
}

/**
 * The community tables (docs/adr/0015), each ten times deeper than the lists show: 100,000
 * comments on 5 articles (every 20th hidden), every reader following one of the 5 authors and
 * one reader following 20,000 people, 100,000 ledger lines of which 40,000 are one user's (half
 * out, half in) and 100,000 notifications, 50,000 of them one user's.
 */
const COMMENTED_ARTICLE = 1;
/** A top-level comment with 10,000 replies (every 20th hidden): a long thread. */
const THREAD = 1;
const BUSY_FOLLOWER = 7;
const WALLET_USER = 8;
const NOTIFIED_USER = AUTHOR;

async function fillCommunity(db: Database): Promise<void> {
  await db.execute(sql`
    insert into comments (article_id, author_id, body, hidden_at)
    select 1 + g % 5, ${AUTHORS + 1} + g % 1000, 'Comment ' || g,
      case when g % 20 = 0 then now() end
    from generate_series(1, 100000) as g`);
  await db.execute(sql`
    insert into comments (article_id, author_id, body, parent_id, hidden_at)
    select article_id, ${AUTHORS + 1} + g % 1000, 'Reply ' || g, id,
      case when g % 20 = 0 then now() end
    from comments, generate_series(1, 10000) as g where id = ${THREAD}`);
  await db.execute(sql`
    insert into follows (follower_id, followee_id)
    select g, 1 + g % ${AUTHORS} from generate_series(${AUTHORS + 1}::integer, ${USERS}::integer) as g`);
  await db.execute(sql`
    insert into follows (follower_id, followee_id)
    select ${BUSY_FOLLOWER}::integer, g from generate_series(1000, 20999) as g`);
  await db.execute(sql`
    insert into coin_transfers (from_user_id, to_user_id, amount, kind, idempotency_key)
    select case when g % 5 = 0 then ${WALLET_USER}::integer else 100 + g % 50000 end,
      case when g % 5 = 1 then ${WALLET_USER}::integer else 50100 + g % 40000 end,
      1 + g % 40, 'reward', 'key-' || g
    from generate_series(1, 100000) as g`);
  await db.execute(sql`
    insert into notifications (user_id, kind, actor_id, article_id, read_at, created_at)
    select case when g % 2 = 0 then ${NOTIFIED_USER}::integer else 100 + g % 50000 end,
      'follow', 100 + g % 50000, null, case when g % 3 = 0 then now() end,
      -- A follower tells an author once a day: a repeated follower is from an earlier day.
      now() - (g / 50000) * interval '1 day'
    from generate_series(1, 100000) as g`);
  for (const table of ['comments', 'follows', 'coin_transfers', 'notifications']) {
    await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

interface Expected {
  /** The indexes that may deliver the rows, in order (the planner picks one). */
  indexes: string[];
  /** Buffers the whole statement may touch (shared hit + read). */
  maxBuffers: number;
  /**
   * A rare word's matches come from the trigram index, which knows no order, and a page's rows
   * fetched by id may be sorted for a merge join with a large users table: sorting those few rows
   * is the plan. Every other statement must not sort.
   */
  sortsMatches?: true;
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

const buffersOf = (root: PlanNode) =>
  (root['Shared Hit Blocks'] ?? 0) + (root['Shared Read Blocks'] ?? 0);

/** The plan as an indented outline, for failure messages. */
function outline(node: PlanNode, depth = 0): string {
  const on = node['Index Name'] ?? node['Relation Name'];
  const line = `${'  '.repeat(depth)}${node['Node Type']}${on ? ` ${on}` : ''} (${buffersOf(node)} buffers)`;
  return [line, ...(node.Plans ?? []).map((child) => outline(child, depth + 1))].join('\n');
}

/** What is wrong with a plan, as readable lines (none when it is as expected). */
function planProblems(root: PlanNode, expected: Expected): string[] {
  const nodes = nodesOf(root);
  const problems: string[] = [];
  if (!expected.sortsMatches) {
    for (const node of nodes.filter((n) => /Sort/.test(n['Node Type']))) {
      problems.push(`${node['Node Type']} node: the ORDER BY matches no index`);
    }
  }
  for (const node of nodes) {
    const relation = node['Relation Name'];
    if (
      node['Node Type'] === 'Seq Scan' &&
      (relation === 'articles' || relation === 'article_tags')
    ) {
      problems.push(`Seq Scan on ${relation}`);
    }
  }
  const used = nodes.map((node) => node['Index Name']).filter(Boolean);
  if (!used.some((index) => expected.indexes.includes(index as string))) {
    problems.push(
      `uses none of ${expected.indexes.join(', ')} (uses ${used.join(', ') || 'none'})`,
    );
  }
  const buffers = buffersOf(root);
  if (buffers > expected.maxBuffers) {
    problems.push(`touches ${buffers} buffers (at most ${expected.maxBuffers})`);
  }
  return problems;
}

interface Statement {
  query: string;
  params: unknown[];
}

/** A statement with its parameters as bound values again, behind EXPLAIN. */
function explainOf(statement: Statement): SQL {
  const parts = statement.query.split(/\$(\d+)/);
  const chunks = parts.map((part, index) =>
    index % 2 === 0 ? sql.raw(part) : sql`${statement.params[Number(part) - 1]}`,
  );
  return sql`explain (analyze, buffers, format json) ${sql.join(chunks)}`;
}

/** Every list query: the repository's, the feeds' and sitemaps', and the community's. */
const queries = {
  ...repository,
  ...relatedQueries,
  ...revisionQueries,
  ...feedQueries,
  ...commentQueries,
  ...followQueries,
  ...walletQueries,
  ...notificationQueries,
};

interface ListCase {
  name: string;
  /** The function this case covers. */
  list: keyof typeof queries & `list${string}`;
  run: (db: Database) => Promise<unknown>;
  /** One entry per statement the call sends, in order. */
  statements: Expected[];
}

/**
 * A category's newest: its own feed index, or the global feed filtered by category when the
 * category is common (one in ten here), whichever the planner prices lower; both give the order.
 */
const CATEGORY_FEED = ['articles_category_feed_idx', 'articles_feed_idx'];

/** Page of 10 plus one, each row on its own heap page, plus the author join and index pages. */
const PAGE_BUFFERS = 100;
/** Related news: the newest RELATED_SCAN_ROWS of two feeds and a page of most read. */
const RELATED_BUFFERS = 3 * 2 * relatedQueries.RELATED_SCAN_ROWS + PAGE_BUFFERS;
/** A user's list of 200: the same per row. */
const USER_LIST_BUFFERS = 3 * USER_LIST_LIMIT;
/** A search's first step reads the newest rows of the feed, each on its own page at worst. */
const RECENT_SCAN_BUFFERS = SEARCH_SCAN_ROWS + PAGE_BUFFERS;
/** An RSS feed's articles: the same per row as a user's list. */
const FEED_BUFFERS = 3 * FEED_ITEM_LIMIT + PAGE_BUFFERS;
/**
 * A sitemap page reads its id range in primary-key order: the index and the heap pages of at most
 * SITEMAP_PAGE_SIZE rows (dozens to a page), never more whatever the table's size.
 */
const SITEMAP_PAGE_BUFFERS = SITEMAP_PAGE_SIZE / 10;
/** The sitemap index: one probe per page of ids (two here, twenty at a million articles). */
const SITEMAP_INDEX_BUFFERS = PAGE_BUFFERS;
/** The Google News sitemap reads at most NEWS_SITEMAP_LIMIT rows off the feed index. */
const NEWS_SITEMAP_BUFFERS = 3 * NEWS_SITEMAP_LIMIT;

describe.each(testBackends())('list query plans on $name, 100,000 articles', (backend) => {
  const sent: Statement[] = [];
  let database: DatabaseHandle;
  let deepCursor: NewsCursor | null = null;
  let deepTagCursor: NewsCursor | null = null;
  /** An article with the most revisions kept. */
  let revisedArticle = 0;

  beforeAll(async () => {
    database = await backend.open({
      logger: { logQuery: (query, params) => sent.push({ query, params }) },
    });
    await fillArticles(database.db);
    await fillCommunity(database.db);
    // A cursor 90 % deep into a category, as a reader far down LOAD MORE.
    const deep = (await database.db.execute(sql`
      select id, published_at from articles where category_id = ${CATEGORY} and status = 'published'
      order by published_at desc nulls last, id desc nulls last
      offset ${Math.floor((ARTICLES / 10) * 0.9 * 0.9)} limit 1`)) as unknown as {
      rows: Array<{ id: number; published_at: string | Date }>;
    };
    const row = deep.rows[0];
    if (!row) throw new Error('no deep row');
    deepCursor = { publishedAt: new Date(row.published_at).toISOString(), id: row.id };
    // A cursor 90 % deep into the common tag.
    const deepTag = (await database.db.execute(sql`
      select article_id as id, published_at from article_tags where tag = ${COMMON_TAG}
        and published_at <= now()
      order by published_at desc nulls last, article_id desc nulls last
      offset ${Math.floor((ARTICLES / 3) * 0.9 * 0.9)} limit 1`)) as unknown as {
      rows: Array<{ id: number; published_at: string | Date }>;
    };
    const tagRow = deepTag.rows[0];
    if (!tagRow) throw new Error('no deep tag row');
    deepTagCursor = { publishedAt: new Date(tagRow.published_at).toISOString(), id: tagRow.id };
    const revised = (await database.db.execute(
      sql`select max(article_id) as id from article_revisions`,
    )) as unknown as { rows: Array<{ id: number }> };
    revisedArticle = Number(revised.rows[0]?.id);
  }, 300_000);
  afterAll(() => database?.close());

  /** The statements `run` sends, each explained with its buffers. */
  async function plansOf(run: (db: Database) => Promise<unknown>): Promise<PlanNode[]> {
    sent.length = 0;
    await run(database.db);
    const statements = sent.splice(0);
    const plans: PlanNode[] = [];
    for (const statement of statements) {
      const result = (await database.db.execute(explainOf(statement))) as unknown as {
        rows: Array<Record<string, unknown>>;
      };
      sent.length = 0;
      const json = Object.values(result.rows[0] ?? {})[0];
      const explained = (typeof json === 'string' ? JSON.parse(json) : json) as Array<{
        Plan: PlanNode;
      }>;
      const plan = explained[0]?.Plan;
      if (!plan) throw new Error(`no plan for ${statement.query}`);
      plans.push(plan);
    }
    return plans;
  }

  const cases: ListCase[] = [
    {
      name: 'news list, first page',
      list: 'listNews',
      run: (db) =>
        repository.listNews(db, { categoryId: CATEGORY, limit: PAGE, cursor: null, q: undefined }),
      statements: [{ indexes: CATEGORY_FEED, maxBuffers: PAGE_BUFFERS }],
    },
    {
      name: 'news list, cursor 90 % deep',
      list: 'listNews',
      run: (db) =>
        repository.listNews(db, {
          categoryId: CATEGORY,
          limit: PAGE,
          cursor: deepCursor,
          q: undefined,
        }),
      statements: [{ indexes: CATEGORY_FEED, maxBuffers: PAGE_BUFFERS }],
    },
    {
      name: 'search, a common word',
      list: 'listNews',
      run: (db) =>
        repository.listNews(db, {
          categoryId: CATEGORY,
          limit: PAGE,
          cursor: null,
          q: COMMON_WORD,
        }),
      statements: [
        // The newest rows of the category's feed, filtered.
        { indexes: CATEGORY_FEED, maxBuffers: RECENT_SCAN_BUFFERS },
        // The page's rows by id (put in order in JavaScript).
        { indexes: ['articles_pkey'], maxBuffers: PAGE_BUFFERS, sortsMatches: true },
      ],
    },
    {
      name: 'search, a rare word',
      list: 'listNews',
      run: (db) =>
        repository.listNews(db, { categoryId: CATEGORY, limit: PAGE, cursor: null, q: RARE_WORD }),
      statements: [
        { indexes: CATEGORY_FEED, maxBuffers: RECENT_SCAN_BUFFERS },
        { indexes: ['articles_search_trgm_idx'], maxBuffers: PAGE_BUFFERS, sortsMatches: true },
      ],
    },
    {
      name: 'most recent, all categories',
      list: 'listMostRecent',
      run: (db) => repository.listMostRecent(db, undefined),
      statements: [{ indexes: ['articles_feed_idx'], maxBuffers: PAGE_BUFFERS }],
    },
    {
      name: 'most recent, one category',
      list: 'listMostRecent',
      run: (db) => repository.listMostRecent(db, CATEGORY),
      statements: [{ indexes: CATEGORY_FEED, maxBuffers: PAGE_BUFFERS }],
    },
    {
      name: 'most watched',
      list: 'listMostWatched',
      run: (db) => repository.listMostWatched(db),
      statements: [{ indexes: ['articles_most_watched_idx'], maxBuffers: PAGE_BUFFERS }],
    },
    {
      name: 'related news: newest of the category and of the author, most read overall',
      list: 'listRelatedNews',
      run: (db) =>
        relatedQueries.listRelatedNews(
          db,
          { id: ARTICLES - 1, categoryId: CATEGORY, authorId: AUTHOR },
          RELATED_NEWS_LIMIT,
        ),
      // One statement: a union of three bounded reads, each off its index in order.
      statements: [
        {
          indexes: [
            'articles_category_feed_idx',
            'articles_author_published_idx',
            'articles_most_watched_idx',
          ],
          maxBuffers: RELATED_BUFFERS,
        },
      ],
    },
    {
      name: "an author's own news",
      list: 'listOwnNews',
      run: (db) => repository.listOwnNews(db, AUTHOR),
      statements: [{ indexes: ['articles_author_idx'], maxBuffers: USER_LIST_BUFFERS }],
    },
    {
      name: "an author's drafts and scheduled articles (My Drafts)",
      list: 'listDrafts',
      // A page after the last scheduled one: both parts are read, each off its own index.
      run: (db) =>
        repository.listDrafts(db, AUTHOR, {
          limit: DRAFTS_PAGE_SIZE,
          cursor: { scheduled: true, at: TIMESTAMP_MAX, id: DB_INTEGER_MAX },
        }),
      statements: [
        // The head of the author's published index: their time is ahead of every live one's.
        { indexes: ['articles_author_published_idx'], maxBuffers: USER_LIST_BUFFERS },
        { indexes: ['articles_author_drafts_idx'], maxBuffers: USER_LIST_BUFFERS },
      ],
    },
    {
      name: "an article's revisions",
      list: 'listRevisions',
      run: (db) => revisionQueries.listRevisions(db, revisedArticle),
      statements: [{ indexes: ['article_revisions_article_idx'], maxBuffers: PAGE_BUFFERS }],
    },
    {
      name: "an author's published articles (profile)",
      list: 'listAuthorPublished',
      run: (db) => repository.listAuthorPublished(db, AUTHOR),
      statements: [
        {
          indexes: ['articles_author_published_idx', 'articles_feed_idx'],
          maxBuffers: USER_LIST_BUFFERS,
        },
      ],
    },
    {
      name: 'a tag page, first page (a tag of 30,000 articles, scheduled ones ahead)',
      list: 'listTagNews',
      run: (db) => repository.listTagNews(db, { tag: COMMON_TAG, limit: PAGE, cursor: null }),
      statements: [{ indexes: ['article_tags_feed_idx'], maxBuffers: PAGE_BUFFERS }],
    },
    {
      name: 'a tag page, cursor 90 % deep',
      list: 'listTagNews',
      run: (db) =>
        repository.listTagNews(db, { tag: COMMON_TAG, limit: PAGE, cursor: deepTagCursor }),
      statements: [{ indexes: ['article_tags_feed_idx'], maxBuffers: PAGE_BUFFERS }],
    },
    {
      name: 'a tag page of a rarer tag (100 articles)',
      list: 'listTagNews',
      run: (db) => repository.listTagNews(db, { tag: 'tag-7', limit: PAGE, cursor: null }),
      statements: [{ indexes: ['article_tags_feed_idx'], maxBuffers: PAGE_BUFFERS }],
    },
    {
      name: 'RSS, a tag',
      list: 'listTagFeedItems',
      run: (db) => feedQueries.listTagFeedItems(db, COMMON_TAG),
      statements: [{ indexes: ['article_tags_feed_idx'], maxBuffers: FEED_BUFFERS }],
    },
    {
      name: 'sitemap index: the tag pages',
      list: 'listTagSitemapPages',
      run: (db) => feedQueries.listTagSitemapPages(db),
      // The first tag of each page with a live article is found at once.
      statements: [{ indexes: ['tags_pkey', 'article_tags_feed_idx'], maxBuffers: PAGE_BUFFERS }],
    },
    {
      name: 'a tag sitemap page: each tag with one probe for its newest article',
      list: 'listSitemapTags',
      run: (db) => feedQueries.listSitemapTags(db, 0),
      statements: [
        { indexes: ['article_tags_feed_idx'], maxBuffers: 10 * TAGS + SITEMAP_PAGE_BUFFERS },
      ],
    },
    {
      name: 'sitemap index: the article pages and their lastmod',
      list: 'listArticleSitemapPages',
      run: (db) => feedQueries.listArticleSitemapPages(db),
      statements: [{ indexes: ['articles_sitemap_idx'], maxBuffers: SITEMAP_INDEX_BUFFERS }],
    },
    {
      name: 'sitemap index: the author pages',
      list: 'listAuthorSitemapPages',
      run: (db) => feedQueries.listAuthorSitemapPages(db),
      // The first author of each page is found at once; a page without one reads its users.
      statements: [{ indexes: ['users_pkey'], maxBuffers: SITEMAP_PAGE_BUFFERS }],
    },
    {
      name: 'an article sitemap page (the last one)',
      list: 'listSitemapArticles',
      run: (db) =>
        feedQueries.listSitemapArticles(db, Math.floor((ARTICLES - 1) / SITEMAP_PAGE_SIZE)),
      statements: [{ indexes: ['articles_pkey'], maxBuffers: SITEMAP_PAGE_BUFFERS }],
    },
    {
      name: 'an author sitemap page',
      list: 'listSitemapAuthors',
      run: (db) => feedQueries.listSitemapAuthors(db, 0),
      statements: [
        {
          indexes: ['users_pkey'],
          maxBuffers: SITEMAP_PAGE_BUFFERS,
        },
      ],
    },
    {
      name: 'the newest publication of the site and of each category (pages sitemap)',
      list: 'listLastPublished',
      run: (db) => feedQueries.listLastPublished(db),
      statements: [{ indexes: CATEGORY_FEED, maxBuffers: PAGE_BUFFERS }],
    },
    {
      name: 'Google News sitemap',
      list: 'listNewsSitemap',
      // Everything is older than two days here: a whole window's worth, up to the limit.
      run: (db) => feedQueries.listNewsSitemap(db, new Date(0)),
      statements: [{ indexes: ['articles_feed_idx'], maxBuffers: NEWS_SITEMAP_BUFFERS }],
    },
    {
      name: 'RSS, the whole site',
      list: 'listFeedItems',
      run: (db) => feedQueries.listFeedItems(db, {}),
      statements: [{ indexes: ['articles_feed_idx'], maxBuffers: FEED_BUFFERS }],
    },
    {
      name: 'RSS, a category',
      list: 'listFeedItems',
      run: (db) => feedQueries.listFeedItems(db, { categoryId: CATEGORY }),
      statements: [{ indexes: CATEGORY_FEED, maxBuffers: FEED_BUFFERS }],
    },
    {
      name: 'RSS, an author',
      list: 'listFeedItems',
      run: (db) => feedQueries.listFeedItems(db, { authorId: AUTHOR }),
      statements: [
        {
          indexes: ['articles_author_published_idx', 'articles_feed_idx'],
          maxBuffers: FEED_BUFFERS,
        },
      ],
    },
    {
      name: "an article's comments, first page",
      list: 'listComments',
      run: (db) =>
        commentQueries.listComments(db, COMMENTED_ARTICLE, { limit: PAGE, cursor: null }),
      statements: [
        { indexes: ['articles_pkey'], maxBuffers: PAGE_BUFFERS },
        { indexes: ['comments_article_idx'], maxBuffers: PAGE_BUFFERS },
      ],
    },
    {
      name: "an article's comments, cursor 90 % deep",
      list: 'listComments',
      run: (db) =>
        commentQueries.listComments(db, COMMENTED_ARTICLE, { limit: PAGE, cursor: 10_000 }),
      statements: [
        { indexes: ['articles_pkey'], maxBuffers: PAGE_BUFFERS },
        { indexes: ['comments_article_idx'], maxBuffers: PAGE_BUFFERS },
      ],
    },
    {
      name: "a thread's replies, first page",
      list: 'listReplies',
      run: (db) => commentQueries.listReplies(db, THREAD, { limit: PAGE, cursor: null }),
      statements: [
        { indexes: ['comments_pkey'], maxBuffers: PAGE_BUFFERS },
        { indexes: ['articles_pkey'], maxBuffers: PAGE_BUFFERS },
        { indexes: ['comments_thread_idx'], maxBuffers: PAGE_BUFFERS },
      ],
    },
    {
      // The fixture's replies are the newest comments: past a deep cursor the planner may walk
      // the primary key instead, as cheaply.
      name: "a thread's replies, cursor deep in the thread",
      list: 'listReplies',
      run: (db) => commentQueries.listReplies(db, THREAD, { limit: PAGE, cursor: 100_000 + 9_000 }),
      statements: [
        { indexes: ['comments_pkey'], maxBuffers: PAGE_BUFFERS },
        { indexes: ['articles_pkey'], maxBuffers: PAGE_BUFFERS },
        { indexes: ['comments_thread_idx', 'comments_pkey'], maxBuffers: PAGE_BUFFERS },
      ],
    },
    {
      name: "an author's followers",
      list: 'listFollowers',
      run: (db) => followQueries.listFollowers(db, AUTHOR, { limit: PAGE, cursor: null }),
      statements: [
        { indexes: ['users_pkey'], maxBuffers: PAGE_BUFFERS },
        { indexes: ['follows_followee_idx'], maxBuffers: PAGE_BUFFERS },
      ],
    },
    {
      name: 'whom a user follows, deep',
      list: 'listFollowing',
      run: (db) => followQueries.listFollowing(db, BUSY_FOLLOWER, { limit: PAGE, cursor: 5_000 }),
      statements: [
        { indexes: ['users_pkey'], maxBuffers: PAGE_BUFFERS },
        { indexes: ['follows_follower_idx'], maxBuffers: PAGE_BUFFERS },
      ],
    },
    {
      name: 'a wallet history: what went out and came in, merged',
      list: 'listWalletHistory',
      run: (db) => walletQueries.listWalletHistory(db, WALLET_USER, { limit: PAGE, cursor: null }),
      statements: [
        { indexes: ['coin_transfers_from_idx', 'coin_transfers_to_idx'], maxBuffers: PAGE_BUFFERS },
        { indexes: ['users_pkey'], maxBuffers: PAGE_BUFFERS },
      ],
    },
    {
      name: 'a wallet history, deep',
      list: 'listWalletHistory',
      run: (db) =>
        walletQueries.listWalletHistory(db, WALLET_USER, { limit: PAGE, cursor: 20_000 }),
      statements: [
        { indexes: ['coin_transfers_from_idx', 'coin_transfers_to_idx'], maxBuffers: PAGE_BUFFERS },
        { indexes: ['users_pkey'], maxBuffers: PAGE_BUFFERS },
      ],
    },
    {
      name: "a user's notifications",
      list: 'listNotifications',
      run: (db) =>
        notificationQueries.listNotifications(db, NOTIFIED_USER, { limit: PAGE, cursor: null }),
      statements: [{ indexes: ['notifications_user_idx'], maxBuffers: PAGE_BUFFERS }],
    },
    {
      name: "a user's notifications, deep",
      list: 'listNotifications',
      run: (db) =>
        notificationQueries.listNotifications(db, NOTIFIED_USER, { limit: PAGE, cursor: 90_000 }),
      statements: [{ indexes: ['notifications_user_idx'], maxBuffers: PAGE_BUFFERS }],
    },
  ];

  it.each(cases)('$name: rows come off $list’s index in order', async ({ run, statements }) => {
    const plans = await plansOf(run);
    expect(plans).toHaveLength(statements.length);
    plans.forEach((plan, index) => {
      expect(planProblems(plan, statements[index] as Expected), outline(plan)).toEqual([]);
    });
  });

  it('the check fails an ORDER BY the index does not match (nulls first)', async () => {
    const [plan] = await plansOf((db) =>
      db.execute(sql`select id, title from articles where author_id = ${AUTHOR}
        order by created_at desc, id desc limit ${USER_LIST_LIMIT}`),
    );
    if (!plan) throw new Error('no plan');
    expect(
      planProblems(plan, { indexes: ['articles_author_idx'], maxBuffers: USER_LIST_BUFFERS }),
    ).toContainEqual(expect.stringMatching(/^Sort node/));
  });

  it('covers every list query of the repository and the feeds', () => {
    const lists = Object.keys(queries).filter((name) => name.startsWith('list'));
    expect(new Set(cases.map((c) => c.list))).toEqual(new Set(lists));
  });
});
