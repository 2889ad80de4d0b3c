export {
  ArticleStatsBreakdown,
  type ArticleStatsBreakdownProps,
} from './ArticleStatsBreakdown/ArticleStatsBreakdown';
export {
  StatsArticlesTable,
  type StatsArticlesTableProps,
} from './StatsArticlesTable/StatsArticlesTable';
export { StatsCard, type StatsCardProps, type StatsState } from './StatsCard/StatsCard';
export { StatsGrowthPanel, type StatsGrowthPanelProps } from './StatsGrowthPanel/StatsGrowthPanel';
export { StatsViewsPanel, type StatsViewsPanelProps } from './StatsViewsPanel/StatsViewsPanel';
