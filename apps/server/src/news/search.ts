import {
  encodeSearchCursor,
  escapeHtml,
  type SearchCursor,
  type SearchResult,
} from '@byline/api-client/contract';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { decodeHTMLStrict } from 'entities/decode';
import type { Database, Executor } from '../db/client';
import { articleSearchDocuments, articles, users } from '../db/schema';
import { live } from './live';
import { type NewsItemRow, newsItemColumns, toNewsItem } from './repository';

/**
 * How similar (pg_trgm `word_similarity`, 0 to 1) a misspelt search must be to an article's
 * search text to find it when full-text search finds nothing: "electoins" to "elections" is 0.5.
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

export interface SearchPage {
  items: SearchResult[];
  nextCursor: string | null;
}

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
 * filters (a typo, a word it does not know), trigram similarity to the search text ranks instead.
 */
export async function searchNews(db: Database, filters: SearchFilters): Promise<SearchPage> {
  const query = sql`websearch_to_tsquery('english', ${filters.q})`;
  const conditions = filterConditions(filters);
  const wanted = filters.limit + 1;

  const fullTextRank = sql<number>`ts_rank(${articleSearchDocuments.document}, ${query})::real`;
  const fullTextMatch = sql`${articleSearchDocuments.document} @@ ${query}`;
  const anyFullText = await db
    .select({ id: articles.id })
    .from(articles)
    .innerJoin(articleSearchDocuments, eq(articleSearchDocuments.articleId, articles.id))
    .where(and(...conditions, fullTextMatch))
    .limit(1);

  let rows: RankedRow[];
  let typo = false;
  if (anyFullText.length > 0) {
    rows = await rankedPage(db, conditions, fullTextMatch, fullTextRank, filters.cursor, wanted);
  } else {
    typo = true;
    const lowered = filters.q.toLowerCase();
    const similarity = sql<number>`word_similarity(${lowered}, ${articles.searchText})::real`;
    // `<%` uses the trigram index; its threshold is a setting, set for this transaction only.
    rows = await db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`,
      );
      return rankedPage(
        tx,
        conditions,
        sql`${lowered} <% ${articles.searchText}`,
        similarity,
        filters.cursor,
        wanted,
      );
    });
  }

  const page = rows.slice(0, filters.limit);
  const marked = await highlight(
    db,
    page.map((row) => row.id),
    typo ? null : query,
  );
  const last = page.at(-1);
  return {
    items: page.map((row) => {
      const texts = marked.get(row.id);
      return {
        ...toNewsItem(row),
        headline_html: texts?.headline ?? escapeHtml(row.title),
        snippet_html: texts?.snippet ?? escapeHtml(row.description),
      };
    }),
    nextCursor:
      rows.length > filters.limit && last
        ? encodeSearchCursor({ rank: last.rank, id: last.id })
        : null,
  };
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
 * ts_headline reads the whole text, so it runs after the limit. Without a full-text query (a
 * typo search) nothing is marked.
 */
async function highlight(
  db: Database,
  ids: number[],
  query: SQL | null,
): Promise<Map<number, { headline: string; snippet: string }>> {
  if (ids.length === 0 || query === null) return new Map();
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
