import { createHash, randomBytes } from 'node:crypto';
import { SESSION_LIFETIME_MS } from '@byline/api-client/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SESSION_TOKEN_BYTES } from '../constants';
import type { Executor } from '../db/client';
import { sessions, users } from '../db/schema';

/** Only the hash is stored: a copy of the table cannot be replayed as bearer tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** When a session used at `now` ends if it is not used again. */
export function sessionEnd(now: Date): Date {
  return new Date(now.getTime() + SESSION_LIFETIME_MS);
}

/**
 * Creates a session for the user and returns the raw token (shown to the client once). Its
 * identity was verified just now, by the sign-in that creates it.
 */
export async function createSession(db: Executor, userId: number): Promise<string> {
  const token = randomBytes(SESSION_TOKEN_BYTES).toString('base64url');
  const now = new Date();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: sessionEnd(now),
    identityCheckedAt: now,
  });
  return token;
}

/** A session that is neither revoked nor expired, with the Firebase account it belongs to. */
export interface LiveSession {
  id: number;
  userId: number;
  firebaseUid: string;
  /** The user's role now (users.role): a change applies from the next call. */
  role: string;
  /** Whether a moderator suspended the account (users.suspended_at): its writes are refused. */
  suspended: boolean;
  createdAt: Date;
  expiresAt: Date;
  identityCheckedAt: Date;
}

/** The live session of a token at `now`, or null (unknown, revoked or expired). */
export async function findLiveSession(
  db: Executor,
  token: string,
  now: Date,
): Promise<LiveSession | null> {
  const rows = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      firebaseUid: users.firebaseUid,
      role: users.role,
      suspended: sql<boolean>`${users.suspendedAt} is not null`,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      identityCheckedAt: sessions.identityCheckedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Records a use: the session's end moves to `now + lifetime`, and when `identityChecked` the
 * check time too. Conditional on the check time read with the session, so of several requests
 * racing on one session only one wins (and looks the account up); returns whether this one did.
 */
export async function touchSession(
  db: Executor,
  session: LiveSession,
  now: Date,
  identityChecked: boolean,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ expiresAt: sessionEnd(now), ...(identityChecked ? { identityCheckedAt: now } : {}) })
    .where(
      and(
        eq(sessions.id, session.id),
        eq(sessions.identityCheckedAt, session.identityCheckedAt),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes one session (logout). Returns whether a live session was revoked. */
export async function revokeSession(db: Executor, sessionId: number): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every token of a user (logout everywhere, account compromised or disabled). */
export async function revokeAllSessions(db: Executor, userId: number): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Reads `Authorization: Bearer <token>`; null when absent or not a bearer token. */
export function readBearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
