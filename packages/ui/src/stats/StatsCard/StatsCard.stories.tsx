// The charts' own styles, as the host's stats pages load them.
import '@mantine/charts/styles.layer.css';
import { ERROR_MESSAGES } from '@byline/api-client/contract';
import { Container, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { STATS_TEXTS } from '../../constants';
import { StatsCard } from './StatsCard';

const meta = {
  title: 'Stats/StatsCard',
  component: StatsCard,
  args: {
    title: STATS_TEXTS.viewsTitle,
    emptyMessage: STATS_TEXTS.noViews,
    empty: false,
    onRetry: fn(),
    children: <Text>1,234 views</Text>,
  },
  decorators: [
    (Story) => (
      <Container size="sm" py="md">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof StatsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFigures: Story = {};
export const Empty: Story = { args: { empty: true } };
export const Loading: Story = { args: { loading: true } };
export const Failed: Story = { args: { error: ERROR_MESSAGES.stats } };
