import { ERROR_MESSAGES } from '@byline/api-client/contract';
import { fixtures } from '@byline/api-client/mocks';
import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { READER_TEXTS, SCREEN_TEXTS } from '../../constants';
import { atWidth, reviewViewportParameters } from '../storySupport';
import { DraftsList } from './DraftsList';

/** Enough drafts to fill three rows at any width: the fixtures repeated with fresh ids. */
const manyDrafts = [0, 1].flatMap((round) =>
  fixtures.drafts.map((draft) => ({ ...draft, id: draft.id + round * 1000 })),
);

const meta = {
  title: 'Authoring/DraftsList',
  component: DraftsList,
  args: { drafts: fixtures.drafts, onRetry: fn(), onEdit: fn(), onDelete: fn() },
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
  args: { error: ERROR_MESSAGES.draftsToast },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.draftsToast);
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const SmallScreenOneColumn: Story = {
  args: { drafts: manyDrafts },
  globals: atWidth('small'),
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(1);
  },
};

export const MediumScreenTwoColumns: Story = {
  args: { drafts: manyDrafts },
  globals: atWidth('medium'),
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(2);
  },
};

export const LargeScreenThreeColumns: Story = {
  args: { drafts: manyDrafts },
  globals: atWidth('large'),
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(3);
  },
};
