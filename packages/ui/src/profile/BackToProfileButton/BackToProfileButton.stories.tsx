import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PROFILE_TEXTS } from '../../constants';
import { withStoryLinks } from '../../testing/layout.mocks';
import { BackToProfileButton } from './BackToProfileButton';

const meta = {
  title: 'Profile/BackToProfileButton',
  component: BackToProfileButton,
  decorators: [withStoryLinks],
} satisfies Meta<typeof BackToProfileButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: PROFILE_TEXTS.back });
    await userEvent.click(link);
    await expect(document.body.dataset.lastNavigation).toBe('/profile');
  },
};
