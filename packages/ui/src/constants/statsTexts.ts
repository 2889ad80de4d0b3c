import { defineMessages } from '../locale/defineMessages';

/** Texts of the stats pages (docs/adr/0035); not in the spec. */

/** A count as the kit writes numbers ("1,234"). */
const figure = (count: number) => Number(count).toLocaleString('en-US');
const plural = (count: number, one: string, many: string) =>
  `${figure(count)} ${count === 1 ? one : many}`;

export const STATS_TEXTS = /* @__PURE__ */ defineMessages('stats', {
  pageTitle: 'Stats',
  siteTitle: 'Site stats',
  /** The link from the profile and My Drafts. */
  link: 'Stats',
  viewsTitle: 'Views',
  periodLabel: 'Period',
  period: (days: number) => `${days} days`,
  periodLong: (days: number) => `the last ${days} days`,
  views: (count: number) => plural(count, 'view', 'views'),
  reads: (count: number) => plural(count, 'read', 'reads'),
  /** "+25% on the previous 30 days", "no change", "new this period". */
  change: (current: number, previous: number, days: number) => {
    if (previous === 0)
      return current === 0
        ? 'No views in either period'
        : `Up from none in the previous ${days} days`;
    const percent = Math.round(((current - previous) / previous) * 100);
    if (percent === 0) return `No change on the previous ${days} days`;
    return `${percent > 0 ? 'Up' : 'Down'} ${Math.abs(percent)}% on the previous ${days} days`;
  },
  viewsSummary: (views: number, reads: number, days: number) =>
    `${plural(views, 'view', 'views')} and ${plural(reads, 'read', 'reads')} in the last ${days} days.`,
  showTable: 'Show the figures as a table',
  dayColumn: 'Day',
  viewsColumn: 'Views',
  readsColumn: 'Reads',
  addedColumn: 'Added',
  loading: 'Loading stats',
  loadError: 'Stats could not be loaded',
  noViews: 'No views in this period yet.',
  followersTitle: 'Followers',
  coinsTitle: 'Coins received',
  subscribersTitle: 'Newsletter subscribers',
  growthSummary: (added: number, total: number, days: number) =>
    `${figure(added)} added in the last ${days} days; ${figure(total)} in all.`,
  articlesTitle: 'Articles',
  articleColumn: 'Article',
  authorColumn: 'Author',
  publishedColumn: 'Published',
  readRatioColumn: 'Read ratio',
  commentsColumn: 'Comments',
  coinsColumn: 'Coins',
  sortBy: (column: string) => `Sort by ${column}`,
  noArticles: 'No published articles yet.',
  pages: 'Pages of articles',
  sourcesTitle: 'Where readers came from',
  sourceColumn: 'Source',
  shareColumn: 'Share',
  devicesTitle: 'Devices',
  deviceColumn: 'Device',
  noSources: 'No views to break down yet.',
  source: {
    direct: 'Direct or unknown',
    internal: 'Byline pages',
    search: 'Search engine',
    feed: 'Feeds',
    newsletter: 'Newsletter',
    fediverse: 'Fediverse',
    website: 'Other website',
  },
  device: { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' },
  articleStats: 'Article stats',
  backToStats: 'Back to stats',
});
