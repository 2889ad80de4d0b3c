import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { subscriptions } from '../db/schema';

/** 32 random bytes: as unguessable as a session token. */
const TOKEN_BYTES = 32;

/**
 * Subscribes an address (already trimmed and lower-cased by the contract), or subscribes it again
 * after an unsubscribe, in one statement (two racing calls cannot make two rows). Answers the
 * address's unsubscribe token: new for a new address, kept for a known one, so the links of
 * earlier emails keep working (docs/adr/0017).
 */
export async function subscribe(db: Executor, email: string): Promise<string> {
  const [row] = await db
    .insert(subscriptions)
    .values({ email, token: randomBytes(TOKEN_BYTES).toString('base64url') })
    .onConflictDoUpdate({ target: subscriptions.email, set: { unsubscribedAt: sql`null` } })
    .returning({ token: subscriptions.token });
  if (!row) throw new Error('The subscription was not stored');
  return row.token;
}

/** Ends the subscription of the token; a used or unknown token changes nothing. */
export async function unsubscribe(db: Executor, token: string): Promise<void> {
  await db
    .update(subscriptions)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(subscriptions.token, token), isNull(subscriptions.unsubscribedAt)));
}
