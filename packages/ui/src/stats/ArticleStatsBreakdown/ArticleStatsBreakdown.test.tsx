import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STATS_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { statsBreakdown } from '../../testing/stats.mocks';
import { ArticleStatsBreakdown } from './ArticleStatsBreakdown';

afterEach(cleanup);

describe('ArticleStatsBreakdown', () => {
  it('names each source with its domain, and each device, with their shares', () => {
    renderWithTheme(<ArticleStatsBreakdown stats={statsBreakdown(100)} />);
    expect(screen.getByText(`${STATS_TEXTS.source.search}: google.com`)).toBeTruthy();
    expect(screen.getByText(STATS_TEXTS.device.phone)).toBeTruthy();
    expect(screen.getAllByText('40%').length).toBeGreaterThan(0);
  });

  it('says there is nothing to break down yet', () => {
    renderWithTheme(<ArticleStatsBreakdown stats={statsBreakdown(0)} />);
    expect(screen.getAllByText(STATS_TEXTS.noSources)).toHaveLength(2);
  });
});

describeComponent(ArticleStatsBreakdown, { props: { stats: statsBreakdown(100) } });
