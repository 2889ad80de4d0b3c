import useSWR from 'swr';
import type {
  ArticleStats,
  AuthorStats,
  SiteStats,
  StatsArticleSort,
  StatsArticles,
  StatsPeriod,
} from '../contract';
import { useApiClient } from './ApiClientProvider';
import { swrKeys } from './swrKeys';
import { type ApiResource, hasId, type MaybeId } from './useReads';

/**
 * The stats pages' reads (docs/adr/0035), signed in only: an author's own views, followers and
 * coins; their articles table; one article's page; the whole site's (its administrators). A
 * module of its own, loaded with the stats pages' chunk alone. `null` asks nothing.
 */
export function useAuthorStats(userId: MaybeId, days: StatsPeriod): ApiResource<AuthorStats> {
  const client = useApiClient();
  return useSWR(hasId(userId) ? swrKeys.stats('author', userId, days) : null, () =>
    client.authorStats({ user_id: userId as number, days }),
  );
}

export interface StatsArticlesOrder {
  sort: StatsArticleSort;
  order: 'asc' | 'desc';
  page: number;
}

export function useStatsArticles(
  userId: MaybeId,
  { sort, order, page }: StatsArticlesOrder,
): ApiResource<StatsArticles> {
  const client = useApiClient();
  return useSWR(
    hasId(userId) ? swrKeys.stats('articles', userId, sort, order, page) : null,
    () => client.statsArticles({ user_id: userId as number, sort, order, page }),
    // The next page keeps showing the last one until it arrives.
    { keepPreviousData: true },
  );
}

/** The site's articles table (every author's); `enabled` false asks nothing. */
export function useSiteStatsArticles(
  { sort, order, page }: StatsArticlesOrder,
  enabled = true,
): ApiResource<StatsArticles> {
  const client = useApiClient();
  return useSWR(
    enabled ? swrKeys.stats('siteArticles', sort, order, page) : null,
    () => client.siteStatsArticles({ sort, order, page }),
    { keepPreviousData: true },
  );
}

export function useArticleStats(newsId: MaybeId, days: StatsPeriod): ApiResource<ArticleStats> {
  const client = useApiClient();
  return useSWR(hasId(newsId) ? swrKeys.stats('article', newsId, days) : null, () =>
    client.articleStats({ news_id: newsId as number, days }),
  );
}

export function useSiteStats(days: StatsPeriod | null): ApiResource<SiteStats> {
  const client = useApiClient();
  return useSWR(days === null ? null : swrKeys.stats('site', days), () =>
    client.siteStats({ days: days as number }),
  );
}
