import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SESSION_TOKEN_BYTES } from '../constants';
import type { Executor } from '../db/client';
import { sessions } from '../db/schema';

/** Only the hash is stored: a copy of the table cannot be replayed as bearer tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Creates a session for the user and returns the raw token (shown to the client once). */
export async function createSession(db: Executor, userId: number): Promise<string> {
  const token = randomBytes(SESSION_TOKEN_BYTES).toString('base64url');
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token) });
  return token;
}

/** The user a live (unrevoked) token belongs to, or null. */
export async function findSessionUserId(db: Executor, token: string): Promise<number | null> {
  const rows = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .limit(1);
  return rows[0]?.userId ?? null;
}

/** Revokes one token (logout). Returns whether a live session was revoked. */
export async function revokeSession(db: Executor, token: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every token of a user (account compromised or disabled). */
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
