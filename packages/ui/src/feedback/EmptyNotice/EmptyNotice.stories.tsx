import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SCREEN_TEXTS } from '../../constants';
import { EmptyNotice } from './EmptyNotice';

const meta = {
  title: 'Feedback/EmptyNotice',
  component: EmptyNotice,
  args: { message: SCREEN_TEXTS.categoryEmpty },
} satisfies Meta<typeof EmptyNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SCREEN_TEXTS.categoryEmpty)).toBeVisible();
  },
};
