import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATS_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { StatsCard } from './StatsCard';

afterEach(cleanup);

describe('StatsCard', () => {
  it('shows loading, then a failure with a retry, then what it holds', () => {
    const onRetry = vi.fn();
    const card = { title: STATS_TEXTS.viewsTitle, emptyMessage: STATS_TEXTS.noViews, empty: false };
    renderWithTheme(<StatsCard {...card} loading />);
    expect(screen.getByLabelText(STATS_TEXTS.loading)).toBeTruthy();
    cleanup();
    renderWithTheme(<StatsCard {...card} error="Server down" onRetry={onRetry} />);
    expect(screen.getByText('Server down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button'));
    expect(onRetry).toHaveBeenCalled();
    cleanup();
    renderWithTheme(<StatsCard {...card} empty />);
    expect(screen.getByText(STATS_TEXTS.noViews)).toBeTruthy();
  });
});

describeComponent(StatsCard, {
  props: { title: STATS_TEXTS.viewsTitle, emptyMessage: STATS_TEXTS.noViews, empty: true },
});
