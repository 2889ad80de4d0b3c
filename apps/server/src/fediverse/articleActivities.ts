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
