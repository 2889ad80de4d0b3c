import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AUTHORING_TEXTS, SCREEN_TEXTS } from '../../constants';
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
