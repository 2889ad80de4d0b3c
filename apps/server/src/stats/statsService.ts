import {
  type ArticleStats,
  type AuthorStats,
  roleAllows,
  SERVER_MESSAGES,
  type SiteStats,
  STATS_ARTICLES_PAGE_SIZE,
  type StatsArticleSort,
  type StatsArticles,
  type StatsDayPoint,
  type StatsGrowth,
  type StatsViews,
} from '@byline/api-client/contract';
import type { Caller } from '../auth/authenticate';
import type { Executor } from '../db/client';
import { refuse } from '../http/errors';
import type { Beacon, Reader, ViewCounter } from '../news/views';
import {
  articleDays,
  articleDevices,
  articleSources,
  authorDays,
  type DayCounts,
  dayOf,
  findArticleHeading,
  findUserEmail,
  followerDays,
  followerTotal,
  rewardDays,
  rewardTotal,
  siteDays,
  statsArticlePage,
  subscriberDays,
  subscriberTotal,
} from './statsRepository';

const DAY_MS = 86_400_000;

/** The days of a period ending today (UTC), oldest first, and the day after it. */
export function periodDays(days: number, now: number): { days: string[]; end: string } {
  const today = now - (now % DAY_MS);
  const list = Array.from({ length: days }, (_, index) =>
    dayOf(new Date(today - (days - 1 - index) * DAY_MS)),
  );
  return { days: list, end: dayOf(new Date(today + DAY_MS)) };
}

/** Every day of the period, with zeros where no row was kept. */
function fillViews(period: string[], rows: DayCounts[]): StatsDayPoint[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return period.map((day) => ({
    day,
    views: byDay.get(day)?.views ?? 0,
    reads: byDay.get(day)?.reads ?? 0,
  }));
}

/** A period's views: this period's days (and its totals) beside the previous period's total. */
async function viewsOf(
  read: (from: string, to: string) => Promise<DayCounts[]>,
  days: number,
  now: number,
): Promise<StatsViews> {
  const { days: period, end } = periodDays(days, now);
  const previous = periodDays(days, now - days * DAY_MS);
  // One range of 2 × days rows at most: the previous period and this one.
  const rows = await read(previous.days[0] ?? end, end);
  const first = period[0] ?? end;
  const series = fillViews(
    period,
    rows.filter((row) => row.day >= first),
  );
  return {
    days,
    series,
    total_views: series.reduce((sum, point) => sum + point.views, 0),
    total_reads: series.reduce((sum, point) => sum + point.reads, 0),
    previous_views: rows.filter((row) => row.day < first).reduce((sum, row) => sum + row.views, 0),
  };
}

/** A growing count's period: each day's additions and the total now. */
function growthOf(
  period: string[],
  rows: { day: string; added: number }[],
  total: number,
): StatsGrowth {
  const byDay = new Map(rows.map((row) => [row.day, row.added]));
  const series = period.map((day) => ({ day, added: byDay.get(day) ?? 0 }));
  return { series, added: series.reduce((sum, point) => sum + point.added, 0), total };
}

/** An author sees their own stats alone: 403 for anyone else's. */
function refuseOthers(callerId: number, authorId: number): void {
  if (callerId !== authorId) refuse({ status: 403, message: SERVER_MESSAGES.notYourStats });
}

const startOf = (period: string[]) => new Date(`${period[0]}T00:00:00.000Z`);

export async function readAuthorStats(
  db: Executor,
  callerId: number,
  { user_id: authorId, days }: { user_id: number; days: number },
  now = Date.now(),
): Promise<AuthorStats> {
  refuseOthers(callerId, authorId);
  const { days: period } = periodDays(days, now);
  const from = startOf(period);
  const [views, followerRows, followers, coinRows, coins] = await Promise.all([
    viewsOf((start, end) => authorDays(db, authorId, start, end), days, now),
    followerDays(db, authorId, from),
    followerTotal(db, authorId),
    rewardDays(db, authorId, from),
    rewardTotal(db, authorId),
  ]);
  return {
    views,
    followers: growthOf(period, followerRows, followers),
    coins: growthOf(period, coinRows, coins),
  };
}

export async function readStatsArticles(
  db: Executor,
  callerId: number,
  input: { user_id: number; sort: StatsArticleSort; order: 'asc' | 'desc'; page: number },
): Promise<StatsArticles> {
  refuseOthers(callerId, input.user_id);
  return articlesTable(db, { ...input, authorId: input.user_id });
}

