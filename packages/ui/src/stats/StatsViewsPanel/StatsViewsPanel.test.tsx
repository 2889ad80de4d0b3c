import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STATS_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { installResizeObserver, statsViews } from '../../testing/stats.mocks';
import { StatsViewsPanel } from './StatsViewsPanel';

beforeAll(installResizeObserver);
afterEach(cleanup);

describe('StatsViewsPanel', () => {
  it('says the total, the change on the previous period and each day in a table', () => {
    const views = statsViews(365, 7);
    renderWithTheme(<StatsViewsPanel views={views} period={7} onPeriodChange={() => {}} />);
    expect(screen.getByText(STATS_TEXTS.views(views.total_views))).toBeTruthy();
    expect(
      screen.getByText(STATS_TEXTS.change(views.total_views, views.previous_views, 7)),
    ).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(8);
  });

  it('switches the period', () => {
    const onPeriodChange = vi.fn();
    renderWithTheme(
      <StatsViewsPanel views={statsViews(365, 7)} period={7} onPeriodChange={onPeriodChange} />,
    );
    fireEvent.click(screen.getByText(STATS_TEXTS.period(365)));
    expect(onPeriodChange).toHaveBeenCalledWith(365);
  });

  it('says there were no views, and shows a failure with a retry', () => {
    const onRetry = vi.fn();
    renderWithTheme(
      <StatsViewsPanel views={statsViews(0, 30)} period={30} onPeriodChange={() => {}} />,
    );
    expect(screen.getByText(STATS_TEXTS.noViews)).toBeTruthy();
    cleanup();
    renderWithTheme(
      <StatsViewsPanel period={30} onPeriodChange={() => {}} error="Down" onRetry={onRetry} />,
    );
    expect(screen.getByText(STATS_TEXTS.loadError)).toBeTruthy();
  });
});

describeComponent(StatsViewsPanel, {
  props: { views: statsViews(365, 30), period: 30, onPeriodChange: () => {} },
});
