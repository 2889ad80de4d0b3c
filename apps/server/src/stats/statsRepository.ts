import type { StatsDevice } from '@byline/api-client/contract';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  articleDailyDevices,
  articleDailySources,
  articleDailyStats,
  articleStatMarks,
  articleStatTotals,
  articles,
  articleViews,
  authorDailyStats,
  coinTransfers,
  follows,
  siteDailyStats,
  subscriptions,
  users,
} from '../db/schema';
import { live } from '../news/live';
import type { ViewSource } from './referrer';

/** A UTC day as the daily tables keep it. */
export const dayOf = (time: Date): string => time.toISOString().slice(0, 10);

/** Adds one to the day's counter of each rollup a counted view or read feeds. */
export async function addToDailyStats(
  db: Executor,
  {
    articleId,
    authorId,
    day,
    field,
  }: {
    articleId: number;
    authorId: number;
    day: string;
    field: 'views' | 'reads';
  },
): Promise<void> {
  const one = { [field]: 1 };
  await db
    .insert(articleDailyStats)
    .values({ articleId, day, ...one })
    .onConflictDoUpdate({
      target: [articleDailyStats.articleId, articleDailyStats.day],
      set: { [field]: sql`${articleDailyStats[field]} + 1` },
    });
  await db
    .insert(authorDailyStats)
    .values({ authorId, day, ...one })
    .onConflictDoUpdate({
      target: [authorDailyStats.authorId, authorDailyStats.day],
      set: { [field]: sql`${authorDailyStats[field]} + 1` },
    });
  await db
    .insert(siteDailyStats)
    .values({ day, ...one })
    .onConflictDoUpdate({
      target: siteDailyStats.day,
      set: { [field]: sql`${siteDailyStats[field]} + 1` },
    });
  if (field === 'reads') {
    await db
      .insert(articleStatTotals)
      .values({ articleId, reads: 1 })
      .onConflictDoUpdate({
        target: articleStatTotals.articleId,
        set: { reads: sql`${articleStatTotals.reads} + 1` },
      });
  }
}

/** Adds a counted view to its source's day. */
export async function addSourceView(
  db: Executor,
  { articleId, day, source }: { articleId: number; day: string; source: ViewSource },
): Promise<void> {
  await db
    .insert(articleDailySources)
    .values({ articleId, day, source: source.source, domain: source.domain, views: 1 })
    .onConflictDoUpdate({
      target: [
        articleDailySources.articleId,
        articleDailySources.day,
        articleDailySources.source,
        articleDailySources.domain,
      ],
      set: { views: sql`${articleDailySources.views} + 1` },
    });
}

/** Adds a counted view to its device class's day. */
export async function addDeviceView(
  db: Executor,
  { articleId, day, device }: { articleId: number; day: string; device: StatsDevice },
): Promise<void> {
  await db
    .insert(articleDailyDevices)
    .values({ articleId, day, device, views: 1 })
    .onConflictDoUpdate({
      target: [articleDailyDevices.articleId, articleDailyDevices.day, articleDailyDevices.device],
      set: { views: sql`${articleDailyDevices.views} + 1` },
    });
}

/** Notes a reader's read or device for the window; true when the note is new. */
export async function noteStatMark(
  db: Executor,
  mark: { windowStart: Date; articleId: number; kind: 'read' | 'device'; readerKey: string },
): Promise<boolean> {
  const rows = await db
    .insert(articleStatMarks)
    .values(mark)
    .onConflictDoNothing()
    .returning({ id: articleStatMarks.articleId });
  return rows.length > 0;
}

