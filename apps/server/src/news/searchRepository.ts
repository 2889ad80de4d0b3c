import {
  encodeSearchCursor,
  escapeHtml,
  type SearchCursor,
  type SearchResult,
} from '@byline/api-client/contract';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { decodeHTMLStrict } from 'entities/decode';
import type { Database, Executor } from '../db/client';
import { type Page, toPage } from '../db/pagination';
import { articleSearchDocuments, articles, searchWords, users } from '../db/schema';
import { live } from './live';
import { type NewsItemRow, newsItemColumns, toNewsItem } from './repository';

/**
 * How similar (pg_trgm `similarity`, 0 to 1) a word of some article must be to a misspelt search
 * word to replace it when full-text search finds nothing: "zepelin" to "zeppelin" is 0.7,
 * "proecutor" to "prosecutor" 0.6.
 */
const TYPO_SIMILARITY = 0.4;

/**
 * ts_headline marks matches with these; the text around them is escaped afterwards and they
 * become `<mark>`. Stored text holds no control characters (sanitize/text.ts drops them).
 */
const START = '\u0001';
const STOP = '\u0002';
const HEADLINE_OPTIONS = `StartSel=${START},StopSel=${STOP},HighlightAll=true`;
const SNIPPET_OPTIONS = `StartSel=${START},StopSel=${STOP},MaxWords=35,MinWords=15,MaxFragments=2,FragmentDelimiter=" … "`;

export interface SearchFilters {
  q: string;
  categoryId: number | undefined;
  /** YYYY-MM-DD, both days included (UTC). */
  from: string | undefined;
  to: string | undefined;
  limit: number;
  cursor: SearchCursor | null;
}

export type SearchPage = Page<SearchResult>;

/** Escapes marked text and turns the marks into `<mark>`: the only markup in the answer. */
function toMarkedHtml(text: string): string {
  return escapeHtml(text).replaceAll(START, '<mark>').replaceAll(STOP, '</mark>');
}

function filterConditions(filters: SearchFilters): SQL[] {
  const conditions = [live];
  if (filters.categoryId !== undefined) {
    conditions.push(eq(articles.categoryId, filters.categoryId));
  }
  if (filters.from) {
    conditions.push(gte(articles.publishedAt, sql`${`${filters.from}T00:00:00Z`}::timestamptz`));
  }
  if (filters.to) {
    conditions.push(
      lt(articles.publishedAt, sql`${`${filters.to}T00:00:00Z`}::timestamptz + interval '1 day'`),
    );
  }
  return conditions;
}

type RankedRow = NewsItemRow & { rank: number };

/**
 * A page of live articles matching `q`, most relevant first, keyset-paged on (rank, id). Full-text
 * search ranks by `ts_rank` over the weighted document; when it finds nothing at all for these
 * filters (a typo, a word it does not know), each word no article has is replaced by the nearest
 * word some article has, and the corrected search runs instead (its matches marked too).
 */
export async function searchNews(db: Database, filters: SearchFilters): Promise<SearchPage> {
  const conditions = filterConditions(filters);
  const wanted = filters.limit + 1;

  let query: SQL = sql`websearch_to_tsquery('english', ${filters.q})`;
  let rows = await fullTextPage(db, conditions, query, filters.cursor, wanted);
  if (rows === null) {
    // Nothing at all for these filters: perhaps a misspelt word. Search again with each word
    // no article has replaced by the nearest word some article has.
    const corrected = await correctedWords(db, filters.q);
    if (corrected) {
      query = sql`plainto_tsquery('simple', ${corrected.join(' ')})`;
      rows = await fullTextPage(db, conditions, query, filters.cursor, wanted);
    }
  }
  rows ??= [];

  const page = toPage(
    rows,
    filters.limit,
    (row) => row,
    (last) => encodeSearchCursor({ rank: last.rank, id: last.id }),
  );
  const marked = await highlight(
    db,
    page.items.map((row) => row.id),
    query,
  );
  return {
    items: page.items.map((row) => {
      const texts = marked.get(row.id);
      return {
        ...toNewsItem(row),
        headline_html: texts?.headline ?? escapeHtml(row.title),
        snippet_html: texts?.snippet ?? escapeHtml(row.description),
      };
    }),
    nextCursor: page.nextCursor,
  };
}

/**
 * A page of matches of `query`, or null when nothing at all matches these filters (a cheap probe
 * first, so only a search that finds something pays for ranking).
 */
