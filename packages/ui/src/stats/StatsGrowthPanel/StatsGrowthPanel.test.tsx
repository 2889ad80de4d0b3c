import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STATS_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { installResizeObserver, statsGrowth } from '../../testing/stats.mocks';
import { StatsGrowthPanel } from './StatsGrowthPanel';

beforeAll(installResizeObserver);
afterEach(cleanup);

describe('StatsGrowthPanel', () => {
  it('sums up the period and lists the days that added something', () => {
    const growth = statsGrowth(365, 7);
    renderWithTheme(
      <StatsGrowthPanel growth={growth} title={STATS_TEXTS.followersTitle} days={7} />,
    );
    expect(screen.getByText(STATS_TEXTS.growthSummary(growth.added, growth.total, 7))).toBeTruthy();
    const addedDays = growth.series.filter((point) => point.added > 0).length;
    expect(screen.getAllByRole('row')).toHaveLength(addedDays + 1);
  });

  it('shows no chart when nothing was added', () => {
    renderWithTheme(
      <StatsGrowthPanel growth={statsGrowth(0, 7)} title={STATS_TEXTS.coinsTitle} days={7} />,
    );
    expect(screen.getByText(STATS_TEXTS.growthSummary(0, 40, 7))).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describeComponent(StatsGrowthPanel, {
  props: { growth: statsGrowth(365, 30), title: STATS_TEXTS.followersTitle, days: 30 },
});
