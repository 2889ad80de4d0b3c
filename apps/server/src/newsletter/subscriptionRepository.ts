import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { subscriptions, users } from '../db/schema';

/** 32 random bytes: the unused token column of ADR 0017 still needs a unique value. */
const TOKEN_BYTES = 32;

/** What a subscription is now. */
export interface SubscriptionState {
  id: number;
  email: string;
  /** Confirmed, not unsubscribed, not suppressed: mail goes to it. */
  active: boolean;
  suppressed: boolean;
}

/**
 * Asks for an address to be subscribed, in one statement (two racing calls cannot make two
 * rows). It gets mail only once confirmed; a reader signed in with this very address is linked
 * (they may then choose the authors they follow).
 */
export async function requestSubscription(
  db: Executor,
  email: string,
  userId: number | null,
): Promise<SubscriptionState> {
  const [row] = await db
    .insert(subscriptions)
    .values({ email, token: randomBytes(TOKEN_BYTES).toString('base64url'), userId })
    .onConflictDoUpdate({
      target: subscriptions.email,
      set: { userId: sql`coalesce(excluded.user_id, ${subscriptions.userId})` },
    })
    .returning({
      id: subscriptions.id,
      email: subscriptions.email,
      active: sql<boolean>`${subscriptions.confirmedAt} is not null and ${subscriptions.unsubscribedAt} is null and ${subscriptions.suppressedAt} is null`,
      suppressed: sql<boolean>`${subscriptions.suppressedAt} is not null`,
    });
  if (!row) throw new Error('The subscription was not stored');
  return row;
}

export async function findSubscription(db: Executor, id: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row ?? null;
}

/** Puts the address on the list (again); false: no such subscription. */
export async function confirmSubscription(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ confirmedAt: sql`coalesce(${subscriptions.confirmedAt}, now())`, unsubscribedAt: null })
    .where(eq(subscriptions.id, id))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** Ends the subscription; one ended before stays as it was. */
export async function endSubscription(db: Executor, id: number): Promise<void> {
  await db
    .update(subscriptions)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.unsubscribedAt)));
}

export interface StoredPreferences {
  mode: 'each' | 'digest';
  categoryIds: number[];
  followAuthors: boolean;
}

export async function updatePreferences(
  db: Executor,
  id: number,
  preferences: StoredPreferences,
): Promise<void> {
  await db.update(subscriptions).set(preferences).where(eq(subscriptions.id, id));
}

/** No more mail to this subscription (a permanent refusal, a bounce, a complaint). */
export async function suppressSubscription(
  db: Executor,
  id: number,
  reason: string,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ suppressedAt: new Date(), suppressedReason: reason })
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.suppressedAt)));
}

/** The same by address (the mail provider's reports name addresses); false: not on the list. */
export async function suppressAddress(
  db: Executor,
  email: string,
  reason: string,
): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({
      suppressedAt: sql`coalesce(${subscriptions.suppressedAt}, now())`,
      suppressedReason: reason,
    })
    .where(eq(subscriptions.email, email))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** Confirmed subscriptions that get mail (the bench). */
export const activeSubscriptions = and(
  isNotNull(subscriptions.confirmedAt),
  isNull(subscriptions.unsubscribedAt),
  isNull(subscriptions.suppressedAt),
);

/** The address a user signed in with. */
export async function findUserEmail(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
