import { type Draft, SERVER_MESSAGES } from '@byline/api-client/contract';
import { fixtures } from '@byline/api-client/mocks';
import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  AUTHORING_TEXTS,
  DRAFT_CARD,
  PUBLISH_AT_TEXTS,
  REVIEW_TEXTS,
  SCHEDULED_TEXTS,
  VALIDATION_MESSAGES,
} from '../../constants';
import { truncate } from '../../format';
import { labelStartingWith } from '../../testing/layout.mocks';
import { toLocalInputValue } from '../PublishAtInput/publishAt';
import { DraftCard } from './DraftCard';

/** Drafts whatever the fixtures hold: a plain draft has no publication time. */
const asDraft = (draft: Draft): Draft => ({ ...draft, status: 'draft', scheduled_at: null });
const [withImage, withoutImage] = fixtures.drafts
  .filter((draft) => draft.status !== 'scheduled')
  .map(asDraft);
if (!withImage || !withoutImage) throw new Error('The mock fixtures need at least two drafts');

/** An article scheduled for a morning, built from a draft. */
const scheduled: Draft = {
  ...withImage,
  id: withImage.id + 900,
  title: 'The harbour tide mill grinds again',
  status: 'scheduled',
  scheduled_at: '2026-12-01T09:30:00.000Z',
};

const longTitle =
  'A very long draft title that goes on and on well past the sixty character limit of the card';

const meta = {
  title: 'Authoring/DraftCard',
  component: DraftCard,
  args: {
    draft: withImage,
    onEdit: fn(),
    onDelete: fn(),
    onReschedule: fn(),
    onCancelSchedule: fn(),
  },
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
    await expect(canvas.queryByText(SCHEDULED_TEXTS.badge)).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: SCHEDULED_TEXTS.rescheduleArticle(withImage.title) }),
    ).toBeNull();
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

/** Submitted for review: an In review badge in place of Draft (docs/adr/0036). */
export const InReview: Story = {
  args: { draft: { ...withImage, review_state: 'submitted' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(REVIEW_TEXTS.badge.submitted)).toBeVisible();
    await expect(canvas.queryByText(AUTHORING_TEXTS.draftBadge)).toBeNull();
  },
};

/** Sent back by an editor: Changes requested. */
export const ChangesRequested: Story = {
  args: { draft: { ...withImage, review_state: 'changes_requested' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(REVIEW_TEXTS.badge.changes_requested),
    ).toBeVisible();
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
  name: 'Created date (en-IN)',
  args: { draft: { ...withImage, created_at: '2026-03-05T14:07:00.000Z' } },
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2026-03-05T14:07:00.000Z');
    await expect(time?.textContent).toMatch(/^5 Mar 2026, 0?2:07\s?pm$/i);
  },
};

/** Cancel keeps the draft; confirming calls onDelete once. */
export const DeleteConfirm: Story = {
  name: 'Delete, confirmed first',
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
  name: 'Delete dialog open',
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

/** Opens the Reschedule dialog of the scheduled card; gives its time field. */
async function openReschedule(canvasElement: HTMLElement) {
  await userEvent.click(
    within(canvasElement).getByRole('button', {
      name: SCHEDULED_TEXTS.rescheduleArticle(scheduled.title),
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: SCHEDULED_TEXTS.rescheduleTitle });
  const input = within(dialog).getByLabelText(labelStartingWith(PUBLISH_AT_TEXTS.label));
  await waitFor(() => expect(input).toBeVisible());
  return { dialog, input };
}

/** A time the author could pick, to the minute (what the field holds). */
const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setSeconds(0, 0);
  return date;
};

/**
 * A scheduled article: Scheduled badge, when it goes live (in the author's time zone, named),
 * Edit, Reschedule and Cancel schedule (no Delete: the server deletes only drafts).
 */
export const Scheduled: Story = {
  args: { draft: scheduled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SCHEDULED_TEXTS.badge)).toBeVisible();
    await expect(canvas.queryByText(AUTHORING_TEXTS.draftBadge)).toBeNull();
    const live = canvasElement.querySelector(`time[datetime="${scheduled.scheduled_at}"]`);
    // The tests run in UTC: the card's en-IN date, then the zone.
    await expect(live?.textContent?.startsWith(SCHEDULED_TEXTS.goesLive(''))).toBe(true);
    await expect(live?.textContent).toMatch(/1 Dec 2026, 0?9:30\s?am UTC$/i);
    await expect(
      canvas.queryByRole('button', { name: AUTHORING_TEXTS.deleteDraft(scheduled.title) }),
    ).toBeNull();
    await expect(
      canvas.getByRole('button', { name: SCHEDULED_TEXTS.cancelScheduleArticle(scheduled.title) }),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: SCHEDULED_TEXTS.edit(scheduled.title) }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith(scheduled);
  },
};

