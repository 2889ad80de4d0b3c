import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EDITOR_STATE_TEXTS } from '../../constants';
import { formatDateTime } from '../../format';
import { DeviceCopyOffer } from './DeviceCopyOffer';

const meta = {
  title: 'Authoring/DeviceCopyOffer',
  component: DeviceCopyOffer,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    savedAt: new Date(Date.UTC(2026, 10, 26, 15, 4)),
    onRestore: fn(),
    onDiscard: fn(),
  },
} satisfies Meta<typeof DeviceCopyOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Says when the copy was made, and offers it back or lets it go. */
export const Offer: Story = {
  name: 'Copy on this device',
  play: async ({ canvas, args }) => {
    const offer = canvas.getByRole('region', { name: EDITOR_STATE_TEXTS.deviceCopyTitle });
    const when = formatDateTime(args.savedAt);
    await expect(offer).toHaveTextContent(EDITOR_STATE_TEXTS.deviceCopyMessage(when));
    await userEvent.click(
      canvas.getByRole('button', { name: EDITOR_STATE_TEXTS.restoreDeviceCopy }),
    );
    await expect(args.onRestore).toHaveBeenCalledOnce();
    await userEvent.click(
      canvas.getByRole('button', { name: EDITOR_STATE_TEXTS.discardDeviceCopy }),
    );
    await expect(args.onDiscard).toHaveBeenCalledOnce();
  },
};
