import { revokeAllSessions } from '../auth/sessions';
import type { ServerConfig } from '../config';
import { ADMIN_TOKEN_HEADER } from '../constants';
import { openDatabase } from '../db/client';
import { ADMIN_PATHS } from '../routes/admin';
import { DataDirInUseError, ServerFile, type ServerFileContent } from './server-file';

const SERVER_CALL_TIMEOUT_MS = 10_000;

export interface RevokeOutcome {
  revoked: number;
  /** Through the running server at this address, or straight in the database. */
  via: { server: string } | 'database';
}

async function askServer(server: Required<ServerFileContent>, userId: number): Promise<number> {
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

function isPublished(content: ServerFileContent | null): content is Required<ServerFileContent> {
  return typeof content?.url === 'string' && typeof content.adminToken === 'string';
}

/**
 * Signs a user out everywhere. When a server runs on this data directory (its server file names
 * a live process), the server does it: on PGlite it is the only process that may open the
 * database. Otherwise the database is changed directly: PostgreSQL at any time (every server
 * reads sessions from it on each call), PGlite only after claiming the directory, so no server
 * can start on it meanwhile.
 */
export async function revokeUserSessions(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
  userId: number,
): Promise<RevokeOutcome> {
  const serverFile = new ServerFile(config.dataDir);
  const embedded = !config.databaseUrl;
  const holder = await serverFile.readLive();
  if (isPublished(holder)) {
    try {
      return { revoked: await askServer(holder, userId), via: { server: holder.url } };
    } catch (error) {
      if (embedded) {
        throw new Error(
          `The server (process ${holder.pid}) holding ${config.dataDir} did not answer at ` +
            `${holder.url} (${String(error)}). The database it holds was not opened; try again.`,
        );
      }
      // PostgreSQL: the database is shared, so changing it directly is as good.
    }
  } else if (holder && embedded) {
    throw new DataDirInUseError(holder, config.dataDir);
  }

  if (embedded) await serverFile.claim();
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    });
    try {
      return { revoked: await revokeAllSessions(database.db, userId), via: 'database' };
    } finally {
      await database.close();
    }
  } finally {
    if (embedded) await serverFile.release();
  }
}
