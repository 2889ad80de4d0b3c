import { z } from 'zod/mini';
import { DB_INTEGER_MAX, TIMESTAMP_MAX, TIMESTAMP_MIN } from './limits';

/**
 * The news list's keyset cursor: the (published date, id) of the last item of a page, as
 * base64url JSON. Clients pass it back unchanged; the server and the mocks issue and read it
 * with these two functions, so a cursor holding values the database cannot compare (an id past
 * `integer`, a year past 9999) is refused by the contract, never by a failing query.
 */
export interface NewsCursor {
  /** ISO-8601 in UTC, as `Date.prototype.toISOString` writes it. */
  publishedAt: string;
  id: number;
}

const cursorValueSchema = z.tuple([
  z.iso.datetime({ offset: true }),
  z.number().check(z.int(), z.positive(), z.lte(DB_INTEGER_MAX)),
]);

const earliest = Date.parse(TIMESTAMP_MIN);
const latest = Date.parse(TIMESTAMP_MAX);

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
}

export function encodeNewsCursor(cursor: NewsCursor): string {
  return toBase64Url(JSON.stringify([cursor.publishedAt, cursor.id]));
}

/** The cursor's values, or null when the text is not a cursor the server could have issued. */
export function decodeNewsCursor(text: string): NewsCursor | null {
  let value: unknown;
  try {
    value = JSON.parse(fromBase64Url(text));
  } catch {
    return null;
  }
  const parsed = cursorValueSchema.safeParse(value);
  if (!parsed.success) return null;
  const [publishedAt, id] = parsed.data;
  const time = Date.parse(publishedAt);
  if (!(time >= earliest && time <= latest)) return null;
  return { publishedAt: new Date(time).toISOString(), id };
}

/**
 * The keyset cursor of the community lists (comments, followers, following, wallet,
 * notifications): the id of a page's last row, which orders them newest first. Opaque to
 * clients like the news cursor; ids are `integer` or `bigint` serials, held exactly up to 2^53.
 */
const idCursorValueSchema = z.tuple([
  z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
]);

export function encodeIdCursor(id: number): string {
  return toBase64Url(JSON.stringify([id]));
}

/** The id, or null when the text is not a cursor the server could have issued. */
export function decodeIdCursor(text: string): number | null {
  let value: unknown;
  try {
    value = JSON.parse(fromBase64Url(text));
  } catch {
    return null;
  }
  const parsed = idCursorValueSchema.safeParse(value);
  return parsed.success ? parsed.data[0] : null;
}

/**
 * My Drafts' keyset cursor. The list is the scheduled articles, soonest first (by publication
 * time), then the drafts, newest written first (by creation time): the cursor names the part its
 * last row was in, with that row's time and id. Opaque to clients like the other cursors.
 */
export interface DraftsCursor {
  scheduled: boolean;
  /** ISO-8601 in UTC: the publication time of a scheduled article, the creation of a draft. */
  at: string;
  id: number;
}

const draftsCursorValueSchema = z.tuple([
  z.enum(['scheduled', 'draft']),
  z.iso.datetime({ offset: true }),
  z.number().check(z.int(), z.positive(), z.lte(DB_INTEGER_MAX)),
]);

export function encodeDraftsCursor(cursor: DraftsCursor): string {
  return toBase64Url(
    JSON.stringify([cursor.scheduled ? 'scheduled' : 'draft', cursor.at, cursor.id]),
  );
}

/** The cursor's values, or null when the text is not a cursor the server could have issued. */
export function decodeDraftsCursor(text: string): DraftsCursor | null {
  let value: unknown;
  try {
    value = JSON.parse(fromBase64Url(text));
  } catch {
    return null;
  }
  const parsed = draftsCursorValueSchema.safeParse(value);
  if (!parsed.success) return null;
  const [part, at, id] = parsed.data;
  const time = Date.parse(at);
  if (!(time >= earliest && time <= latest)) return null;
  return { scheduled: part === 'scheduled', at: new Date(time).toISOString(), id };
}
