import { announceArticle, announceDuePublications } from '../community/announcementService';
import { ANNOUNCE_DUE_CRON } from '../constants';
import type { Database } from '../db/client';
import { JOB_QUEUES, type JobHandler, type JobQueue, type JobQueueName } from './queue';

/** What the jobs' handlers need. */
export interface JobDependencies {
  db: Database;
  jobs: JobQueue;
  /** Called inside a job's transaction before it commits (the kill -9 test stops there). */
  beforeCommit?: (queue: JobQueueName) => Promise<void>;
}

/** One handler per queue: each is safe to run twice (a retry, or a worker killed mid-way). */
export function jobHandlers(
  deps: JobDependencies,
): Partial<Record<JobQueueName, JobHandler<never>>> {
  const { db } = deps;
  const articleLive: JobHandler<{ articleId: number }> = async ({ data }) => {
    await announceArticle(db, data.articleId, {
      beforeCommit: () => deps.beforeCommit?.(JOB_QUEUES.articleLive) ?? Promise.resolve(),
    });
  };
  const announceDue: JobHandler<unknown> = async () => {
    await announceDuePublications(db);
  };
  return {
    [JOB_QUEUES.articleLive]: articleLive,
    [JOB_QUEUES.announceDue]: announceDue,
  };
}

/** Runs every handler in this process, and the cron schedules (docs/adr/0028). */
export async function startJobWorkers(deps: JobDependencies): Promise<void> {
  for (const [name, handler] of Object.entries(jobHandlers(deps)) as Array<
    [JobQueueName, JobHandler<unknown>]
  >) {
    await deps.jobs.work(name, handler);
  }
  await deps.jobs.schedule(JOB_QUEUES.announceDue, ANNOUNCE_DUE_CRON);
}
