import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MODERATION_TEXTS } from '../../constants';
import { atViewport, viewportParameters, withStoryLinks } from '../../testing/layout.mocks';
import { ModerationQueue } from './ModerationQueue';
import { manyQueueEntries, queueEntries } from './ModerationQueue.mocks';

const meta = {
  title: 'Moderation/ModerationQueue',
  component: ModerationQueue,
  args: { entries: queueEntries, onAction: fn(), onLoadMore: fn(), onRetry: fn() },
  parameters: viewportParameters,
  globals: atViewport('large'),
  decorators: [
    withStoryLinks,
    (Story) => (
      <Container size="sm" py="md">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof ModerationQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A comment, an article and a suspended account, with their reasons; hiding needs a reason. */
export const Grouped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = within(canvas.getByRole('list', { name: MODERATION_TEXTS.queueList }));
    await expect(list.getAllByRole('listitem').length).toBeGreaterThanOrEqual(queueEntries.length);
    const hide = canvas.getByRole('button', { name: MODERATION_TEXTS.hide });
    await expect(hide).toBeDisabled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: MODERATION_TEXTS.actionReasonOf('Comment #2') }),
      'Insults a reader',
    );
    await userEvent.click(hide);
    await expect(args.onAction).toHaveBeenCalledWith(queueEntries[0], 'hide', 'Insults a reader');
    await expect(canvas.getByRole('button', { name: MODERATION_TEXTS.reinstate })).toBeVisible();
  },
};

/** Nothing reported. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MODERATION_TEXTS.queueEmpty)).toBeVisible();
  },
};

/** A long queue with more to load. */
export const Long: Story = { args: { entries: manyQueueEntries, hasMore: true } };

/** The first page on its way. */
export const Loading: Story = { args: { entries: [], loading: true } };

/** The server refused or failed. */
export const Failed: Story = {
  args: { entries: [], error: MODERATION_TEXTS.queueError },
};

/** At a small screen's width. */
export const Small: Story = { globals: atViewport('small') };
