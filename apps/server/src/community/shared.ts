import {
  type AuthorSummary,
  decodeIdCursor,
  encodeIdCursor,
  SERVER_MESSAGES,
} from '@byline/api-client/contract';
import { type Column, inArray, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * What the community modules share: keyset pages on ids (docs/adr/0015), the rules' refusals as
 * HTTP errors, and user rows locked in id order.
 */

/** A page as the contract's community lists send it: newest first, the cursor of the next. */
export interface IdPage<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** The size of a page and where it starts (the previous page's cursor, decoded). */
export interface PageRequest {
  limit: number;
  /** The id of the previous page's last row; null for the first page. */
  cursor: number | null;
}

/** A page request from the contract's query (whose schema accepts only cursors it can decode). */
export function pageRequest(input: { limit: number; cursor?: string | undefined }): PageRequest {
  if (input.cursor === undefined) return { limit: input.limit, cursor: null };
  const cursor = decodeIdCursor(input.cursor);
  if (cursor === null) throw new HttpError(400, SERVER_MESSAGES.invalidCursor);
  return { limit: input.limit, cursor };
}

/** Rows read with `limit + 1` (the extra one says there is a next page), as a page. */
export function toIdPage<Row extends { id: number }, Item>(
  rows: Row[],
  page: PageRequest,
  toItem: (row: Row) => Item,
): IdPage<Item> {
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    items: shown.map(toItem),
    nextCursor: rows.length > page.limit && last ? encodeIdCursor(last.id) : null,
  };
}

/** Rows after the cursor, in `id desc` order (undefined: no condition on the first page). */
export const afterCursor = (id: Column, page: PageRequest): SQL | undefined =>
  page.cursor === null ? undefined : lt(id, page.cursor);

/**
 * `id desc nulls last`, as the indexes are built (drizzle's `.desc()` in schema.ts): an ORDER BY
 * that says otherwise sorts instead of reading the index (test/query-plans.test.ts).
 */
export const newestIdFirst = (id: SQLWrapper): SQL => sql`${id} desc nulls last`;

/** The person shown beside a comment, follow, ledger line or notification. */
export const authorColumns = {
  userId: users.id,
  fullName: users.fullName,
  profileImage: users.profileImage,
};

export function toAuthorSummary(row: {
  userId: number;
  fullName: string;
  profileImage: string | null;
}): AuthorSummary {
  return { user_id: row.userId, full_name: row.fullName, user_profile: row.profileImage };
}

export interface LockedUser {
  id: number;
  wallet: number;
  followersCount: number;
  fullName: string;
  profileImage: string | null;
}

/**
 * Locks the users' rows for the rest of the transaction, always in id order, so two writes
 * touching the same two users (opposite rewards, mutual follows) cannot deadlock. Missing users
 * are simply not in the answer.
 */
export async function lockUsers(tx: Executor, ids: readonly number[]): Promise<LockedUser[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return tx
    .select({
      id: users.id,
      wallet: users.wallet,
      followersCount: users.followersCount,
      fullName: users.fullName,
      profileImage: users.profileImage,
    })
    .from(users)
    .where(inArray(users.id, unique))
    .orderBy(users.id)
    .for('update');
}
