import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MODERATION_TEXTS } from '../../constants';
import { ProfileModeration } from './ProfileModeration';

const meta = {
  title: 'Moderation/ProfileModeration',
  component: ProfileModeration,
  args: {
    name: 'Tomás Ferreira',
    signedIn: true,
    onBlockChange: fn(async () => {}),
    onReport: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileModeration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in visitor: Block and Report; Report opens the profile's report dialog. */
export const Default: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: MODERATION_TEXTS.block }));
    await expect(args.onBlockChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: MODERATION_TEXTS.report }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: MODERATION_TEXTS.reportTitle.profile,
    });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The viewer blocks the account: said, and Unblock offered. */
export const Blocked: Story = {
  args: { blocked: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(MODERATION_TEXTS.blockedNotice('Tomás Ferreira'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: MODERATION_TEXTS.unblock }));
    await expect(args.onBlockChange).toHaveBeenCalledWith(false);
  },
};

/** A suspended account, as every visitor sees it. */
export const Suspended: Story = {
  args: { suspended: true, signedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MODERATION_TEXTS.suspendedNotice)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: MODERATION_TEXTS.block })).toBeNull();
  },
};
