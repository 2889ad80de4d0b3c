import { REVIEW_MESSAGES } from '@byline/api-client/contract';
import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { REVIEW_TEXTS } from '../../constants';
import { reviewNotes } from '../ReviewQueue/ReviewQueue.mocks';
import { ReviewNotes } from './ReviewNotes';

const meta = {
  title: 'Review/ReviewNotes',
  component: ReviewNotes,
  args: { notes: reviewNotes },
  decorators: [
    (Story) => (
      <Container size="xs" py="md">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof ReviewNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The writer reads the editors' notes; the one sent with the draft back is marked. */
export const ForTheWriter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(REVIEW_TEXTS.sentBackMark)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const NoNotes: Story = { args: { notes: [] } };
export const Loading: Story = { args: { notes: [], loading: true } };
export const Failed: Story = { args: { notes: [], error: REVIEW_MESSAGES.notesFailed } };

const review = {
  canSendBack: true,
  onAddNote: fn(async () => true),
  onSendBack: fn(async () => true),
};

/** An editor on a writer's draft: an empty note is refused; a note is sent and the field empties. */
export const ForAnEditor: Story = {
  args: { notes: [], review },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: REVIEW_TEXTS.sendBack }));
    await expect(canvas.getByText(REVIEW_MESSAGES.noteRequired)).toBeVisible();
    await expect(args.review?.onSendBack).not.toHaveBeenCalled();
    const field = canvas.getByRole('textbox', { name: new RegExp(REVIEW_TEXTS.noteLabel) });
    await userEvent.type(field, 'Shorten the headline.');
    await userEvent.click(canvas.getByRole('button', { name: REVIEW_TEXTS.addNote }));
    await expect(args.review?.onAddNote).toHaveBeenCalledWith('Shorten the headline.');
    await expect(field).toHaveValue('');
  },
};

/** Sent back already: notes only. */
export const SentBack: Story = {
  args: { review: { ...review, canSendBack: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: REVIEW_TEXTS.sendBack }),
    ).toBeNull();
  },
};
