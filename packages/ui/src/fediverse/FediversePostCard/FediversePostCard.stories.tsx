import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FOLLOWING_TEXTS } from '../../constants';
import { POST } from '../fediverse.mocks';
import { FediversePostCard } from './FediversePostCard';

const meta = {
  title: 'Fediverse/FediversePostCard',
  component: FediversePostCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { post: POST, onReply: fn(async () => {}), onReact: fn(async () => {}) },
} satisfies Meta<typeof FediversePostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An article from a followed account: Like sends a like. */
export const Article: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: POST.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: FOLLOWING_TEXTS.like }));
    await expect(args.onReact).toHaveBeenCalledWith('like', true);
  },
};

/** Liked and boosted already: both pressed. */
export const LikedAndBoosted: Story = {
  args: { post: { ...POST, liked: true, boosted: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: FOLLOWING_TEXTS.boost })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A reply is written and sent to the post's writer. */
export const Replying: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: FOLLOWING_TEXTS.reply }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: FOLLOWING_TEXTS.replyLabel(POST.account.name) }),
      'Useful, thank you.',
    );
    await userEvent.click(canvas.getByRole('button', { name: FOLLOWING_TEXTS.sendReply }));
    await expect(args.onReply).toHaveBeenCalledWith('Useful, thank you.');
    await expect(await canvas.findByText(FOLLOWING_TEXTS.replySent)).toBeVisible();
  },
};

/** A note (no title). */
export const Note: Story = {
  args: { post: { ...POST, kind: 'note', title: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
