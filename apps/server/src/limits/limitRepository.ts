import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimitCounts } from '../db/schema';

/**
 * One more request of `key` in the current fixed window of `windowMs` (the database's clock, so
 * every process agrees on the windows): answers the window's count, this one included, and the
 * milliseconds left in it.
 */
export async function countInWindow(
  db: Executor,
  bucket: string,
  key: string,
  windowMs: number,
): Promise<{ count: number; ttlMs: number }> {
  const result = (await db.execute(sql`
    with now as (select clock_timestamp() as at),
    window_start as (
      select to_timestamp(floor(extract(epoch from at) * 1000 / ${windowMs}) * ${windowMs} / 1000.0) as at
      from now
    )
    insert into ${rateLimitCounts} as counted (bucket, key, window_start, count, expires_at)
    select ${bucket}, ${key}, window_start.at, 1, window_start.at + ${windowMs} * interval '1 millisecond'
    from window_start
    on conflict (bucket, key, window_start) do update set count = counted.count + 1
    returning count,
      greatest(0, extract(epoch from expires_at - (select at from now)) * 1000)::integer as ttl_ms`)) as unknown as {
    rows: Array<{ count: number | string; ttl_ms: number | string }>;
  };
  const row = result.rows[0];
  return { count: Number(row?.count ?? 0), ttlMs: Number(row?.ttl_ms ?? windowMs) };
}

/**
 * Takes one of `max` events of `key` in the sliding window of `windowMs` before now, if one is
 * left: true when taken. Callers of one key are serialised (a transaction-scoped advisory lock on
 * the bucket and key), so concurrent processes never both take the last one. Run it in a
 * transaction.
 */
export async function takeInSlidingWindow(
  tx: Executor,
  bucket: string,
  key: string,
  max: number,
  windowMs: number,
): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${bucket}\n${key}`}, 0))`);
  const counted = (await tx.execute(sql`
    select coalesce(sum(count), 0)::integer as count from ${rateLimitCounts}
    where bucket = ${bucket} and key = ${key}
      and window_start > clock_timestamp() - ${windowMs} * interval '1 millisecond'`)) as unknown as {
    rows: Array<{ count: number | string }>;
  };
  if (Number(counted.rows[0]?.count ?? 0) >= max) return false;
  await tx.execute(sql`
    insert into ${rateLimitCounts} as counted (bucket, key, window_start, count, expires_at)
    values (${bucket}, ${key}, clock_timestamp(), 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
    on conflict (bucket, key, window_start) do update set count = counted.count + 1`);
  return true;
}

/** Forgets every count whose window has ended. */
export async function deleteExpiredCounts(db: Executor): Promise<void> {
  await db.delete(rateLimitCounts).where(lt(rateLimitCounts.expiresAt, sql`now()`));
}
