import { type Role, roleSchema, SESSION_LIFETIME_MS } from '@byline/api-client/contract';
import type { FastifyBaseLogger } from 'fastify';
import { IDENTITY_RECHECK_INTERVAL_MS, SESSION_RENEW_INTERVAL_MS } from '../constants';
import type { Database } from '../db/client';
import type { AccountStatus, IdentityVerifier } from './identity';
import { findLiveSession, type LiveSession, revokeAllSessions, touchSession } from './sessions';

/** Who is calling: the user and the session their token belongs to. */
export interface Caller {
  userId: number;
  sessionId: number;
  /** What the user may do (contract/roles.ts), read with the session: `requireRole` checks it. */
  role: Role;
  /** A suspended account (docs/adr/0037) reads, but its writes are refused. */
  suspended: boolean;
}

/** Resolves a bearer token to its caller, or null when the session is not (or no longer) valid. */
export type Authenticate = (token: string) => Promise<Caller | null>;

/** Whether the account no longer vouches for a session that began at `sessionStart`. */
function accountEnded(status: AccountStatus, sessionStart: Date): boolean {
  if (status.state !== 'active') return true;
  return status.tokensValidAfter !== null && status.tokensValidAfter > sessionStart;
}

/**
 * Sessions that really end: a token works while its session is unrevoked and unexpired. Using
 * it renews the session (its end moves to 30 days from now, written at most once an hour), and
 * every 15 minutes the Firebase account behind it is looked up again: disabled, deleted, or its
 * sign-ins revoked after the session began ends every session of the user at once. When the
 * identity provider cannot answer, the session keeps working (logged) and is checked again later.
 */
export function createAuthenticator(options: {
  db: Database;
  identity: IdentityVerifier;
  log: FastifyBaseLogger;
}): Authenticate {
  const { db, identity, log } = options;

  async function accountStillVouches(session: LiveSession): Promise<boolean> {
    let status: AccountStatus;
    try {
      status = await identity.lookup(session.firebaseUid);
    } catch (error) {
      log.warn({ err: error, userId: session.userId }, 'account re-check skipped');
      return true;
    }
    if (!accountEnded(status, session.createdAt)) return true;
    const revoked = await revokeAllSessions(db, session.userId);
    log.info({ userId: session.userId, state: status.state, revoked }, 'sessions ended by account');
    return false;
  }

  return async (token) => {
    const now = new Date();
    const session = await findLiveSession(db, token, now);
    if (!session) return null;
    const renewalDue =
      session.expiresAt.getTime() - now.getTime() < SESSION_LIFETIME_MS - SESSION_RENEW_INTERVAL_MS;
    const checkDue =
      now.getTime() - session.identityCheckedAt.getTime() >= IDENTITY_RECHECK_INTERVAL_MS;
    if (renewalDue || checkDue) {
      const won = await touchSession(db, session, now, checkDue);
      // Only the request that recorded the check looks the account up; the others go on.
      if (checkDue && won && !(await accountStillVouches(session))) return null;
    }
    return {
      userId: session.userId,
      sessionId: session.id,
      role: roleSchema.parse(session.role),
      suspended: session.suspended,
    };
  };
}
