import { sql } from 'drizzle-orm';
import { type DrizzleTransactionLike, fromDrizzle, type Job, PgBoss, type Queue } from 'pg-boss';
import { type DatabaseHandle, jobQueueConnection, type Transaction } from '../db/client';

/**
 * The job queue (docs/adr/0028): pg-boss on the site's own database, PostgreSQL or PGlite. A job
 * is sent in the transaction of the change that asks for it (it exists exactly when the change
 * committed), retried with growing pauses when its handler throws, taken up again when the
 * process running it died (its claim expires), and, when it keeps failing, kept in
 * FAILED_JOBS_QUEUE for the operator (`npm run jobs -w @byline/server -- list-failed`).
 */

/** The queues, each with one handler (src/jobs/workers.ts). */
export const JOB_QUEUES = {
  /** An article went live (now, or at its scheduled time): tell its author's followers. */
  articleLive: 'article-live',
  /** Every minute: articles live and never announced (scheduled before the queue existed). */
  announceDue: 'announce-due',
  /** One email to one address (the newsletter's confirmation). */
  mail: 'mail',
  /** An article went live: make its newsletter deliveries. */
  newsletterArticle: 'newsletter-article',
  /** Sends a batch of one article's deliveries (or a digest's), at the configured rate. */
  newsletterBatch: 'newsletter-batch',
  /** Every day: the digest subscribers' email of yesterday's articles. */
  newsletterDigest: 'newsletter-digest',
  /** Fedify's tasks: inbox activities to handle, deliveries to remote inboxes (docs/adr/0032). */
  fediverse: 'fediverse',
  /** An article's Create, Update or Delete for its author's fediverse followers. */
  fediverseArticle: 'fediverse-article',
  /** An author's Accept or Reject of a follow request from the fediverse. */
  fediverseFollowAnswer: 'fediverse-follow-answer',
} as const;

export type JobQueueName = (typeof JOB_QUEUES)[keyof typeof JOB_QUEUES];

/** Where a job lands after its last retry failed; nothing works it, the operator looks at it. */
export const FAILED_JOBS_QUEUE = 'failed-jobs';

/** What `/metrics` reports of the queue (JobQueue.counts). */
export interface JobCounts {
  queues: Array<{ queue: JobQueueName; ready: number; deferred: number; active: number }>;
  /** Jobs that failed every try, waiting for the operator to retry or drop them. */
  failed: number;
}

/** What a job's handler gets: its data, and which try this is (0 the first). */
export interface JobRun<Data> {
  id: string;
  data: Data;
  retryCount: number;
}

export type JobHandler<Data = unknown> = (job: JobRun<Data>) => Promise<void>;

/** How long things take; tests shorten them. */
export interface JobTiming {
  /** A job running longer is taken to be lost (its process died) and runs again. */
  expireInSeconds: number;
  /** How often a worker looks for work when it found none. */
  pollingIntervalSeconds: number;
  /** How often the supervisor wakes. */
  superviseIntervalSeconds: number;
  /** How often a supervisor pass takes expired claims back (pg-boss's queue monitor). */
  monitorIntervalSeconds: number;
  /** Tries after the first before a job is kept as failed. */
  retryLimit: number;
  /** The first pause before a retry; each next one doubles (with jitter), up to retryDelayMax. */
  retryDelay: number;
  retryDelayMax: number;
}

export const DEFAULT_JOB_TIMING: JobTiming = {
  expireInSeconds: 300,
  pollingIntervalSeconds: 2,
  superviseIntervalSeconds: 30,
  monitorIntervalSeconds: 60,
  retryLimit: 10,
  retryDelay: 10,
  retryDelayMax: 1800,
};

export interface JobQueueOptions {
  /** Runs handlers (work), cron schedules and supervision; without it this process only sends. */
  workers?: boolean;
  timing?: Partial<JobTiming>;
  onError?: (error: unknown) => void;
}

