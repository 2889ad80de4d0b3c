import { PerUserRateLimit } from '@byline/api-client/contract';
import type { Database } from '../db/client';
import { retryingTransaction } from '../db/retry';
import { countInWindow, deleteExpiredCounts, takeInSlidingWindow } from './limitRepository';

/**
 * Where the abuse limits count (ADR 0030). `memory`: in this process, right when one process
 * serves (PGlite: a data directory belongs to one process). `database`: in the shared database,
 * so N processes behind a balancer allow each limit once, not N times.
 */
export type LimitStoreKind = 'memory' | 'database';

/** A limit on one key (a user id, an address, a client), in a sliding window. */
export interface KeyedLimit {
  /** Takes one of the window's events for `key`: false when none is left (refuse). */
  take(key: number | string): Promise<boolean>;
}

/** One more request of `key` in `bucket`'s current fixed window: the count so far and the time left. */
export type WindowCounter = (
  bucket: string,
  key: string,
  windowMs: number,
) => Promise<{ count: number; ttlMs: number }>;

export interface LimitStores {
  kind: LimitStoreKind;
  /** Counts the per-address windows; undefined: @fastify/rate-limit's own store, in memory. */
  windowCounter: WindowCounter | undefined;
  /** A sliding-window limit named `bucket` (its counts are apart from every other bucket's). */
  keyed(bucket: string, max: number, windowMs: number): KeyedLimit;
  /** Stops forgetting old counts (the server closes). */
  close(): void;
}

/** How often a process deletes the counts of ended windows. */
const SWEEP_MS = 60_000;

export function createLimitStores(
  kind: LimitStoreKind,
  db: Database,
  onError: (error: unknown) => void,
): LimitStores {
  if (kind === 'memory') {
    return {
      kind,
      windowCounter: undefined,
      keyed: (_bucket, max, windowMs) => {
        const limit = new PerUserRateLimit(max, windowMs);
        return { take: async (key) => limit.take(key) };
      },
      close: () => {},
    };
  }
  const sweep = setInterval(() => {
    deleteExpiredCounts(db).catch(onError);
  }, SWEEP_MS);
  sweep.unref();
  return {
    kind,
    windowCounter: (bucket, key, windowMs) => countInWindow(db, bucket, key, windowMs),
    keyed: (bucket, max, windowMs) => ({
      take: (key) =>
        retryingTransaction(db, (tx) =>
          takeInSlidingWindow(tx, bucket, String(key), max, windowMs),
        ),
    }),
    close: () => clearInterval(sweep),
  };
}
