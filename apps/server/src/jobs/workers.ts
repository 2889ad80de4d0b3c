import { announceArticle, announceDuePublications } from '../community/announcementService';
import type { ServerConfig } from '../config';
import { ANNOUNCE_DUE_CRON, NEWSLETTER_DIGEST_CRON } from '../constants';
import type { Database } from '../db/client';
import {
  type ArticleActivityJob,
  type FollowAnswerJob,
  queueArticleActivity,
} from '../fediverse/articleActivities';
import {
  createFediverse,
  type Fediverse,
  runFediverseTask,
  sendArticleActivity,
  sendFollowAnswer,
} from '../fediverse/federation';
import type { FediverseJob } from '../fediverse/stores';
import type { Mailer } from '../newsletter/mailer';
import {
  prepareArticleNewsletter,
  queueArticleNewsletter,
  sendArticleBatch,
  sendConfirmation,
  sendDigests,
} from '../newsletter/newsletterService';
import { JOB_QUEUES, type JobHandler, type JobQueue, type JobQueueName } from './queue';

/** What the jobs' handlers need. */
export interface JobDependencies {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  config: Pick<
    ServerConfig,
    'publicOrigin' | 'mediaBasePath' | 'mail' | 'production' | 'fediverseAllowPrivateAddress'
  >;
  /** Called inside a job's transaction before it commits (the kill -9 test stops there). */
  beforeCommit?: (queue: JobQueueName) => Promise<void>;
}

/** One handler per queue: each is safe to run twice (a retry, or a worker killed mid-way). */
export function jobHandlers(
  deps: JobDependencies,
): Partial<Record<JobQueueName, JobHandler<never>>> {
  const { db, jobs } = deps;
  // The newsletter of an article follows from the transaction that announces it.
  // So does its Create for the author's fediverse followers.
  const onAnnounced = async (
    tx: Parameters<typeof queueArticleNewsletter>[0],
    article: { id: number; authorId: number },
  ) => {
    await queueArticleNewsletter(tx, jobs, article.id);
    await queueArticleActivity(tx, jobs, 'create', article);
  };
  const articleLive: JobHandler<{ articleId: number }> = async ({ data }) => {
    await announceArticle(db, data.articleId, {
      onAnnounced,
      beforeCommit: () => deps.beforeCommit?.(JOB_QUEUES.articleLive) ?? Promise.resolve(),
    });
  };
  const announceDue: JobHandler<unknown> = async () => {
    await announceDuePublications(db, onAnnounced);
  };
  const mail: JobHandler<{ kind: 'confirm'; subscriptionId: number }> = async ({ data }) => {
    if (data.kind === 'confirm') await sendConfirmation(deps, data.subscriptionId);
  };
  const newsletterArticle: JobHandler<{ articleId: number }> = async ({ data }) => {
    await prepareArticleNewsletter(deps, data.articleId);
  };
  const newsletterBatch: JobHandler<{ articleId: number }> = async ({ data }) => {
    await sendArticleBatch(deps, data.articleId);
  };
  const newsletterDigest: JobHandler<unknown> = async () => {
    await sendDigests(deps);
  };
  // Fedify's tasks (docs/adr/0032): its federation is built at the first one.
  let federation: Promise<Fediverse> | null = null;
  const fediverse: JobHandler<FediverseJob> = async ({ data }) => {
    federation ??= createFediverse(deps);
    await runFediverseTask(await federation, data.message);
  };
  const fediverseArticle: JobHandler<ArticleActivityJob> = async ({ data }) => {
    federation ??= createFediverse(deps);
    await sendArticleActivity(await federation, deps, data);
  };
  const fediverseFollowAnswer: JobHandler<FollowAnswerJob> = async ({ data }) => {
    federation ??= createFediverse(deps);
    await sendFollowAnswer(await federation, deps, data);
  };
  return {
    [JOB_QUEUES.articleLive]: articleLive,
    [JOB_QUEUES.announceDue]: announceDue,
    [JOB_QUEUES.mail]: mail,
    [JOB_QUEUES.newsletterArticle]: newsletterArticle,
    [JOB_QUEUES.newsletterBatch]: newsletterBatch,
    [JOB_QUEUES.newsletterDigest]: newsletterDigest,
    [JOB_QUEUES.fediverse]: fediverse,
    [JOB_QUEUES.fediverseArticle]: fediverseArticle,
    [JOB_QUEUES.fediverseFollowAnswer]: fediverseFollowAnswer,
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
  await deps.jobs.schedule(JOB_QUEUES.newsletterDigest, NEWSLETTER_DIGEST_CRON);
}
