import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AUTHORING_TEXTS, PUBLISHED_EDIT_TEXTS, SCREEN_TEXTS } from '../../constants';
import { EditingNotice } from './EditingNotice';

const meta = {
  title: 'Authoring/ArticleEditor/EditingNotice',
  component: EditingNotice,
  args: { onCancelEdit: fn() },
} satisfies Meta<typeof EditingNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice over an edited draft; Cancel Edit tells the host. */
export const Editing: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(SCREEN_TEXTS.editorEditingNotice);
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.cancelEdit }));
    await expect(args.onCancelEdit).toHaveBeenCalledOnce();
  },
};

/** A published article opened to edit: its changes wait for UPDATE (docs/adr/0024). */
export const EditingPublished: Story = {
  args: { published: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(PUBLISHED_EDIT_TEXTS.editingNotice);
    await expect(canvas.queryByText(PUBLISHED_EDIT_TEXTS.pendingNotice)).toBeNull();
  },
};

/** A published article whose saved changes readers do not see yet. */
export const PublishedWithPendingChanges: Story = {
  args: { published: true, pendingUpdate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(PUBLISHED_EDIT_TEXTS.pendingNotice);
  },
};
