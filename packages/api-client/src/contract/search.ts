import { z } from 'zod/mini';
import { categoryIdSchema, newsItemSchema, wholeNumberSchema } from './entities';
import { DB_INTEGER_MAX, SEARCH_MAX_LIMIT, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX } from './limits';

/**
 * Site search (docs/product.md#site-search): every live article of every category, most relevant first, in keyset
 * pages. Each item carries its headline and a snippet as HTML in which only `<mark>` is markup:
 * the matched words are wrapped in `<mark>…</mark>` and every other character that HTML gives a
 * meaning (`& < > " '`) is escaped, so a client may insert the text as HTML as it is.
 */

export const SEARCH_MESSAGES = {
  queryRequired: 'Type something to search for',
  invalidDate: 'Expected a date as YYYY-MM-DD',
  invalidCursor: 'Invalid cursor',
} as const;

/** A calendar day as YYYY-MM-DD (UTC); `from` and `to` both include their day. */
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const daySchema = z.string().check(
  z.trim(),
  z.regex(dayPattern, SEARCH_MESSAGES.invalidDate),
  z.refine((text) => {
    const time = Date.parse(`${text}T00:00:00.000Z`);
    return Number.isFinite(time) && new Date(time).toISOString().startsWith(text);
  }, SEARCH_MESSAGES.invalidDate),
);

/**
 * The keyset cursor of search pages: the (rank, id) of a page's last item, as base64url JSON.
 * The rank is the relevance the server computed (a PostgreSQL `real`), so it travels back
 * unchanged and compares equal to itself.
 */
export interface SearchCursor {
  rank: number;
  id: number;
}

const searchCursorValueSchema = z.tuple([
  z.number().check(z.nonnegative(), z.lte(1e30)),
  z.number().check(z.int(), z.positive(), z.lte(DB_INTEGER_MAX)),
]);

export function encodeSearchCursor(cursor: SearchCursor): string {
  return btoa(JSON.stringify([cursor.rank, cursor.id]))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The cursor's values, or null when the text is not a cursor the server could have issued. */
export function decodeSearchCursor(text: string): SearchCursor | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  let value: unknown;
  try {
    value = JSON.parse(atob(text.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return null;
  }
  const parsed = searchCursorValueSchema.safeParse(value);
  return parsed.success ? { rank: parsed.data[0], id: parsed.data[1] } : null;
}

export const searchQuerySchema = z.object({
  q: z
    .string()
    .check(z.trim(), z.minLength(1, SEARCH_MESSAGES.queryRequired), z.maxLength(SEARCH_QUERY_MAX)),
  category_id: z.optional(categoryIdSchema),
  from: z.optional(daySchema),
  to: z.optional(daySchema),
  limit: z._default(wholeNumberSchema(SEARCH_MAX_LIMIT), SEARCH_PAGE_SIZE),
  /** The previous page's `next_cursor`, unchanged (`decodeSearchCursor` reads it). */
  cursor: z.optional(
    z.string().check(
      z.maxLength(200),
      z.refine((text) => decodeSearchCursor(text) !== null, SEARCH_MESSAGES.invalidCursor),
    ),
  ),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** A news item with its highlighted headline and snippet (only `<mark>` unescaped). */
export const searchResultSchema = z.extend(newsItemSchema, {
  headline_html: z.string(),
  snippet_html: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to insert as HTML (the server and the mocks escape snippets with it). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}
