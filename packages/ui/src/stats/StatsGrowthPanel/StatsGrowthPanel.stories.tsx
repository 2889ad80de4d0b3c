// The charts' own styles, as the host's stats pages load them.
import '@mantine/charts/styles.layer.css';
import { ERROR_MESSAGES } from '@byline/api-client/contract';
import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { STATS_TEXTS } from '../../constants';
import { statsGrowth } from '../../testing/stats.mocks';
import { StatsGrowthPanel } from './StatsGrowthPanel';

const meta = {
  title: 'Stats/StatsGrowthPanel',
  component: StatsGrowthPanel,
  args: {
    growth: statsGrowth(365, 30),
    title: STATS_TEXTS.followersTitle,
    days: 30,
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <Container size="md" py="md">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof StatsGrowthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Followers: Story = {
  play: async ({ canvas, args }) => {
    const growth = args.growth;
    if (!growth) throw new Error('growth');
    await expect(
      canvas.getByText(STATS_TEXTS.growthSummary(growth.added, growth.total, 30)),
    ).toBeVisible();
  },
};

export const CoinsOverAYear: Story = {
  args: {
    growth: statsGrowth(365, 365),
    title: STATS_TEXTS.coinsTitle,
    days: 365,
    color: 'yellow.7',
  },
};

export const OneDay: Story = { args: { growth: statsGrowth(1, 7), days: 7 } };

export const NothingAdded: Story = { args: { growth: statsGrowth(0, 30) } };

export const Loading: Story = { args: { growth: undefined, loading: true } };

export const Failed: Story = {
  args: { growth: undefined, error: ERROR_MESSAGES.stats },
};