async function fullTextPage(
  db: Database,
  conditions: SQL[],
  query: SQL,
  cursor: SearchCursor | null,
  wanted: number,
): Promise<RankedRow[] | null> {
  const match = sql`${articleSearchDocuments.document} @@ ${query}`;
  // The matches come off the GIN index first. Under `limit 1` alone the planner, guessing a few
  // hundred matches for a word it has no statistics of, reads the whole table looking for the
  // first one (200 ms at 100,000 articles for a word no article has); `offset 0` plans the
  // subquery on its own.
  const probe = (await db.execute(sql`
    select ${articles.id} from (
      select ${articleSearchDocuments.articleId} as article_id from ${articleSearchDocuments}
      where ${match} offset 0
    ) as matches
    join ${articles} on ${articles.id} = matches.article_id
    where ${and(...conditions)}
    limit 1`)) as unknown as { rows: unknown[] };
  if (probe.rows.length === 0) return null;
  const rank = sql<number>`ts_rank(${articleSearchDocuments.document}, ${query})::real`;
  return rankedPage(db, conditions, match, rank, cursor, wanted);
}

/**
 * The search's words (as English lexemes), each one no article has replaced by the nearest one
 * some article has (trigram similarity over search_words, ADR 0018); null when a word has no
 * near neighbour, or when no word changed (the same search would find nothing again).
 */
async function correctedWords(db: Database, q: string): Promise<string[] | null> {
  // A read: the transaction only scopes the setting below, so it needs no retrying.
  const rows = await db.transaction(async (tx) => {
    // `%` uses the trigram index; its threshold is a setting, set for this transaction only.
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`,
    );
    const result = (await tx.execute(sql`
      select searched.word, coalesce(
        (select ${searchWords.word} from ${searchWords} where ${searchWords.word} = searched.word),
        (select ${searchWords.word} from ${searchWords}
          where ${searchWords.word} % searched.word
          order by similarity(${searchWords.word}, searched.word) desc, ${searchWords.word}
          limit 1)
      ) as corrected
      from unnest(tsvector_to_array(to_tsvector('english', ${q}))) as searched(word)`)) as {
      rows: Array<{ word: string; corrected: string | null }>;
    };
    return result.rows;
  });
  const corrected = rows.map((row) => row.corrected);
  if (rows.length === 0 || !corrected.every((word): word is string => word !== null)) return null;
  return rows.some((row) => row.corrected !== row.word) ? corrected : null;
}

async function rankedPage(
  db: Executor,
  conditions: SQL[],
  match: SQL,
  rank: SQL<number>,
  cursor: SearchCursor | null,
  wanted: number,
): Promise<RankedRow[]> {
  const where = [...conditions, match];
  if (cursor)
    where.push(sql`(${rank}, ${articles.id}) < (${cursor.rank}::real, ${cursor.id}::integer)`);
  return db
    .select({ ...newsItemColumns, rank })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .innerJoin(articleSearchDocuments, eq(articleSearchDocuments.articleId, articles.id))
    .where(and(...where))
    .orderBy(sql`${rank} desc`, sql`${articles.id} desc`)
    .limit(wanted);
}

/**
 * The headline and snippet of each article, marked. Only the page's rows are highlighted:
 * ts_headline reads the whole text, so it runs after the limit.
 */
async function highlight(
  db: Database,
  ids: number[],
  query: SQL,
): Promise<Map<number, { headline: string; snippet: string }>> {
  if (ids.length === 0) return new Map();
  // The body is HTML: its tags go before ts_headline, its entities are decoded after it.
  const bodyText = sql`regexp_replace(${articles.content}, '<[^>]*>', ' ', 'g')`;
  const rows = await db
    .select({
      id: articles.id,
      headline: sql<string>`ts_headline('english', ${articles.title}, ${query}, ${HEADLINE_OPTIONS})`,
      descriptionMatches: sql<boolean>`to_tsvector('english', ${articles.description}) @@ ${query}`,
      description: sql<string>`ts_headline('english', ${articles.description}, ${query}, ${SNIPPET_OPTIONS})`,
      body: sql<string>`ts_headline('english', ${bodyText}, ${query}, ${SNIPPET_OPTIONS})`,
    })
    .from(articles)
    .where(inArray(articles.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        headline: toMarkedHtml(row.headline),
        snippet: toMarkedHtml(
          row.descriptionMatches || !row.body.includes(START)
            ? row.description
            : decodeHTMLStrict(row.body).replace(/\s+/g, ' ').trim(),
        ),
      },
    ]),
  );
}
