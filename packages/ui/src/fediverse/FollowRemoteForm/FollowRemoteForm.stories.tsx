import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FOLLOWING_TEXTS } from '../../constants';
import { FollowRemoteForm } from './FollowRemoteForm';

const meta = {
  title: 'Fediverse/FollowRemoteForm',
  component: FollowRemoteForm,
  args: { onFollow: fn(async () => {}) },
} satisfies Meta<typeof FollowRemoteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A handle typed and followed: the field empties. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: FOLLOWING_TEXTS.handleLabel });
    await userEvent.type(field, '@mira@social.example');
    await userEvent.click(canvas.getByRole('button', { name: FOLLOWING_TEXTS.follow }));
    await expect(args.onFollow).toHaveBeenCalledWith('@mira@social.example');
    await expect(field).toHaveValue('');
  },
};

const REFUSAL = 'No account at that address (story)';

/** The server's refusal shows under the field. */
export const Refused: Story = {
  args: { onFollow: fn(async () => Promise.reject(new Error(REFUSAL))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: FOLLOWING_TEXTS.handleLabel }),
      '@nobody@social.example',
    );
    await userEvent.click(canvas.getByRole('button', { name: FOLLOWING_TEXTS.follow }));
    await expect(await canvas.findByText(REFUSAL)).toBeVisible();
  },
};
