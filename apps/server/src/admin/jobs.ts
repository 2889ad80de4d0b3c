import type { ServerConfig } from '../config';
import { ADMIN_TOKEN_HEADER } from '../constants';
import { type FailedJob, JobQueue } from '../jobs/queue';
import { ADMIN_PATHS } from '../routes/admin';
import { type LiveServer, throughServerOrDatabase } from './operator';

const SERVER_CALL_TIMEOUT_MS = 10_000;

export type JobCommand = { action: 'list-failed' } | { action: 'retry'; id: string };
export type JobCommandAnswer = { jobs: FailedJob[] } | { retried: string };

async function askServer(server: LiveServer, command: JobCommand): Promise<JobCommandAnswer> {
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

/**
 * Lists the failed jobs or retries one: through the running server when one holds the data
 * directory, else in the database (src/admin/operator.ts).
 */
export function runJobCommand(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
  command: JobCommand,
): Promise<JobCommandAnswer> {
  return throughServerOrDatabase<JobCommandAnswer>(config, {
    askServer: (server) => askServer(server, command),
    inDatabase: async (database) => {
      const jobs = await JobQueue.open(database);
      try {
        if (command.action === 'list-failed') return { jobs: await jobs.listFailed() };
        if (!(await jobs.retryFailed(command.id))) {
          throw new Error(`No failed job has the id ${command.id}`);
        }
        return { retried: command.id };
      } finally {
        await jobs.stop();
      }
    },
  });
}
