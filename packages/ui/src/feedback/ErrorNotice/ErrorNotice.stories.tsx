import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { READER_TEXTS } from '../../constants';
import { ErrorNotice } from './ErrorNotice';

const meta = {
  title: 'Feedback/ErrorNotice',
  component: ErrorNotice,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { message: 'Something went wrong on our side' },
} satisfies Meta<typeof ErrorNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  name: 'With retry',
  args: { onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong on our side');
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutRetry: Story = {
  name: 'Without retry',
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: READER_TEXTS.retry })).toBeNull();
  },
};