/** Whether one of these reader keys was counted as a viewer of the article in the window. */
export async function wasViewedBy(
  db: Executor,
  {
    windowStart,
    articleId,
    readerKeys,
  }: { windowStart: Date; articleId: number; readerKeys: string[] },
): Promise<boolean> {
  const rows = await db
    .select({ id: articleViews.articleId })
    .from(articleViews)
    .where(
      and(
        eq(articleViews.windowStart, windowStart),
        eq(articleViews.articleId, articleId),
        sql`${articleViews.readerKey} in ${readerKeys}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Forgets the read and device notes of windows before `windowStart`. */
export async function pruneStatMarksBefore(db: Executor, windowStart: Date): Promise<void> {
  await db.delete(articleStatMarks).where(lt(articleStatMarks.windowStart, windowStart));
}

/** A live article's author and title; null when readers cannot see it. */
export async function findLiveArticle(
  db: Executor,
  articleId: number,
): Promise<{ authorId: number } | null> {
  const rows = await db
    .select({ authorId: articles.authorId })
    .from(articles)
    .where(and(eq(articles.id, articleId), live))
    .limit(1);
  return rows[0] ?? null;
}

/** An article's author, title and publication, whatever its state; null when there is none. */
export async function findArticleHeading(db: Executor, articleId: number) {
  const rows = await db
    .select({
      authorId: articles.authorId,
      title: articles.title,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(eq(articles.id, articleId))
    .limit(1);
  return rows[0] ?? null;
}

/** One row per day that has one, from `from` (inclusive) to `to` (exclusive). */
export interface DayCounts {
  day: string;
  views: number;
  reads: number;
}

export async function authorDays(db: Executor, authorId: number, from: string, to: string) {
  return db
    .select({
      day: authorDailyStats.day,
      views: authorDailyStats.views,
      reads: authorDailyStats.reads,
    })
    .from(authorDailyStats)
    .where(
      and(
        eq(authorDailyStats.authorId, authorId),
        gte(authorDailyStats.day, from),
        lt(authorDailyStats.day, to),
      ),
    )
    .orderBy(asc(authorDailyStats.day));
}

export async function articleDays(db: Executor, articleId: number, from: string, to: string) {
  return db
    .select({
      day: articleDailyStats.day,
      views: articleDailyStats.views,
      reads: articleDailyStats.reads,
    })
    .from(articleDailyStats)
    .where(
      and(
        eq(articleDailyStats.articleId, articleId),
        gte(articleDailyStats.day, from),
        lt(articleDailyStats.day, to),
      ),
    )
    .orderBy(asc(articleDailyStats.day));
}

export async function siteDays(db: Executor, from: string, to: string) {
  return db
    .select({ day: siteDailyStats.day, views: siteDailyStats.views, reads: siteDailyStats.reads })
    .from(siteDailyStats)
    .where(and(gte(siteDailyStats.day, from), lt(siteDailyStats.day, to)))
    .orderBy(asc(siteDailyStats.day));
}

/** An article's views by source over the days, most first. */
export async function articleSources(db: Executor, articleId: number, from: string, to: string) {
  const views = sql<number>`sum(${articleDailySources.views})::bigint`.mapWith(Number);
  return db
    .select({ source: articleDailySources.source, domain: articleDailySources.domain, views })
    .from(articleDailySources)
    .where(
      and(
        eq(articleDailySources.articleId, articleId),
        gte(articleDailySources.day, from),
        lt(articleDailySources.day, to),
      ),
    )
    .groupBy(articleDailySources.source, articleDailySources.domain)
    .orderBy(desc(views), asc(articleDailySources.source), asc(articleDailySources.domain));
}

/** An article's views by device over the days. */
export async function articleDevices(db: Executor, articleId: number, from: string, to: string) {
  const views = sql<number>`sum(${articleDailyDevices.views})::bigint`.mapWith(Number);
  return db
    .select({ device: articleDailyDevices.device, views })
    .from(articleDailyDevices)
    .where(
      and(
        eq(articleDailyDevices.articleId, articleId),
        gte(articleDailyDevices.day, from),
        lt(articleDailyDevices.day, to),
      ),
    )
    .groupBy(articleDailyDevices.device)
    .orderBy(desc(views));
}

/** UTC day of a timestamp column, as text. */
const utcDay = (column: unknown) =>
  sql<string>`to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD')`;
const countAll = sql<number>`count(*)::int`.mapWith(Number);

/** New followers of an author per day, from `from` (a timestamp) on. */
export async function followerDays(db: Executor, authorId: number, from: Date) {
  const day = utcDay(follows.createdAt);
  return db
    .select({ day, added: countAll })
    .from(follows)
    .where(and(eq(follows.followeeId, authorId), gte(follows.createdAt, from)))
    .groupBy(day);
}

/** Coins rewarded to an author (or to anyone, with null) per day, from `from` on. */
export async function rewardDays(db: Executor, authorId: number | null, from: Date) {
  const day = utcDay(coinTransfers.createdAt);
  const added = sql<number>`sum(${coinTransfers.amount})::bigint`.mapWith(Number);
  return db
    .select({ day, added })
    .from(coinTransfers)
    .where(
      and(
        eq(coinTransfers.kind, 'reward'),
        authorId === null ? undefined : eq(coinTransfers.toUserId, authorId),
        gte(coinTransfers.createdAt, from),
      ),
    )
    .groupBy(day);
}

/** Coins rewarded to an author in all (or to anyone, with null). */
export async function rewardTotal(db: Executor, authorId: number | null): Promise<number> {
  const rows = await db
    .select({
      total: sql<number>`coalesce(sum(${coinTransfers.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(coinTransfers)
    .where(
      and(
        eq(coinTransfers.kind, 'reward'),
        authorId === null ? undefined : eq(coinTransfers.toUserId, authorId),
      ),
    );
  return rows[0]?.total ?? 0;
}

/** An author's followers now. */
export async function followerTotal(db: Executor, authorId: number): Promise<number> {
  const rows = await db
    .select({ total: users.followersCount })
    .from(users)
    .where(eq(users.id, authorId))
    .limit(1);
  return rows[0]?.total ?? 0;
}

/** Confirmed newsletter subscribers per day (of those still subscribed), from `from` on. */
export async function subscriberDays(db: Executor, from: Date) {
  const day = utcDay(subscriptions.confirmedAt);
  return db
    .select({ day, added: countAll })
    .from(subscriptions)
    .where(and(isNotNull(subscriptions.confirmedAt), gte(subscriptions.confirmedAt, from)))
    .groupBy(day);
}

/** Confirmed subscribers now: neither unsubscribed nor suppressed. */
export async function subscriberTotal(db: Executor): Promise<number> {
  const rows = await db
    .select({ total: countAll })
    .from(subscriptions)
    .where(
      sql`${subscriptions.confirmedAt} is not null and ${subscriptions.unsubscribedAt} is null and ${subscriptions.suppressedAt} is null`,
    );
  return rows[0]?.total ?? 0;
}

/** The sort keys of the articles table, as SQL. */
const ARTICLE_SORT_COLUMNS = {
  published_at: articles.publishedAt,
  views: articles.viewCount,
  reads: sql`coalesce(${articleStatTotals.reads}, 0)`,
  read_ratio: sql`coalesce(${articleStatTotals.reads}, 0)::float8 / greatest(${articles.viewCount}, 1)`,
  comments: articles.commentCount,
  coins: sql`coalesce(${articleStatTotals.coins}, 0)`,
} as const;

/** An author's published articles with their figures, one page in the chosen order. */
export async function statsArticlePage(
  db: Executor,
  {
    authorId,
    sort,
    order,
    offset,
    limit,
  }: {
    /** One author's articles; left out, every author's (the site's table). */
    authorId?: number;
    sort: keyof typeof ARTICLE_SORT_COLUMNS;
    order: 'asc' | 'desc';
    offset: number;
    limit: number;
  },
) {
  const key = ARTICLE_SORT_COLUMNS[sort];
  const direction = order === 'asc' ? asc : desc;
  const where = authorId === undefined ? live : and(eq(articles.authorId, authorId), live);
  const [items, totals] = await Promise.all([
    db
      .select({
        id: articles.id,
        title: articles.title,
        publishedAt: articles.publishedAt,
        views: articles.viewCount,
        reads: sql<number>`coalesce(${articleStatTotals.reads}, 0)`.mapWith(Number),
        comments: articles.commentCount,
        coins: sql<number>`coalesce(${articleStatTotals.coins}, 0)`.mapWith(Number),
        authorId: articles.authorId,
        authorName: users.fullName,
      })
      .from(articles)
      .innerJoin(users, eq(users.id, articles.authorId))
      .leftJoin(articleStatTotals, eq(articleStatTotals.articleId, articles.id))
      .where(where)
      .orderBy(direction(key), direction(articles.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: countAll }).from(articles).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}

/** Whether an address is among the configured administrators' (the user's verified email). */
export async function findUserEmail(db: Executor, userId: number): Promise<string | null> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0]?.email ?? null;
}

/**
 * Forgets removed articles' stats (their days, sources, devices and totals); the author's and the
 * site's days keep the views those articles had, as counts that name no one.
 */
export async function deleteArticleStats(db: Executor, articleIds: number[]): Promise<void> {
  if (articleIds.length === 0) return;
  for (const table of [articleDailyStats, articleDailySources, articleDailyDevices]) {
    await db.delete(table).where(inArray(table.articleId, articleIds));
  }
  await db.delete(articleStatTotals).where(inArray(articleStatTotals.articleId, articleIds));
}
