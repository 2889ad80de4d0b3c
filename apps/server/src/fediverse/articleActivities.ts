import type { Transaction } from '../db/client';
import { JOB_QUEUES, type JobQueue } from '../jobs/queue';

/** What is sent to an author's followers about one of their articles (a `fediverse-article` job). */
export interface ArticleActivityJob {
  kind: 'create' | 'update' | 'delete';
  articleId: number;
  authorId: number;
  /** When the change was made (ms): the activity's id, the same on every retry of the job. */
  at: number;
}

/**
 * Queues the Create, Update or Delete of an article for its author's fediverse followers, in the
 * transaction of the change (docs/adr/0028): sent exactly when the change committed. The job
 * (`sendArticleActivity`) finds the followers when it runs.
 */
export async function queueArticleActivity(
  tx: Transaction,
  jobs: JobQueue,
  kind: ArticleActivityJob['kind'],
  article: { id: number; authorId: number },
): Promise<void> {
  await jobs.send(tx, JOB_QUEUES.fediverseArticle, {
    kind,
    articleId: article.id,
    authorId: article.authorId,
    at: Date.now(),
  } satisfies ArticleActivityJob);
}

/** The author's answer to a follow request, for the one who asked (a `fediverse-follow-answer` job). */
export interface FollowAnswerJob {
  authorId: number;
  accept: boolean;
  actorUri: string;
  inbox: string;
  sharedInbox: string | null;
  /** The Follow's id, which the answer names (null when the request had none). */
  followId: string | null;
}

/** Queues the Accept or Reject of a follow request in the transaction that decides it. */
export async function queueFollowAnswer(
  tx: Transaction,
  jobs: JobQueue,
  answer: FollowAnswerJob,
): Promise<void> {
  await jobs.send(tx, JOB_QUEUES.fediverseFollowAnswer, answer);
}
