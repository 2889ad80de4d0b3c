import { decodeIdCursor, encodeIdCursor } from '@byline/api-client/contract';
import { type Column, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Every paged list of the API: keyset pages (docs/adr/0015), read with `limit + 1` rows (the
 * extra one says there is a next page), newest first, in the order their indexes are built.
 */

/** A page as the contract's lists send it: the items, and the cursor of the next page. */
export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** The size of a page and where it starts (the previous page's cursor, decoded). */
export interface PageRequest<Cursor = number> {
  limit: number;
  /** The previous page's last row, as its cursor names it; null for the first page. */
  cursor: Cursor | null;
}

/**
 * A page request from the contract's query. Its schema accepts only cursors its decoder reads,
 * so a cursor that does not decode here is a server bug, not a client's mistake.
 */
export function pageRequest<Cursor = number>(
  input: { limit: number; cursor?: string | undefined },
  decode: (text: string) => Cursor | null = decodeIdCursor as (text: string) => Cursor | null,
): PageRequest<Cursor> {
  if (input.cursor === undefined) return { limit: input.limit, cursor: null };
  const cursor = decode(input.cursor);
  if (cursor === null) throw new Error('a cursor the contract accepted does not decode');
  return { limit: input.limit, cursor };
}

/** Rows read with `limit + 1`, as a page: the next cursor names the last row shown. */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  cursorOf: (last: Row) => string | null,
): Page<Item> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(toItem),
    nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null,
  };
}

/** A page keyed on ids (the community lists): the cursor is the last row's id. */
export function toIdPage<Row extends { id: number }, Item>(
  rows: Row[],
  page: PageRequest,
  toItem: (row: Row) => Item,
): Page<Item> {
  return toPage(rows, page.limit, toItem, (last) => encodeIdCursor(last.id));
}

/** Rows after the cursor, in `id desc` order (undefined: no condition on the first page). */
export const afterCursor = (id: Column, page: PageRequest): SQL | undefined =>
  page.cursor === null ? undefined : lt(id, page.cursor);

/**
 * Every list index is built `desc nulls last` (drizzle's `.desc()` in schema.ts), and an ORDER BY
 * uses an index only when it says the same: drizzle's `desc()` means nulls first, and would make
 * the database read and sort every matching row. test/query-plans.test.ts checks each list.
 */
export const descNullsLast = (column: SQLWrapper): SQL => sql`${column} desc nulls last`;
