import { z } from 'zod/mini';
import { idSchema, wholeNumberSchema } from './entities';
import { STATS_ARTICLES_PAGE_SIZE, STATS_PERIODS, STATS_VIEWPORT_MAX } from './limits';
import { SERVER_MESSAGES } from './messages';

/**
 * Stats (docs/adr/0035): what an author's writing does, day by day. Counts are kept per UTC day
 * and dimension, never per reader; a period is the last 7, 30 or 365 days including today.
 */

const count = z.number().check(z.int(), z.nonnegative());
/** A UTC day, `YYYY-MM-DD`. */
export const statsDaySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The periods a stats page may show, in days. */
export const statsPeriodSchema = z.pipe(
  z.union([z.number(), z.string()]),
  z.coerce.number<string | number>().check(
    z.refine((days) => (STATS_PERIODS as readonly number[]).includes(days), {
      error: SERVER_MESSAGES.statsPeriod,
    }),
  ),
);
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/** One day of views and reads. */
export const statsDaySeriesPointSchema = z.object({
  day: statsDaySchema,
  views: count,
  reads: count,
});
export type StatsDayPoint = z.infer<typeof statsDaySeriesPointSchema>;

/** One day of a count that grows (followers, coins, subscribers): what was added that day. */
export const statsGrowthPointSchema = z.object({ day: statsDaySchema, added: count });
export type StatsGrowthPoint = z.infer<typeof statsGrowthPointSchema>;

/** Views of a period: every day of it (oldest first), its totals and the previous period's. */
export const statsViewsSchema = z.object({
  days: count,
  series: z.array(statsDaySeriesPointSchema),
  total_views: count,
  total_reads: count,
  previous_views: count,
});
export type StatsViews = z.infer<typeof statsViewsSchema>;

/** A growing count over a period: every day's additions and the total now. */
export const statsGrowthSchema = z.object({
  series: z.array(statsGrowthPointSchema),
  added: count,
  total: count,
});
export type StatsGrowth = z.infer<typeof statsGrowthSchema>;

export const authorStatsQuerySchema = z.object({
  user_id: idSchema,
  days: z._default(statsPeriodSchema, 30),
});
export type AuthorStatsQuery = z.input<typeof authorStatsQuerySchema>;

/** An author's page: views, followers and coins over the period. */
export const authorStatsSchema = z.object({
  views: statsViewsSchema,
  followers: statsGrowthSchema,
  coins: statsGrowthSchema,
});
export type AuthorStats = z.infer<typeof authorStatsSchema>;

/** How the articles table may be sorted. */
export const STATS_ARTICLE_SORTS = [
  'published_at',
  'views',
  'reads',
  'read_ratio',
  'comments',
  'coins',
] as const;
export type StatsArticleSort = (typeof STATS_ARTICLE_SORTS)[number];

export const statsArticlesQuerySchema = z.object({
  user_id: idSchema,
  sort: z._default(z.enum(STATS_ARTICLE_SORTS), 'published_at'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
  page: z._default(wholeNumberSchema(100_000), 1),
});
export type StatsArticlesQuery = z.input<typeof statsArticlesQuerySchema>;

/** The site's articles table: every author's, sorted and paged like an author's own. */
export const siteStatsArticlesQuerySchema = z.omit(statsArticlesQuerySchema, { user_id: true });
export type SiteStatsArticlesQuery = z.input<typeof siteStatsArticlesQuerySchema>;

/** A row of the articles table: all-time figures of one published article. */
export const statsArticleRowSchema = z.object({
  id: idSchema,
  title: z.string(),
  published_at: z.nullable(z.string()),
  views: count,
  reads: count,
  /** reads / views, 0 to 1 (0 without views). */
  read_ratio: z.number().check(z.gte(0), z.lte(1)),
  comments: count,
  coins: count,
  /** Its author (the site's table names them; an author's own table too, for one shape). */
  author: z.object({ id: idSchema, name: z.string() }),
});
export type StatsArticleRow = z.infer<typeof statsArticleRowSchema>;

export const statsArticlesSchema = z.object({
  items: z.array(statsArticleRowSchema),
  total: count,
  page: count,
  page_size: z.literal(STATS_ARTICLES_PAGE_SIZE),
});
export type StatsArticles = z.infer<typeof statsArticlesSchema>;

export const articleStatsQuerySchema = z.object({
  news_id: idSchema,
  days: z._default(statsPeriodSchema, 30),
});
export type ArticleStatsQuery = z.input<typeof articleStatsQuerySchema>;

/** Where readers came from. */
export const STATS_SOURCES = [
  'direct',
  'internal',
  'search',
  'feed',
  'newsletter',
  'fediverse',
  'website',
] as const;
export type StatsSource = (typeof STATS_SOURCES)[number];

/** The query parameter the site's own feed, newsletter and fediverse links carry (docs/privacy.md). */
export const SOURCE_MARKER_PARAM = 'ref';
/** The sources the site marks on the links it sends out itself. */
export type MarkedSource = Extract<StatsSource, 'feed' | 'newsletter' | 'fediverse'>;

/**
 * An article link as the site sends it out in a feed, an email or to the fediverse: marked with
 * where it was sent, so a view through it counts under that source. Only the link people follow
 * carries it; identifiers (a feed's guid, an ActivityPub id, the canonical link) stay clean.
 */
export function withSourceMarker(url: string, source: MarkedSource): string {
  return `${url}${url.includes('?') ? '&' : '?'}${SOURCE_MARKER_PARAM}=${source}`;
}
export const STATS_DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type StatsDevice = (typeof STATS_DEVICES)[number];

/** One article's page: views per day of the period, where readers came from, their devices. */
export const articleStatsSchema = z.object({
  article: z.object({ id: idSchema, title: z.string(), published_at: z.nullable(z.string()) }),
  views: statsViewsSchema,
  sources: z.array(z.object({ source: z.enum(STATS_SOURCES), domain: z.string(), views: count })),
  devices: z.array(z.object({ device: z.enum(STATS_DEVICES), views: count })),
});
export type ArticleStats = z.infer<typeof articleStatsSchema>;

export const siteStatsQuerySchema = z.object({ days: z._default(statsPeriodSchema, 30) });
export type SiteStatsQuery = z.input<typeof siteStatsQuerySchema>;

/** The whole site: views, coins rewarded and confirmed newsletter subscribers over the period. */
export const siteStatsSchema = z.object({
  views: statsViewsSchema,
  coins: statsGrowthSchema,
  subscribers: statsGrowthSchema,
});
export type SiteStats = z.infer<typeof siteStatsSchema>;

/**
 * What an article page reports, once per page view: `view` with the viewport's width (its device
 * class is counted), `read` when the reader reached the end of the text. Counted once per reader,
 * article and day, as views are.
 */
export const statsBeaconRequestSchema = z.object({
  news_id: idSchema,
  event: z.enum(['view', 'read'], SERVER_MESSAGES.statsBeacon),
  width: wholeNumberSchema(STATS_VIEWPORT_MAX),
});
export type StatsBeaconRequest = z.input<typeof statsBeaconRequestSchema>;

export const statsBeaconSchema = z.object({ counted: z.boolean() });
export type StatsBeacon = z.infer<typeof statsBeaconSchema>;

/** The device class of a viewport width in CSS pixels (the kit's `sm` and `lg` breakpoints). */
export function deviceOfWidth(width: number): StatsDevice {
  if (width < 768) return 'phone';
  if (width < 1200) return 'tablet';
  return 'desktop';
}
