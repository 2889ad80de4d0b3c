import { fixtures } from '@byline/api-client/mocks';
import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AUTHORING_TEXTS, DRAFT_CARD, VALIDATION_MESSAGES } from '../../constants';
import { truncate } from '../../format';
import { DraftCard } from './DraftCard';

const [withImage, withoutImage] = fixtures.drafts;
if (!withImage || !withoutImage) throw new Error('The mock fixtures need at least two drafts');

const longTitle =
  'A very long draft title that goes on and on well past the sixty character limit of the card';

const meta = {
  title: 'Authoring/DraftCard',
  component: DraftCard,
  args: { draft: withImage, onEdit: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <Box p="md" maw={380}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DraftCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(AUTHORING_TEXTS.draftBadge)).toBeVisible();
    await expect(canvas.getByRole('img', { name: withImage.title })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: AUTHORING_TEXTS.editDraft(withImage.title) }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith(withImage);
  },
};

/** No image: the packaged fallback picture takes its place (decorative, so no alt text). */
export const MissingImage: Story = {
  args: { draft: withoutImage },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image?.getAttribute('src')).toBeTruthy();
    await expect(image).toHaveAttribute('alt', '');
  },
};

/** Title cut at 60 characters and description at 100, each with an ellipsis. */
export const LongText: Story = {
  args: {
    draft: {
      ...withImage,
      title: longTitle,
      description:
        'A description long enough to be cut: it keeps going with details about the markets, the traders, the lights and the people who come to see them every week.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(heading.textContent).toBe(truncate(longTitle, DRAFT_CARD.title));
    await expect(heading.textContent).toMatch(/\.\.\.$/);
    await expect(heading.textContent?.length).toBeLessThanOrEqual(DRAFT_CARD.title + 3);
    await expect(canvas.getByText(/^A description long enough/).textContent).toMatch(/\.\.\.$/);
  },
};

/** The created date in en-IN style: day, short month, year, hour and minute. */
export const CreatedDate: Story = {
  args: { draft: { ...withImage, created_at: '2026-03-05T14:07:00.000Z' } },
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2026-03-05T14:07:00.000Z');
    await expect(time?.textContent).toMatch(/^5 Mar 2026, 0?2:07\s?pm$/i);
  },
};

/** Cancel keeps the draft; confirming calls onDelete once. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: AUTHORING_TEXTS.deleteDraft(withImage.title) }),
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByText(VALIDATION_MESSAGES.deleteDraftConfirm)).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: AUTHORING_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(
      canvas.getByRole('button', { name: AUTHORING_TEXTS.deleteDraft(withImage.title) }),
    );
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: AUTHORING_TEXTS.delete }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(withImage);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The confirm dialog while it is open, for review and for the a11y check. */
export const ConfirmDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: AUTHORING_TEXTS.deleteDraft(withImage.title),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: AUTHORING_TEXTS.confirmDeleteTitle });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText(VALIDATION_MESSAGES.deleteDraftConfirm)).toBeVisible();
  },
};

/** While the deletion is pending, the dialog's Delete shows a loader. */
export const Deleting: Story = {
  args: { onDelete: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: AUTHORING_TEXTS.deleteDraft(withImage.title),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: AUTHORING_TEXTS.delete });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-loading', 'true'));
  },
};
