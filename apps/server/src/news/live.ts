import { type ArticleStatus, articleStatusAt } from '@byline/api-client/contract';
import { and, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import { articles } from '../db/schema';

/**
 * What readers see of articles (docs/adr/0016): published, and its time has come. A scheduled
 * article is stored published with its time ahead, and is shown nowhere until then: every reader
 * query asks this. The feed indexes lead with published_at (after their equality columns), so the
 * time bounds the index range rather than filtering rows. `now()` is the database's clock.
 */
export const live = and(
  eq(articles.status, 'published'),
  lte(articles.publishedAt, sql`now()`),
) as SQL;

/** Published with its time still ahead: scheduled. */
export const scheduled = and(
  eq(articles.status, 'published'),
  gt(articles.publishedAt, sql`now()`),
) as SQL;

/** An article's status as the API shows it now (contract `articleStatusAt`). */
export function statusNow(article: {
  status: 'draft' | 'published';
  publishedAt: Date | null;
}): ArticleStatus {
  return articleStatusAt(article, new Date());
}
