import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FOLLOWING_TEXTS } from '../../constants';
import { ACCOUNT } from '../fediverse.mocks';
import { FollowedAccounts } from './FollowedAccounts';

const PENDING = {
  ...ACCOUNT,
  id: 2,
  name: 'Tomas Lindqvist',
  handle: '@tomas@news.example',
  status: 'pending' as const,
};

const meta = {
  title: 'Fediverse/FollowedAccounts',
  component: FollowedAccounts,
  args: { accounts: [PENDING, ACCOUNT], onUnfollow: fn(async () => {}) },
} satisfies Meta<typeof FollowedAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Accepted and pending follows; Unfollow names the account. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: ACCOUNT.name })).toHaveAttribute(
      'href',
      ACCOUNT.profile_url,
    );
    await expect(canvas.getAllByText(FOLLOWING_TEXTS.pending)).toHaveLength(1);
    await userEvent.click(
      canvas.getByRole('button', { name: FOLLOWING_TEXTS.unfollow(ACCOUNT.handle) }),
    );
    await expect(args.onUnfollow).toHaveBeenCalledWith(ACCOUNT);
  },
};

/** Nobody followed yet. */
export const Empty: Story = {
  args: { accounts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(FOLLOWING_TEXTS.noAccounts)).toBeVisible();
  },
};
