import '@mantine/charts/styles.layer.css';
import {
  PAGE_PATHS,
  parseId,
  type StatsArticleSort,
  type StatsPeriod,
  useArticleStats,
  useAuthorStats,
  useSiteStats,
  useSiteStatsArticles,
  useStatsArticles,
} from '@byline/api-client';
import {
  AppLink,
  ArticleStatsBreakdown,
  PageContainer,
  STATS_TEXTS,
  StatsArticlesTable,
  StatsGrowthPanel,
  StatsViewsPanel,
} from '@byline/ui';
import { Anchor, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageMeta } from '../../pageMeta/PageMeta';
import { useSession } from '../../session/SessionProvider';

/** The period a stats page shows first. */
const FIRST_PERIOD: StatsPeriod = 30;

/** What every stats panel takes from its page's read: loading, the error, a retry. */
const panelState = (read: {
  isLoading: boolean;
  error?: { message: string } | undefined;
  mutate: () => Promise<unknown>;
}) => ({
  loading: read.isLoading,
  error: read.error?.message ?? null,
  onRetry: () => void read.mutate(),
});

/** An articles table's order and page; a new order starts at the first page. */
function useTableOrder() {
  const [order, setOrder] = useState<{ sort: StatsArticleSort; order: 'asc' | 'desc' }>({
    sort: 'published_at',
    order: 'desc',
  });
  const [page, setPage] = useState(1);
  const tableProps = {
    sort: order.sort,
    order: order.order,
    onSortChange: (sort: StatsArticleSort, direction: 'asc' | 'desc') => {
      setOrder({ sort, order: direction });
      setPage(1);
    },
    onPageChange: setPage,
    articleHref: PAGE_PATHS.articleStats,
  };
  return { query: { ...order, page }, tableProps };
}

/**
 * /stats: the signed-in author's views over 7, 30 or 365 days, their followers and coins, and
 * their articles table (docs/adr/0035). A lazy chunk with the charts: no reader page loads it.
 */
export function StatsRoute() {
  const { session } = useSession();
  const userId = session?.userId ?? null;
  const [period, setPeriod] = useState<StatsPeriod>(FIRST_PERIOD);
  const table = useTableOrder();
  const stats = useAuthorStats(userId, period);
  const articles = useStatsArticles(userId, table.query);
  const state = panelState(stats);
  return (
    <PageContainer>
      <PageMeta noindex title={STATS_TEXTS.pageTitle} description={STATS_TEXTS.viewsTitle} />
      <Stack gap="lg">
        <Title order={1}>{STATS_TEXTS.pageTitle}</Title>
        <StatsViewsPanel
          {...state}
          views={stats.data?.views}
          period={period}
          onPeriodChange={setPeriod}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <StatsGrowthPanel
            {...state}
            title={STATS_TEXTS.followersTitle}
            growth={stats.data?.followers}
            days={period}
          />
          <StatsGrowthPanel
            {...state}
            title={STATS_TEXTS.coinsTitle}
            growth={stats.data?.coins}
            days={period}
            color="yellow.7"
          />
        </SimpleGrid>
        <StatsArticlesTable
          articles={articles.data}
          {...panelState(articles)}
          {...table.tableProps}
        />
      </Stack>
    </PageContainer>
  );
}

/** /stats/article/:id: one of the author's articles, its views, sources and devices. */
export function ArticleStatsRoute() {
  const newsId = parseId(useParams().id);
  const [period, setPeriod] = useState<StatsPeriod>(FIRST_PERIOD);
  const stats = useArticleStats(newsId, period);
  const state = panelState(stats);
  const title = stats.data?.article.title ?? STATS_TEXTS.articleStats;
  return (
    <PageContainer>
      <PageMeta noindex title={title} description={STATS_TEXTS.articleStats} />
      <Stack gap="lg">
        <Anchor component={AppLink} href={PAGE_PATHS.stats} size="sm">
          {STATS_TEXTS.backToStats}
        </Anchor>
        <Title order={1}>{title}</Title>
        <StatsViewsPanel
          {...state}
          views={stats.data?.views}
          period={period}
          onPeriodChange={setPeriod}
        />
        <ArticleStatsBreakdown {...state} stats={stats.data} />
      </Stack>
    </PageContainer>
  );
}

/** /stats/site: the whole site, for editors and administrators (and STATS_ADMIN_EMAILS). */
export function SiteStatsRoute() {
  const [period, setPeriod] = useState<StatsPeriod>(FIRST_PERIOD);
  const stats = useSiteStats(period);
  const state = panelState(stats);
  const table = useTableOrder();
  // Asked once the site's stats answered: someone refused them is refused this too.
  const articles = useSiteStatsArticles(table.query, stats.data !== undefined);
  return (
    <PageContainer>
      <PageMeta noindex title={STATS_TEXTS.siteTitle} description={STATS_TEXTS.siteTitle} />
      <Stack gap="lg">
        <Title order={1}>{STATS_TEXTS.siteTitle}</Title>
        <StatsViewsPanel
          {...state}
          views={stats.data?.views}
          period={period}
          onPeriodChange={setPeriod}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <StatsGrowthPanel
            {...state}
            title={STATS_TEXTS.subscribersTitle}
            growth={stats.data?.subscribers}
            days={period}
          />
          <StatsGrowthPanel
            {...state}
            title={STATS_TEXTS.coinsTitle}
            growth={stats.data?.coins}
            days={period}
            color="yellow.7"
          />
        </SimpleGrid>
        <StatsArticlesTable
          articles={articles.data}
          {...(stats.data ? panelState(articles) : state)}
          {...table.tableProps}
          showAuthor
        />
      </Stack>
    </PageContainer>
  );
}
