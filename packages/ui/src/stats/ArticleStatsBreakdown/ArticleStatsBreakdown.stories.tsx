// The charts' own styles, as the host's stats pages load them.
import '@mantine/charts/styles.layer.css';
import { ERROR_MESSAGES } from '@byline/api-client/contract';
import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { STATS_TEXTS } from '../../constants';
import { statsBreakdown } from '../../testing/stats.mocks';
import { ArticleStatsBreakdown } from './ArticleStatsBreakdown';

const meta = {
  title: 'Stats/ArticleStatsBreakdown',
  component: ArticleStatsBreakdown,
  args: { stats: statsBreakdown(1200), onRetry: fn() },
  decorators: [
    (Story) => (
      <Container size="lg" py="md">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof ArticleStatsBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SourcesAndDevices: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${STATS_TEXTS.source.search}: google.com`)).toBeVisible();
  },
};

export const OneView: Story = { args: { stats: statsBreakdown(1) } };

export const Empty: Story = { args: { stats: statsBreakdown(0) } };

export const Loading: Story = { args: { stats: undefined, loading: true } };

export const Failed: Story = {
  args: { stats: undefined, error: ERROR_MESSAGES.stats },
};