/** A job that failed every try, as the operator sees it. */
export interface FailedJob {
  id: string;
  queue: string;
  data: unknown;
  failedAfterTries: number;
  createdOn: Date;
  error: string;
}

const errorText = (output: unknown): string => {
  if (output && typeof output === 'object' && 'message' in output) {
    return String((output as { message: unknown }).message);
  }
  return output === null || output === undefined ? '' : JSON.stringify(output);
};

/** pg-boss statements run in the caller's drizzle transaction (its types are looser). */
const inTransaction = (tx: Transaction) =>
  fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);

export class JobQueue {
  readonly timing: JobTiming;
  readonly #boss: PgBoss;
  readonly #workers: boolean;

  private constructor(boss: PgBoss, timing: JobTiming, workers: boolean) {
    this.#boss = boss;
    this.timing = timing;
    this.#workers = workers;
  }

  /** Starts pg-boss on a migrated database and makes sure every queue exists with its settings. */
  static async open(database: DatabaseHandle, options: JobQueueOptions = {}): Promise<JobQueue> {
    const timing = { ...DEFAULT_JOB_TIMING, ...options.timing };
    const workers = options.workers ?? false;
    const boss = new PgBoss({
      ...jobQueueConnection(database),
      migrate: false,
      supervise: workers,
      schedule: workers,
      superviseIntervalSeconds: timing.superviseIntervalSeconds,
      monitorIntervalSeconds: timing.monitorIntervalSeconds,
      registerInstance: workers,
      instanceName: 'byline-api',
    });
    boss.on('error', options.onError ?? (() => {}));
    await boss.start();
    const queue = new JobQueue(boss, timing, workers);
    await queue.#ensureQueues();
    return queue;
  }

