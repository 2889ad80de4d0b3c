import { SERVER_MESSAGES } from '@byline/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EDITOR_STATE_TEXTS } from '../../constants';
import { formatTime } from '../../format';
import { SaveStatus } from './SaveStatus';

const meta = {
  title: 'Authoring/SaveStatus',
  component: SaveStatus,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { state: { kind: 'idle' } },
} satisfies Meta<typeof SaveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to say yet, but the live region is there, so the first save is read out. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent('');
  },
};

export const Saving: Story = {
  args: { state: { kind: 'saving' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(EDITOR_STATE_TEXTS.saving);
  },
};

/** The time in the site's date style (en-US, the author's time zone), to the minute. */
export const Saved: Story = {
  args: { state: { kind: 'saved', at: new Date(Date.UTC(2026, 10, 26, 15, 4)) } },
  play: async ({ canvas, args }) => {
    if (args.state.kind !== 'saved') throw new Error('A saved state');
    const time = formatTime(args.state.at);
    await expect(canvas.getByRole('status')).toHaveTextContent(EDITOR_STATE_TEXTS.savedAt(time));
  },
};

export const Offline: Story = {
  args: { state: { kind: 'offline' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(EDITOR_STATE_TEXTS.offline);
  },
};

/** A reason without a full stop gets one before the rest of the sentence. */
export const Failed: Story = {
  args: { state: { kind: 'failed', reason: SERVER_MESSAGES.internal } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      EDITOR_STATE_TEXTS.notSaved(`${SERVER_MESSAGES.internal}.`),
    );
  },
};

/** Autosave waits for what the server needs (here, a category). */
export const Waiting: Story = {
  args: { state: { kind: 'waiting', reason: EDITOR_STATE_TEXTS.categoryNeeded } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      EDITOR_STATE_TEXTS.waiting(EDITOR_STATE_TEXTS.categoryNeeded),
    );
  },
};
