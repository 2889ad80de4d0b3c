import { ROLE_MESSAGES } from '@byline/api-client/contract';
import {
  MOCK_ADMIN_ID,
  MOCK_ADMIN_TOKEN,
  MOCK_EDITOR_ID,
  MOCK_EDITOR_TOKEN,
} from '@byline/api-client/mocks';
import { MODERATION_TEXTS } from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appPage, PAGE_VIEWPORTS } from '../../stories/routeStory';

/** `/moderation`: the editors' queue, on the mock backend (its seeded open reports). */
const meta = {
  title: 'Pages/Moderation',
  ...appPage({
    url: '/moderation',
    signedIn: true,
    account: { token: MOCK_EDITOR_TOKEN, userId: MOCK_EDITOR_ID },
  }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const queue = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: MODERATION_TEXTS.queueList });
/** The queue's entries (each entry's notes are a list of their own). */
const entries = async (canvasElement: HTMLElement) =>
  (await queue(canvasElement)).querySelectorAll(':scope > li');

/** The reported comment, article and account; the editor hides the comment and it leaves. */
export const HideAComment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: MODERATION_TEXTS.queueTitle, level: 1 }),
    ).toBeVisible();
    await waitFor(async () => expect(await entries(canvasElement)).toHaveLength(3));
    await userEvent.type(
      canvas.getByRole('textbox', { name: MODERATION_TEXTS.actionReasonOf('Comment #2') }),
      'Insults a reader',
    );
    await userEvent.click(canvas.getByRole('button', { name: MODERATION_TEXTS.hide }));
    await waitFor(async () => expect(await entries(canvasElement)).toHaveLength(2));
  },
};

/** The administrators' log, after nothing has been done yet. */
export const Log: Story = {
  ...appPage({
    url: '/moderation/log',
    signedIn: true,
    account: { token: MOCK_ADMIN_TOKEN, userId: MOCK_ADMIN_ID },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(MODERATION_TEXTS.logEmpty)).toBeVisible();
  },
};

/** An editor may not read the log: the server's refusal shows in its place. */
export const LogRefusedToAnEditor: Story = {
  ...appPage({
    url: '/moderation/log',
    signedIn: true,
    account: { token: MOCK_EDITOR_TOKEN, userId: MOCK_EDITOR_ID },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(ROLE_MESSAGES.readModerationLog),
    ).toBeVisible();
  },
};
