import { SERVER_MESSAGES } from '@byline/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EDITOR_STATE_TEXTS } from '../../constants';
import { ConflictNotice } from './ConflictNotice';

const meta = {
  title: 'Authoring/ConflictNotice',
  component: ConflictNotice,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { message: SERVER_MESSAGES.draftConflict, onLoadNewer: fn(), onKeepMine: fn() },
} satisfies Meta<typeof ConflictNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's message, what each choice does, and the two choices. */
export const Conflict: Story = {
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(SERVER_MESSAGES.draftConflict);
    await expect(alert).toHaveTextContent(EDITOR_STATE_TEXTS.loadNewerHint);
    await expect(alert).toHaveTextContent(EDITOR_STATE_TEXTS.keepMineHint);
    await userEvent.click(canvas.getByRole('button', { name: EDITOR_STATE_TEXTS.loadNewer }));
    await expect(args.onLoadNewer).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: EDITOR_STATE_TEXTS.keepMine }));
    await expect(args.onKeepMine).toHaveBeenCalledOnce();
  },
};

/** Loading the newer text: its button shows a loader and Keep mine waits. */
export const LoadingNewer: Story = {
  name: 'Newer text on its way',
  args: { pending: 'newer' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: EDITOR_STATE_TEXTS.loadNewer }),
    ).toHaveAttribute('data-loading', 'true');
    await expect(canvas.getByRole('button', { name: EDITOR_STATE_TEXTS.keepMine })).toBeDisabled();
  },
};

/** Saving the author's text again on the newer version. */
export const KeepingMine: Story = {
  name: 'Keeping mine',
  args: { pending: 'mine' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: EDITOR_STATE_TEXTS.keepMine })).toHaveAttribute(
      'data-loading',
      'true',
    );
    await expect(canvas.getByRole('button', { name: EDITOR_STATE_TEXTS.loadNewer })).toBeDisabled();
  },
};
