import type { ServerConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { DataDirInUseError, ServerFile, type ServerFileContent } from './server-file';

/** A live server's address and admin token, from its server file. */
export type LiveServer = Required<ServerFileContent>;

const isPublished = (content: ServerFileContent | null): content is LiveServer =>
  typeof content?.url === 'string' && typeof content.adminToken === 'string';

/**
 * An operator's command (revoke-sessions, jobs): when a server runs on this data directory (its
 * server file names a live process), the server does it: on PGlite it is the only process that
 * may open the database. Otherwise the database is used directly: PostgreSQL at any time, PGlite
 * only after claiming the directory, so no server can start on it meanwhile.
 */
export async function throughServerOrDatabase<Answer>(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
  work: {
    askServer: (server: LiveServer) => Promise<Answer>;
    inDatabase: (database: DatabaseHandle) => Promise<Answer>;
  },
): Promise<Answer> {
  const serverFile = new ServerFile(config.dataDir);
  const embedded = !config.databaseUrl;
  const holder = await serverFile.readLive();
  if (isPublished(holder)) {
    try {
      return await work.askServer(holder);
    } catch (error) {
      if (embedded) {
        throw new Error(
          `The server (process ${holder.pid}) holding ${config.dataDir} did not answer at ` +
            `${holder.url} (${String(error)}). The database it holds was not opened; try again.`,
        );
      }
      // PostgreSQL: the database is shared, so working on it directly is as good.
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
      return await work.inDatabase(database);
    } finally {
      await database.close();
    }
  } finally {
    if (embedded) await serverFile.release();
  }
}
