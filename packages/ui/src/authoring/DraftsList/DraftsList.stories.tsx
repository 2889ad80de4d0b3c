import { type Draft, ERROR_MESSAGES, SERVER_MESSAGES } from '@byline/api-client/contract';
import { fixtures } from '@byline/api-client/mocks';
import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  AUTHORING_TEXTS,
  PUBLISH_AT_TEXTS,
  READER_TEXTS,
  SCHEDULED_TEXTS,
  SCREEN_TEXTS,
} from '../../constants';
import { atWidth, reviewViewportParameters } from '../../testing/authoring.mocks';
import { labelStartingWith } from '../../testing/layout.mocks';
import { toLocalInputValue } from '../PublishAtInput/publishAt';
import { DraftsList, type DraftsListProps } from './DraftsList';

/** Enough drafts to fill three rows at any width: the fixtures repeated with fresh ids. */
const manyDrafts = [0, 1].flatMap((round) =>
  fixtures.drafts.map((draft) => ({ ...draft, id: draft.id + round * 1000 })),
);

/** The drafts of the fixtures, and an article scheduled for a morning before them. */
const drafts: Draft[] = fixtures.drafts.filter((draft) => draft.status !== 'scheduled');
const [firstDraft] = drafts;
if (!firstDraft) throw new Error('The mock fixtures need a draft');
const scheduled: Draft = {
  ...firstDraft,
  id: firstDraft.id + 900,
  title: 'The harbour tide mill grinds again',
  status: 'scheduled',
  scheduled_at: '2026-12-01T09:30:00.000Z',
};
const withScheduled = [scheduled, ...drafts];

const meta = {
  title: 'Authoring/DraftsList',
  component: DraftsList,
  args: {
    drafts: fixtures.drafts,
    onRetry: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onReschedule: fn(),
    onCancelSchedule: fn(),
  },
  parameters: reviewViewportParameters,
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DraftsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnCount = (canvasElement: HTMLElement) => {
  const grid = within(canvasElement).getByTestId('drafts-grid');
  return getComputedStyle(grid).gridTemplateColumns.split(' ').length;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(fixtures.drafts.length);
  },
};

/**
 * A scheduled article among the drafts: its card says so and offers Reschedule and Cancel
 * schedule (to the list's handlers); the drafts keep Delete.
 */
export const WithScheduledArticle: Story = {
  name: 'With a scheduled article',
  args: { drafts: withScheduled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('article', { name: scheduled.title }));
    await expect(card.getByText(SCHEDULED_TEXTS.badge)).toBeVisible();
    await expect(canvas.getAllByText(SCHEDULED_TEXTS.badge)).toHaveLength(1);
    await expect(canvas.getAllByText(AUTHORING_TEXTS.draftBadge)).toHaveLength(drafts.length);

    // A time in the past is refused; a future one goes to the host.
    await userEvent.click(
      card.getByRole('button', { name: SCHEDULED_TEXTS.rescheduleArticle(scheduled.title) }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: SCHEDULED_TEXTS.rescheduleTitle }),
    );
    const input = dialog.getByLabelText(labelStartingWith(PUBLISH_AT_TEXTS.label));
    fireEvent.change(input, {
      target: { value: toLocalInputValue(new Date(Date.now() - 60_000)) },
    });
    await userEvent.click(dialog.getByRole('button', { name: SCHEDULED_TEXTS.save }));
    // The message fades in beside the field: wait until it shows, not only until it exists.
    await waitFor(() => expect(dialog.getByText(SERVER_MESSAGES.publishAtPast)).toBeVisible());
    await expect(args.onReschedule).not.toHaveBeenCalled();
    const publishAt = new Date(Date.now() + 86_400_000);
    publishAt.setSeconds(0, 0);
    fireEvent.change(input, { target: { value: toLocalInputValue(publishAt) } });
    await userEvent.click(dialog.getByRole('button', { name: SCHEDULED_TEXTS.save }));
    await expect(args.onReschedule).toHaveBeenCalledWith(scheduled, publishAt);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Cancel schedule, once confirmed.
    await userEvent.click(
      card.getByRole('button', { name: SCHEDULED_TEXTS.cancelScheduleArticle(scheduled.title) }),
    );
    const confirm = within(
      await screen.findByRole('dialog', { name: SCHEDULED_TEXTS.confirmCancelTitle }),
    );
    await userEvent.click(confirm.getByRole('button', { name: SCHEDULED_TEXTS.cancelSchedule }));
    await expect(args.onCancelSchedule).toHaveBeenCalledWith(scheduled);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(SCREEN_TEXTS.draftsLoading);
  },
};

export const Empty: Story = {
  args: { drafts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: SCREEN_TEXTS.draftsEmptyTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(SCREEN_TEXTS.draftsEmptyText)).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error, with retry',
  args: { drafts: [], error: ERROR_MESSAGES.draftsToast },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.draftsToast);
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const SmallScreenOneColumn: Story = {
  name: 'Small screen, one column',
  args: { drafts: manyDrafts },
  globals: atWidth('small'),
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(1);
  },
};

export const MediumScreenTwoColumns: Story = {
  name: 'Medium screen, two columns',
  args: { drafts: manyDrafts },
  globals: atWidth('medium'),
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(2);
  },
};

export const LargeScreenThreeColumns: Story = {
  name: 'Large screen, three columns',
  args: { drafts: manyDrafts },
  globals: atWidth('large'),
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(3);
  },
};

/** The page size of this story's paged list: small, so two pages fit on a screen. */
const STORY_PAGE_SIZE = 3;

/** A host that hands the list one more page of `manyDrafts` per Load more drafts. */
function PagedDrafts(props: Partial<DraftsListProps>) {
  const [shown, setShown] = useState(STORY_PAGE_SIZE);
  return (
    <DraftsList
      {...props}
      drafts={manyDrafts.slice(0, shown)}
      hasMore={shown < manyDrafts.length}
      onLoadMore={() => setShown((count) => count + STORY_PAGE_SIZE)}
    />
  );
}

/** My Drafts a page at a time: Load more drafts adds the next page until the oldest is shown. */
export const Paged: Story = {
  name: 'Paged, loading more to the oldest',
  render: (args) => <PagedDrafts onEdit={args.onEdit} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(STORY_PAGE_SIZE);
    const loadMore = () => canvas.queryByRole('button', { name: AUTHORING_TEXTS.loadMoreDrafts });
    while (loadMore()) await userEvent.click(loadMore() as HTMLElement);
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(manyDrafts.length);
    await expect(cards.at(-1)).toHaveAccessibleName(manyDrafts.at(-1)?.title ?? '');
  },
};

export const LoadingMore: Story = {
  name: 'Next page on its way',
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: AUTHORING_TEXTS.loadMoreDrafts });
    await expect(button).toHaveAttribute('data-loading', 'true');
  },
};

/** A later page failed: the drafts shown stay, the error with Retry shows below them. */
export const LaterPageFailed: Story = {
  name: 'A later page failed, with retry',
  args: { hasMore: true, error: ERROR_MESSAGES.draftsToast },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(fixtures.drafts.length);
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.draftsToast);
    await expect(
      canvas.queryByRole('button', { name: AUTHORING_TEXTS.loadMoreDrafts }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
