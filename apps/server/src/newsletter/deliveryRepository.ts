import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { articles, categories, newsletterDeliveries, users } from '../db/schema';

/**
 * The newsletter's deliveries (docs/adr/0029): one row per article and subscriber, unique, so
 * whatever a job does twice, a subscriber gets an article at most once.
 */

/**
 * One row for each subscriber who gets the article: confirmed, still subscribed, not
 * suppressed, and choosing all news, its category, or (signed-in readers) its author. Digest
 * subscribers' rows wait for the day's digest. Rows made before are kept. Answers how many rows
 * the article has for immediate sending.
 */
export async function createArticleDeliveries(tx: Executor, articleId: number): Promise<void> {
  await tx.execute(sql`
    insert into newsletter_deliveries (article_id, subscription_id, digest)
    select a.id, s.id, s.mode = 'digest'
    from articles a
    join subscriptions s on s.confirmed_at is not null and s.unsubscribed_at is null
      and s.suppressed_at is null
      and (cardinality(s.category_ids) = 0 or a.category_id = any(s.category_ids)
        or (s.follow_authors and s.user_id is not null and exists (
          select 1 from follows f where f.follower_id = s.user_id and f.followee_id = a.author_id)))
    where a.id = ${articleId}
    on conflict (subscription_id, article_id) do nothing`);
}

export interface ClaimedDelivery {
  id: number;
  subscriptionId: number;
  email: string;
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** A subscription mail still goes to: on the list, not left, not suppressed (`s`). */
const stillSubscribed = sql`s.confirmed_at is not null and s.unsubscribed_at is null and s.suppressed_at is null`;

/**
 * Claims up to `limit` waiting deliveries of an article (`sending`), skipping rows another
 * worker holds. The claim commits before anything is sent: a delivery is never sent twice.
 * Rows of subscribers who left or were suppressed since the article went out are `skipped`.
 */
export async function claimArticleBatch(
  tx: Executor,
  articleId: number,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const result = await tx.execute(sql`
    with claimed as (
      update newsletter_deliveries d
      set state = case when ${stillSubscribed} then 'sending' else 'skipped' end
      from subscriptions s
      where s.id = d.subscription_id and d.id in (
        select id from newsletter_deliveries
        where article_id = ${articleId} and not digest and state = 'pending'
        order by id limit ${limit} for update skip locked)
      returning d.id, d.subscription_id, d.state, s.email)
    select id as "id", subscription_id as "subscriptionId", email as "email"
    from claimed where state = 'sending'`);
  return rowsOf<ClaimedDelivery>(result);
}

/**
 * Digest subscribers with waiting deliveries: up to `limit` of them, claimed with their rows.
 * A subscriber who left or was suppressed since is answered `active: false`, their rows
 * `skipped`: nothing goes to them.
 */
export async function claimDigestBatch(
  tx: Executor,
  limit: number,
): Promise<Array<ClaimedDelivery & { articleIds: number[]; active: boolean }>> {
  const result = await tx.execute(sql`
    with picked as (
      select distinct subscription_id from newsletter_deliveries
      where digest and state = 'pending' order by subscription_id limit ${limit}),
    claimed as (
      update newsletter_deliveries d
      set state = case when ${stillSubscribed} then 'sending' else 'skipped' end
      from subscriptions s
      where s.id = d.subscription_id and d.digest and d.state = 'pending'
        and d.subscription_id in (select subscription_id from picked)
      returning d.id, d.subscription_id, d.article_id, d.state, s.email)
    select min(id)::integer as "id", subscription_id as "subscriptionId", email as "email",
      array_agg(article_id order by article_id desc) as "articleIds",
      bool_and(state = 'sending') as "active"
    from claimed
    group by subscription_id, email`);
  return rowsOf<ClaimedDelivery & { articleIds: number[]; active: boolean }>(result);
}

/** Marks deliveries sent, failed (refused for good) or waiting again (a send to retry). */
export async function settleDeliveries(
  db: Executor,
  ids: number[],
  state: 'sent' | 'failed' | 'pending',
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(newsletterDeliveries)
    .set({ state, ...(state === 'sent' ? { sentAt: new Date() } : {}) })
    .where(inArray(newsletterDeliveries.id, ids));
}

/** The same for a digest subscriber's rows being sent. */
export async function settleDigest(
  db: Executor,
  subscriptionId: number,
  state: 'sent' | 'failed' | 'pending',
): Promise<void> {
  await db
    .update(newsletterDeliveries)
    .set({ state, ...(state === 'sent' ? { sentAt: new Date() } : {}) })
    .where(
      and(
        eq(newsletterDeliveries.subscriptionId, subscriptionId),
        eq(newsletterDeliveries.digest, true),
        eq(newsletterDeliveries.state, 'sending'),
      ),
    );
}

/** Whether an article still has deliveries waiting to be sent now. */
export async function hasWaitingDeliveries(db: Executor, articleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterDeliveries.id })
    .from(newsletterDeliveries)
    .where(
      and(
        eq(newsletterDeliveries.articleId, articleId),
        eq(newsletterDeliveries.digest, false),
        eq(newsletterDeliveries.state, 'pending'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** How many subscribers an article was sent to (its author sees it). */
export async function sentCount(db: Executor, articleId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterDeliveries)
    .where(
      and(eq(newsletterDeliveries.articleId, articleId), eq(newsletterDeliveries.state, 'sent')),
    );
  return row?.n ?? 0;
}

/** What an email shows of articles. */
export async function findEmailArticles(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: articles.id,
      title: articles.title,
      subtitle: articles.subtitle,
      description: articles.description,
      imagePath: articles.imagePath,
      imageAlt: articles.imageAlt,
      category: categories.name,
      author: users.fullName,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .innerJoin(categories, eq(categories.id, articles.categoryId))
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(inArray(articles.id, ids));
}
