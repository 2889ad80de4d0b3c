import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { REVIEW_TEXTS } from '../../constants';
import { atViewport, viewportParameters } from '../../testing/layout.mocks';
import { ReviewQueue } from './ReviewQueue';
import { longReviewQueue, REVIEW_NOW, reviewEntries } from './ReviewQueue.mocks';

const meta = {
  title: 'Review/ReviewQueue',
  component: ReviewQueue,
  args: { entries: reviewEntries, now: REVIEW_NOW, onLoadMore: fn(), onRetry: fn() },
  parameters: viewportParameters,
  globals: atViewport('large'),
  decorators: [
    (Story) => (
      <Container size="sm" py="md">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof ReviewQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each draft links to the editor, with its writer and the time it has waited. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('link', {
      name: REVIEW_TEXTS.open(reviewEntries[0]?.title ?? ''),
    });
    await expect(first).toHaveAttribute('href', '/new-article?draft=70');
    await expect(canvas.getByText(/Priya Natarajan/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(REVIEW_TEXTS.queueEmpty)).toBeVisible();
  },
};

/** A long queue, with more to load. */
export const LongQueue: Story = { args: { entries: longReviewQueue, hasMore: true } };
export const Loading: Story = { args: { entries: [], loading: true } };
export const Failed: Story = { args: { entries: [], error: REVIEW_TEXTS.queueError } };
