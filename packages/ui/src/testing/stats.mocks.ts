import type { StatsArticles, StatsGrowth, StatsViews } from '@byline/api-client/contract';
import {
  mockArticleDay,
  mockDay,
  mockGrowth,
  mockSourcesAndDevices,
  mockViews,
} from '@byline/api-client/mocks';

/** Stats as the mock backend answers them, with 0, 1 or 365 days of history (docs/adr/0035). */
export const statsViews = (history: number, days: number): StatsViews =>
  mockViews(days, (ago) => mockArticleDay(5, ago, history));

/** A growing count: an addition on some of the period's days. */
export const statsGrowth = (history: number, days: number): StatsGrowth =>
  mockGrowth(
    days,
    Array.from({ length: Math.min(history, days) }, (_, ago) => ({
      at: mockDay(ago),
      amount: ago % 3 === 0 ? 2 : 0,
    })),
    40,
  );

export const statsBreakdown = (total: number) => mockSourcesAndDevices(total);

/** Who wrote the table's articles (the site's table names them). */
const STATS_AUTHORS = [
  { id: 1, name: 'Amara Okafor' },
  { id: 2, name: 'Daniel Reyes' },
  { id: 3, name: 'Ines Moreau' },
];

/** An articles table: `total` articles, one page of 20 shown. */
export const statsArticles = (total: number, page = 1): StatsArticles => ({
  items: Array.from({ length: Math.max(0, Math.min(20, total - (page - 1) * 20)) }, (_, index) => {
    const id = (page - 1) * 20 + index + 1;
    const views = 1000 - id * 13;
    const reads = Math.floor(views * 0.4);
    return {
      id,
      title: `Story number ${id}`,
      published_at: `${mockDay(id)}T08:00:00.000Z`,
      views,
      reads,
      read_ratio: reads / views,
      comments: id % 5,
      coins: (id * 7) % 30,
      author: STATS_AUTHORS[id % STATS_AUTHORS.length] ?? { id: 1, name: 'Amara Okafor' },
    };
  }),
  total,
  page,
  page_size: 20,
});

/** jsdom has no ResizeObserver, which the charts' responsive container needs. */
export function installResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
