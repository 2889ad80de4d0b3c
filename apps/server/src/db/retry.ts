import { TRANSACTION_ATTEMPTS } from '../constants';
import type { Database, Transaction } from './client';

/** SQLSTATEs of a transaction that lost a race and may simply run again. */
const RETRYABLE = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

/** The SQLSTATE of a database error, also when drizzle wraps it (DrizzleQueryError.cause). */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isRetryableConflict(error: unknown): boolean {
  const code = sqlState(error);
  return code !== undefined && RETRYABLE.has(code);
}

/**
 * Runs `work` in a transaction, again from the start (up to TRANSACTION_ATTEMPTS in all) when the
 * database aborted it as the loser of a deadlock or serialization conflict. `work` must do
 * nothing outside the transaction that a second run would repeat.
 */
export async function retryingTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableConflict(error)) throw error;
      // A short, growing, random pause: the two losers do not collide again at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}
