import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MODERATION_TEXTS } from '../../constants';
import { atViewport, viewportParameters } from '../../testing/layout.mocks';
import { logEntries } from '../ModerationQueue/ModerationQueue.mocks';
import { ModerationLog } from './ModerationLog';

const meta = {
  title: 'Moderation/ModerationLog',
  component: ModerationLog,
  args: { entries: logEntries, onLoadMore: fn(), onRetry: fn() },
  parameters: viewportParameters,
  globals: atViewport('large'),
  decorators: [
    (Story) => (
      <Container size="sm" py="md">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof ModerationLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who did what, when and why; a dismissal without a reason says so. */
export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Insults a reader')).toBeVisible();
    await expect(canvas.getByText(MODERATION_TEXTS.noReason)).toBeVisible();
  },
};

export const Empty: Story = { args: { entries: [] } };
export const Paged: Story = { args: { hasMore: true } };
export const Loading: Story = { args: { entries: [], loading: true } };
export const Failed: Story = { args: { entries: [], error: MODERATION_TEXTS.logError } };
