import { fixtures } from '@byline/api-client/mocks';
import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FOLLOW_TEXTS } from '../../constants';
import { FollowButton } from './FollowButton';

const name = fixtures.secondAuthor.full_name;
/** The button's accessible name: its word and the author ("Follow Daniel Reyes"). */
const named = (word: string) => `${word}${FOLLOW_TEXTS.author(name)}`;

const meta = {
  title: 'Community/FollowButton',
  component: FollowButton,
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
  args: { authorName: name, following: false, onToggle: fn(async () => {}) },
} satisfies Meta<typeof FollowButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Follow: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: named(FOLLOW_TEXTS.follow) });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

/** Following: pressed; under the pointer it says what a click does (Unfollow). */
export const Following: Story = {
  args: { following: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: named(FOLLOW_TEXTS.following) });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.hover(button);
    await expect(button).toHaveAccessibleName(named(FOLLOW_TEXTS.unfollow));
    await userEvent.unhover(button);
    await expect(button).toHaveAccessibleName(named(FOLLOW_TEXTS.following));
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

/** The follow state is not known yet. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: named(FOLLOW_TEXTS.follow) });
    await expect(button).toHaveAttribute('data-loading', 'true');
    await expect(button).toBeDisabled();
  },
};

/** While the host's call runs the button waits; a second click does nothing. */
export const Pending: Story = {
  args: { onToggle: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: named(FOLLOW_TEXTS.follow) });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: named(FOLLOW_TEXTS.follow) })).toBeDisabled();
  },
};

/** With a host that keeps the state: Follow, then Following, then Follow again. */
export const Toggling: Story = {
  name: 'Follow and unfollow',
  render: function Render(args) {
    const [following, setFollowing] = useState(false);
    return (
      <FollowButton
        {...args}
        following={following}
        onToggle={async () => {
          await args.onToggle();
          setFollowing((now) => !now);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: named(FOLLOW_TEXTS.follow) }));
    const following = await canvas.findByRole('button', { name: named(FOLLOW_TEXTS.following) });
    await expect(following).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(following);
    await expect(
      await canvas.findByRole('button', { name: named(FOLLOW_TEXTS.follow) }),
    ).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};