/** Reschedule starts from the scheduled time; a time in the past is refused beside the field. */
export const RescheduleToThePast: Story = {
  name: 'Rescheduled to the past, refused',
  args: { draft: scheduled },
  play: async ({ canvasElement, args }) => {
    const { dialog, input } = await openReschedule(canvasElement);
    await expect(input).toHaveValue(toLocalInputValue(new Date(scheduled.scheduled_at as string)));
    fireEvent.change(input, { target: { value: toLocalInputValue(inDays(-1)) } });
    await userEvent.click(within(dialog).getByRole('button', { name: SCHEDULED_TEXTS.save }));
    await expect(await within(dialog).findByText(SERVER_MESSAGES.publishAtPast)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onReschedule).not.toHaveBeenCalled();
  },
};

/** A future time goes to the host with the article; the dialog closes once it is saved. */
export const RescheduleToTheFuture: Story = {
  name: 'Rescheduled to a later time',
  args: { draft: scheduled },
  play: async ({ canvasElement, args }) => {
    const { dialog, input } = await openReschedule(canvasElement);
    const publishAt = inDays(2);
    fireEvent.change(input, { target: { value: toLocalInputValue(publishAt) } });
    await userEvent.click(within(dialog).getByRole('button', { name: SCHEDULED_TEXTS.save }));
    await expect(args.onReschedule).toHaveBeenCalledOnce();
    await expect(args.onReschedule).toHaveBeenCalledWith(scheduled, publishAt);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Saving takes a while: Save shows a loader; a failure (false) keeps the dialog open. */
export const RescheduleFails: Story = {
  name: 'Reschedule failing',
  args: {
    draft: scheduled,
    onReschedule: fn(
      () => new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 300)),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const { dialog, input } = await openReschedule(canvasElement);
    fireEvent.change(input, { target: { value: toLocalInputValue(inDays(3)) } });
    const save = within(dialog).getByRole('button', { name: SCHEDULED_TEXTS.save });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('data-loading', 'true'));
    await waitFor(() => expect(save).not.toHaveAttribute('data-loading'));
    await expect(args.onReschedule).toHaveBeenCalledOnce();
    await expect(
      screen.getByRole('dialog', { name: SCHEDULED_TEXTS.rescheduleTitle }),
    ).toBeVisible();
  },
};

/** Cancel schedule asks first: Keep schedule changes nothing; confirming calls the host. */
export const CancelSchedule: Story = {
  name: 'Cancelling the schedule',
  args: { draft: scheduled },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: SCHEDULED_TEXTS.cancelScheduleArticle(scheduled.title),
    });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: SCHEDULED_TEXTS.confirmCancelTitle });
    await waitFor(() =>
      expect(within(dialog).getByText(SCHEDULED_TEXTS.confirmCancelMessage)).toBeVisible(),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: SCHEDULED_TEXTS.keepSchedule }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onCancelSchedule).not.toHaveBeenCalled();

    await userEvent.click(button);
    const again = await screen.findByRole('dialog', { name: SCHEDULED_TEXTS.confirmCancelTitle });
    await userEvent.click(
      within(again).getByRole('button', { name: SCHEDULED_TEXTS.cancelSchedule }),
    );
    await expect(args.onCancelSchedule).toHaveBeenCalledOnce();
    await expect(args.onCancelSchedule).toHaveBeenCalledWith(scheduled);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};
