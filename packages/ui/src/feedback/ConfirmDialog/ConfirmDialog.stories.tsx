import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    opened: true,
    onClose: fn(),
    onConfirm: fn(),
    title: 'Delete Draft',
    message: 'Are you sure you want to delete this draft?',
    cancelLabel: 'Cancel',
    confirmLabel: 'Delete',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: args.title }));
    await expect(dialog.getByText(args.message)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: args.confirmLabel }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: args.cancelLabel }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The confirmed action is running: cancel waits, confirm shows a loader. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: args.title }));
    await expect(dialog.getByRole('button', { name: args.cancelLabel })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: args.confirmLabel })).toHaveAttribute(
      'data-loading',
      'true',
    );
  },
};
