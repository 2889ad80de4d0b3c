import { MODERATION_MESSAGES } from '@byline/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MODERATION_TEXTS } from '../../constants';
import { ReportDialog } from './ReportDialog';

const meta = {
  title: 'Moderation/ReportDialog',
  component: ReportDialog,
  args: { opened: true, onClose: fn(), target: 'comment', onSubmit: fn(async () => {}) },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog');

/** A reason is required; the note is optional; sending closes the dialog. */
export const Comment: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(await dialog(canvasElement));
    const send = body.getByRole('button', { name: MODERATION_TEXTS.send });
    await expect(send).toBeDisabled();
    await userEvent.click(body.getByRole('radio', { name: MODERATION_TEXTS.reasonLabels.spam }));
    await userEvent.type(
      body.getByRole('textbox', { name: MODERATION_TEXTS.note }),
      'Links to a shop',
    );
    await userEvent.click(send);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'spam', note: 'Links to a shop' }),
    );
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const Article: Story = { args: { target: 'article' } };
export const Profile: Story = { args: { target: 'profile', initialReason: 'harassment' } };

/** The server refused (a flood): its message shows in the dialog. */
export const Refused: Story = {
  args: {
    initialReason: 'other',
    onSubmit: fn(async () => {
      throw new Error(MODERATION_MESSAGES.tooManyReports);
    }),
  },
  play: async ({ canvasElement }) => {
    const body = within(await dialog(canvasElement));
    await userEvent.click(body.getByRole('button', { name: MODERATION_TEXTS.send }));
    await expect(await body.findByRole('alert')).toHaveTextContent(
      MODERATION_MESSAGES.tooManyReports,
    );
  },
};
