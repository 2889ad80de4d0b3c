// The charts' own styles, as the host's stats pages load them.
import '@mantine/charts/styles.layer.css';
import { ERROR_MESSAGES } from '@byline/api-client/contract';
import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { STATS_TEXTS } from '../../constants';
import { statsViews } from '../../testing/stats.mocks';
import { StatsViewsPanel } from './StatsViewsPanel';

const meta = {
  title: 'Stats/StatsViewsPanel',
  component: StatsViewsPanel,
  args: { views: statsViews(365, 30), period: 30, onPeriodChange: fn(), onRetry: fn() },
  decorators: [
    (Story) => (
      <Container size="md" py="md">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof StatsViewsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month of a year's history: the chart, the total and the change on the month before. */
export const ThirtyDays: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(STATS_TEXTS.views(args.views?.total_views ?? 0))).toBeVisible();
    await expect(canvas.getByText(STATS_TEXTS.showTable)).toBeVisible();
  },
};

/** A whole year, day by day. */
export const Year: Story = { args: { views: statsViews(365, 365), period: 365 } };

/** One day of history: a single day with views. */
export const OneDay: Story = { args: { views: statsViews(1, 7), period: 7 } };

/** No history at all. */
export const Empty: Story = {
  args: { views: statsViews(0, 30) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(STATS_TEXTS.noViews)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { views: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(STATS_TEXTS.loading)).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { views: undefined, error: ERROR_MESSAGES.stats },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(STATS_TEXTS.loadError)).toBeVisible();
  },
};
