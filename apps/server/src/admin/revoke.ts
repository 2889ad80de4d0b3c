import { revokeAllSessions } from '../auth/sessions';
import type { ServerConfig } from '../config';
import { ADMIN_TOKEN_HEADER } from '../constants';
import { ADMIN_PATHS } from '../routes/admin';
import { type LiveServer, throughServerOrDatabase } from './operator';

const SERVER_CALL_TIMEOUT_MS = 10_000;

export interface RevokeOutcome {
  revoked: number;
  /** Through the running server at this address, or straight in the database. */
  via: { server: string } | 'database';
}

async function askServer(server: LiveServer, userId: number): Promise<number> {
  const response = await fetch(new URL(ADMIN_PATHS.revokeSessions, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: server.adminToken },
    body: JSON.stringify({ user_id: userId }),
    signal: AbortSignal.timeout(SERVER_CALL_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as {
    message?: string;
    data?: { revoked?: number };
  } | null;
  const revoked = body?.data?.revoked;
  if (!response.ok || typeof revoked !== 'number') {
    throw new Error(`${response.status} ${body?.message ?? response.statusText}`);
  }
  return revoked;
}

/**
 * Signs a user out everywhere: through the running server when one holds the data directory,
 * else in the database (src/admin/operator.ts).
 */
export function revokeUserSessions(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
  userId: number,
): Promise<RevokeOutcome> {
  return throughServerOrDatabase<RevokeOutcome>(config, {
    askServer: async (server) => ({
      revoked: await askServer(server, userId),
      via: { server: server.url },
    }),
    inDatabase: async (database) => ({
      revoked: await revokeAllSessions(database.db, userId),
      via: 'database',
    }),
  });
}