  async #ensureQueues(): Promise<void> {
    const settings: Omit<Queue, 'name'> = {
      expireInSeconds: this.timing.expireInSeconds,
      retryLimit: this.timing.retryLimit,
      retryDelay: this.timing.retryDelay,
      retryBackoff: true,
      retryDelayMax: this.timing.retryDelayMax,
      deadLetter: FAILED_JOBS_QUEUE,
    };
    const existing = new Set((await this.#boss.getQueues()).map((queue) => queue.name));
    if (!existing.has(FAILED_JOBS_QUEUE)) {
      // Kept until the operator retries or deletes them (a year at most).
      await this.#boss.createQueue(FAILED_JOBS_QUEUE, { retentionSeconds: 365 * 24 * 3600 });
    }
    for (const name of Object.values(JOB_QUEUES)) {
      if (existing.has(name)) await this.#boss.updateQueue(name, settings);
      else await this.#boss.createQueue(name, settings);
    }
  }

  /**
   * Sends a job in the caller's transaction: it exists once the transaction commits, and never
   * if it rolls back. `startAfter` defers it; `singletonKey` makes a second send while one with
   * the same key waits a no-op.
   */
  async send(
    tx: Transaction,
    name: JobQueueName,
    data: object,
    options: { startAfter?: Date; singletonKey?: string } = {},
  ): Promise<void> {
    await this.#boss.send(name, data, { ...options, db: inTransaction(tx) });
  }

  /**
   * Sends a job outside any write of ours (Fedify's tasks: it queues them when it needs to, not
   * in a transaction of the site).
   */
  async sendNow(
    name: JobQueueName,
    data: object,
    options: { startAfter?: Date } = {},
  ): Promise<void> {
    await this.#boss.send(name, data, options);
  }

  /** Sends many jobs of one queue in the caller's transaction. */
  async sendMany(
    tx: Transaction,
    name: JobQueueName,
    jobs: Array<{ data: object; startAfter?: Date }>,
  ): Promise<void> {
    if (jobs.length === 0) return;
    await this.#boss.insert(name, jobs, { db: inTransaction(tx) });
  }

  /** Runs `handler` for each job of the queue this process takes; needs `workers`. */
  async work<Data>(
    name: JobQueueName,
    handler: JobHandler<Data>,
    options: { concurrency?: number } = {},
  ): Promise<void> {
    if (!this.#workers) throw new Error('this job queue was opened without workers');
    await this.#boss.work<Data>(
      name,
      {
        pollingIntervalSeconds: this.timing.pollingIntervalSeconds,
        localConcurrency: options.concurrency ?? 1,
        batchSize: 1,
      },
      async (jobs: Job<Data>[]) => {
        for (const job of jobs) {
          await handler({ id: job.id, data: job.data, retryCount: job.retryCount });
        }
      },
    );
  }

  /** Sends `name` on a cron schedule (UTC), from whichever worker process's clock comes first. */
  async schedule(name: JobQueueName, cron: string): Promise<void> {
    await this.#boss.schedule(name, cron, {});
  }

  /**
   * Runs every job that is due now with the given handlers, in this process, until none is left
   * (tests: what the workers would do, without waiting for them). Answers how many ran.
   */
  async drain(handlers: Partial<Record<JobQueueName, JobHandler<never>>>): Promise<number> {
    let ran = 0;
    for (let found = true; found; ) {
      found = false;
      for (const [name, handler] of Object.entries(handlers) as Array<
        [JobQueueName, JobHandler<unknown>]
      >) {
        const jobs = await this.#boss.fetch<unknown>(name, {
          batchSize: 100,
          orderByCreatedOn: true,
        });
        for (const job of jobs) {
          found = true;
          ran += 1;
          try {
            await handler({ id: job.id, data: job.data, retryCount: job.retryCount });
            await this.#boss.complete(name, job.id);
          } catch (error) {
            await this.#boss.fail(name, job.id, {
              message: error instanceof Error ? error.message : String(error),
            });
          }
        }
      }
    }
    return ran;
  }

  /** The jobs that failed every try, oldest first. */
  async listFailed(limit = 100): Promise<FailedJob[]> {
    const jobs = await this.#boss.findJobs(FAILED_JOBS_QUEUE, { queued: true, limit });
    return jobs.map((job) => ({
      id: job.id,
      queue: job.sourceName ?? '?',
      data: job.data,
      failedAfterTries: (job.sourceRetryCount ?? 0) + 1,
      createdOn: job.sourceCreatedOn ?? job.createdOn,
      error: errorText(job.sourceOutput),
    }));
  }

  /**
   * Each queue's jobs now: ready to run, deferred (a later start), running; and the jobs that
   * failed every try and wait for the operator (FAILED_JOBS_QUEUE). Counted from pg-boss's table
   * on its index of unfinished jobs, so a scrape sees the moment, not the last minute's count.
   */
  async counts(): Promise<JobCounts> {
    const { rows } = (await this.#boss.getDb().executeSql(`
      select name,
        count(*) filter (where state < 'active' and start_after <= now())::integer as ready,
        count(*) filter (where state < 'active' and start_after > now())::integer as deferred,
        count(*) filter (where state = 'active')::integer as active
      from pgboss.job where state <= 'active' group by name`)) as {
      rows: Array<{ name: string; ready: number; deferred: number; active: number }>;
    };
    const byName = new Map(rows.map((row) => [row.name, row]));
    const failed = byName.get(FAILED_JOBS_QUEUE);
    return {
      queues: Object.values(JOB_QUEUES).map((queue) => {
        const row = byName.get(queue);
        return {
          queue,
          ready: Number(row?.ready ?? 0),
          deferred: Number(row?.deferred ?? 0),
          active: Number(row?.active ?? 0),
        };
      }),
      failed: Number(failed?.ready ?? 0) + Number(failed?.deferred ?? 0),
    };
  }

  /** Puts a failed job back in its queue, with its tries counted afresh; false: no such job. */
  async retryFailed(id: string): Promise<boolean> {
    const moved = await this.#boss.redrive(FAILED_JOBS_QUEUE, { ids: [id] });
    return moved > 0;
  }

  /** Stops taking work, waits up to `timeoutMs` for jobs running, and closes the connection. */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.#boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }
}
