import { ROLE_MESSAGES } from '@byline/api-client/contract';
import {
  MOCK_EDITOR_ID,
  MOCK_EDITOR_TOKEN,
  MOCK_READER_ID,
  MOCK_READER_TOKEN,
  mockDb,
} from '@byline/api-client/mocks';
import { REVIEW_TEXTS } from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appPage, PAGE_VIEWPORTS } from '../../stories/routeStory';

/** `/review`: the editors' review queue (docs/adr/0036), on the mock backend. */
const meta = {
  title: 'Pages/Review',
  ...appPage({
    url: '/review',
    signedIn: true,
    account: { token: MOCK_EDITOR_TOKEN, userId: MOCK_EDITOR_ID },
  }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two drafts submitted (the preview resets the mock backend before every story). */
export const Waiting: Story = {
  beforeEach: () => {
    const drafts = mockDb.articles.filter((record) => record.status === 'draft').slice(0, 2);
    drafts.forEach((record, index) => {
      record.review_state = 'submitted';
      record.review_submitted_at = `2026-03-1${4 + index}T08:00:00.000Z`;
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: REVIEW_TEXTS.queueTitle });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(2);
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(REVIEW_TEXTS.queueEmpty)).toBeVisible();
  },
};

/** A reader is refused by the server: its reason shows in place of the queue. */
export const Refused: Story = {
  parameters: { app: { account: { token: MOCK_READER_TOKEN, userId: MOCK_READER_ID } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ROLE_MESSAGES.review)).toBeVisible();
  },
};