/** Every author's articles with their figures: for those who may see the site's stats. */
export async function readSiteStatsArticles(
  db: Executor,
  caller: Pick<Caller, 'userId' | 'role'>,
  adminEmails: readonly string[],
  input: { sort: StatsArticleSort; order: 'asc' | 'desc'; page: number },
): Promise<StatsArticles> {
  await refuseSiteStats(db, caller, adminEmails);
  return articlesTable(db, input);
}

async function articlesTable(
  db: Executor,
  input: { authorId?: number; sort: StatsArticleSort; order: 'asc' | 'desc'; page: number },
): Promise<StatsArticles> {
  const { items, total } = await statsArticlePage(db, {
    ...(input.authorId === undefined ? {} : { authorId: input.authorId }),
    sort: input.sort,
    order: input.order,
    offset: (input.page - 1) * STATS_ARTICLES_PAGE_SIZE,
    limit: STATS_ARTICLES_PAGE_SIZE,
  });
  return {
    items: items.map((item) => ({
      id: item.id,
      title: item.title,
      published_at: item.publishedAt?.toISOString() ?? null,
      views: item.views,
      reads: item.reads,
      read_ratio: item.views > 0 ? Math.min(1, item.reads / item.views) : 0,
      comments: item.comments,
      coins: item.coins,
      author: { id: item.authorId, name: item.authorName },
    })),
    total,
    page: input.page,
    page_size: STATS_ARTICLES_PAGE_SIZE,
  };
}

/** One article's stats: for its author, and for those who see the site's (its table links here). */
export async function readArticleStats(
  db: Executor,
  caller: Pick<Caller, 'userId' | 'role'>,
  adminEmails: readonly string[],
  { news_id: articleId, days }: { news_id: number; days: number },
  now = Date.now(),
): Promise<ArticleStats> {
  const article = await findArticleHeading(db, articleId);
  if (!article) refuse({ status: 404, message: SERVER_MESSAGES.articleNotFound });
  if (caller.userId !== article.authorId && !(await seesSiteStats(db, caller, adminEmails))) {
    refuse({ status: 403, message: SERVER_MESSAGES.notYourStats });
  }
  const { days: period, end } = periodDays(days, now);
  const first = period[0] ?? end;
  const [views, sources, devices] = await Promise.all([
    viewsOf((start, stop) => articleDays(db, articleId, start, stop), days, now),
    articleSources(db, articleId, first, end),
    articleDevices(db, articleId, first, end),
  ]);
  return {
    article: {
      id: articleId,
      title: article.title,
      published_at: article.publishedAt?.toISOString() ?? null,
    },
    views,
    sources: sources as ArticleStats['sources'],
    devices: devices as ArticleStats['devices'],
  };
}

/**
 * The whole site's stats are for editors and administrators (the roles that review), and for the
 * addresses `STATS_ADMIN_EMAILS` names: 403 for anyone else.
 */
async function seesSiteStats(
  db: Executor,
  caller: Pick<Caller, 'userId' | 'role'>,
  adminEmails: readonly string[],
): Promise<boolean> {
  if (roleAllows(caller.role, 'review')) return true;
  const email = await findUserEmail(db, caller.userId);
  return email !== null && adminEmails.includes(email.toLowerCase());
}

async function refuseSiteStats(
  db: Executor,
  caller: Pick<Caller, 'userId' | 'role'>,
  adminEmails: readonly string[],
): Promise<void> {
  if (!(await seesSiteStats(db, caller, adminEmails))) {
    refuse({ status: 403, message: SERVER_MESSAGES.siteStatsForbidden });
  }
}

/** The whole site's stats (`refuseSiteStats` says for whom). */
export async function readSiteStats(
  db: Executor,
  caller: Pick<Caller, 'userId' | 'role'>,
  adminEmails: readonly string[],
  { days }: { days: number },
  now = Date.now(),
): Promise<SiteStats> {
  await refuseSiteStats(db, caller, adminEmails);
  const { days: period } = periodDays(days, now);
  const from = startOf(period);
  const [views, coinRows, coins, subscriberRows, subscribers] = await Promise.all([
    viewsOf((start, end) => siteDays(db, start, end), days, now),
    rewardDays(db, null, from),
    rewardTotal(db, null),
    subscriberDays(db, from),
    subscriberTotal(db),
  ]);
  return {
    views,
    coins: growthOf(period, coinRows, coins),
    subscribers: growthOf(period, subscriberRows, subscribers),
  };
}

/** An article page's beacon: 404 when the article is not live; whether it counted. */
export async function recordBeacon(
  views: ViewCounter,
  beacon: Beacon,
  reader: Reader,
): Promise<{ counted: boolean }> {
  const counted = await views.beacon(beacon, reader);
  if (counted === null) refuse({ status: 404, message: SERVER_MESSAGES.articleNotFound });
  return { counted };
}
