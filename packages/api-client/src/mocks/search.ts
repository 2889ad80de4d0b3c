import type { z } from 'zod/mini';
import {
  decodeSearchCursor,
  encodeSearchCursor,
  escapeHtml,
  type SearchCursor,
  type searchQuerySchema,
} from '../contract';
import type { MockDb } from './db';
import type { MockArticleRecord } from './fixtures/rows';

/**
 * Site search in memory, by the server's rules in small (apps/server/src/news/search.ts): words
 * in the headline weigh most, then subtitle and description, then the body; a word matches a
 * word it begins (a stand-in for stemming); when nothing matches, words one letter off do (a
 * stand-in for trigrams). Answers carry only `<mark>` as markup, like the server's.
 */

const WEIGHTS = { title: 1, lead: 0.4, body: 0.1 } as const;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const plainBody = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** At most one letter added, dropped or changed. */
function oneLetterOff(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a.length < 4) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return (
    a.slice(i + 1) === b.slice(i + 1) ||
    a.slice(i + 1) === b.slice(i) ||
    a.slice(i) === b.slice(i + 1)
  );
}

type WordTest = (word: string, needle: string) => boolean;
const begins: WordTest = (word, needle) => word.startsWith(needle);

function scoreOf(record: MockArticleRecord, needles: string[], test: WordTest): number {
  const fields = [
    [record.title, WEIGHTS.title],
    [`${record.subtitle} ${record.description}`, WEIGHTS.lead],
    [plainBody(record.content), WEIGHTS.body],
  ] as const;
  let score = 0;
  for (const [text, weight] of fields) {
    const words = wordsOf(text);
    for (const needle of needles) {
      if (words.some((word) => test(word, needle))) score += weight;
    }
  }
  return score;
}

/** Escapes the text and marks its words that match a needle. */
function mark(text: string, needles: string[], test: WordTest | null): string {
  return text
    .split(/([\p{L}\p{N}]+)/u)
    .map((piece) => {
      const matched = test && needles.some((needle) => test(piece.toLowerCase(), needle));
      return matched ? `<mark>${escapeHtml(piece)}</mark>` : escapeHtml(piece);
    })
    .join('');
}

/** The body's words around the first match (about 30), or its start. */
function snippetOf(record: MockArticleRecord, needles: string[], test: WordTest | null): string {
  const lead = `${record.description}`;
  if (test && wordsOf(lead).some((word) => needles.some((needle) => test(word, needle)))) {
    return mark(lead, needles, test);
  }
  const words = plainBody(record.content).split(' ');
  const at = test
    ? words.findIndex((word) => wordsOf(word).some((w) => needles.some((n) => test(w, n))))
    : -1;
  if (at < 0) return mark(lead, needles, null);
  const start = Math.max(0, at - 10);
  return mark(words.slice(start, start + 30).join(' '), needles, test);
}

const after = (row: { rank: number; id: number }, cursor: SearchCursor | null) =>
  cursor === null || row.rank < cursor.rank || (row.rank === cursor.rank && row.id < cursor.id);

export function searchMock(db: MockDb, input: z.output<typeof searchQuerySchema>) {
  const needles = wordsOf(input.q);
  const from = input.from ? `${input.from}T00:00:00.000Z` : null;
  const to = input.to ? `${input.to}T23:59:59.999Z` : null;
  const candidates = db
    .published()
    .filter(
      (record) =>
        (input.category_id === undefined || record.category_id === input.category_id) &&
        (from === null || record.date >= from) &&
        (to === null || record.date <= to),
    );
  const ranked = (test: WordTest) =>
    candidates
      .map((record) => ({ record, id: record.id, rank: scoreOf(record, needles, test) }))
      .filter((row) => row.rank > 0)
      .sort((a, b) => b.rank - a.rank || b.id - a.id);
  let test: WordTest = begins;
  let rows = ranked(begins);
  if (rows.length === 0) {
    test = oneLetterOff;
    rows = ranked(oneLetterOff);
  }
  const cursor = input.cursor === undefined ? null : decodeSearchCursor(input.cursor);
  const matching = rows.filter((row) => after(row, cursor));
  const page = matching.slice(0, input.limit);
  const last = page.at(-1);
  // Like the server, a search corrected for a typo marks the words it found.
  return {
    data: page.map(({ record }) => ({
      ...db.toNewsItem(record),
      headline_html: mark(record.title, needles, test),
      snippet_html: snippetOf(record, needles, test),
    })),
    extra: {
      next_cursor:
        matching.length > page.length && last
          ? encodeSearchCursor({ rank: last.rank, id: last.id })
          : null,
    },
  };
}
