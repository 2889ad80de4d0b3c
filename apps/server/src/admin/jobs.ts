import type { ServerConfig } from '../config';
import { ADMIN_TOKEN_HEADER } from '../constants';
import { openDatabase } from '../db/client';
import { type FailedJob, JobQueue } from '../jobs/queue';
import { ADMIN_PATHS } from '../routes/admin';
import { DataDirInUseError, ServerFile, type ServerFileContent } from './server-file';

const SERVER_CALL_TIMEOUT_MS = 10_000;

export type JobCommand = { action: 'list-failed' } | { action: 'retry'; id: string };
export type JobCommandAnswer = { jobs: FailedJob[] } | { retried: string };

async function askServer(
  server: Required<ServerFileContent>,
  command: JobCommand,
): Promise<JobCommandAnswer> {
  const retry = command.action === 'retry';
  const response = await fetch(
    new URL(retry ? ADMIN_PATHS.retryJob : ADMIN_PATHS.failedJobs, server.url),
    {
      method: retry ? 'POST' : 'GET',
      headers: {
        [ADMIN_TOKEN_HEADER]: server.adminToken,
        ...(retry ? { 'content-type': 'application/json' } : {}),
      },
      ...(retry ? { body: JSON.stringify({ id: command.id }) } : {}),
      signal: AbortSignal.timeout(SERVER_CALL_TIMEOUT_MS),
    },
  );
  const body = (await response.json().catch(() => null)) as {
    message?: string;
    data?: JobCommandAnswer;
  } | null;
  if (!response.ok || !body?.data) {
    throw new Error(`${response.status} ${body?.message ?? response.statusText}`);
  }
  return body.data;
}

const isPublished = (content: ServerFileContent | null): content is Required<ServerFileContent> =>
  typeof content?.url === 'string' && typeof content.adminToken === 'string';

/**
 * Lists the failed jobs or retries one: through the running server when one holds the data
 * directory (on PGlite the only process that may open it), else in the database directly (as
 * `revoke-sessions` does, src/admin/revoke.ts).
 */
export async function runJobCommand(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
  command: JobCommand,
): Promise<JobCommandAnswer> {
  const serverFile = new ServerFile(config.dataDir);
  const embedded = !config.databaseUrl;
  const holder = await serverFile.readLive();
  if (isPublished(holder)) {
    try {
      return await askServer(holder, command);
    } catch (error) {
      if (embedded) throw error;
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
    const jobs = await JobQueue.open(database);
    try {
      if (command.action === 'list-failed') return { jobs: await jobs.listFailed() };
      if (!(await jobs.retryFailed(command.id)))
        throw new Error(`No failed job has the id ${command.id}`);
      return { retried: command.id };
    } finally {
      await jobs.stop();
      await database.close();
    }
  } finally {
    if (embedded) await serverFile.release();
  }
}
