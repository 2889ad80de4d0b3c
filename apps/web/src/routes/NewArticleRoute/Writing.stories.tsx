import { CATEGORY_BY_SLUG, SUCCESS_MESSAGES } from '@byline/api-client';
import { fixtures, MOCK_REVISED_DRAFT_ID } from '@byline/api-client/mocks';
import { AUTHORING_TEXTS, EDITOR_STATE_TEXTS, HISTORY_TEXTS, SCHEDULED_TEXTS } from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appPage, PAGE_VIEWPORTS } from '../../stories/routeStory';
import { expectToast } from '../../stories/toasts';

/**
 * `/new-article`: autosave, the copy kept on this device, history and scheduled
 * articles, against the mock server (the same rules and messages as the real one).
 */
const meta = {
  title: 'Pages/NewArticle/Writing',
  ...appPage({ url: '/new-article', signedIn: true }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const revisedDraft = fixtures.drafts.find((draft) => draft.id === MOCK_REVISED_DRAFT_ID);
const scheduled = fixtures.drafts.find((draft) => draft.status === 'scheduled');
if (!revisedDraft || !scheduled)
  throw new Error('The fixtures need a revised and a scheduled draft');

const savedAt = new RegExp(`^${EDITOR_STATE_TEXTS.savedAt('')}`);

/** Typing, then a pause: the article is saved as one draft, and the status line says when. */
export const AutosavesAfterAPause: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: AUTHORING_TEXTS.titleLabel }),
      'Tide tables',
    );
    // Without a category the server cannot take it yet: it waits, kept on the device.
    await expect(
      await canvas.findByText(
        EDITOR_STATE_TEXTS.waiting(EDITOR_STATE_TEXTS.categoryNeeded),
        {},
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByLabelText(new RegExp(`^${AUTHORING_TEXTS.categoryLabel}`)));
    await userEvent.click(await screen.findByRole('option', { name: CATEGORY_BY_SLUG.world.name }));
    await expect(await canvas.findByText(savedAt, {}, { timeout: 5000 })).toBeVisible();
    // The history is there once the server has the draft.
    await expect(canvas.getByRole('button', { name: EDITOR_STATE_TEXTS.history })).toBeVisible();
    await userEvent.click(await canvas.findByRole('tab', { name: AUTHORING_TEXTS.draftsTab }));
    await expect(await canvas.findByRole('article', { name: 'Tide tables' })).toBeVisible();
  },
};

/** Text the server never got is offered back when the editor opens again. */
export const OffersTheDeviceCopyBack: Story = {
  parameters: {
    app: {
      deviceCopies: [
        {
          key: 'unsaved-harbour-story',
          newsId: null,
          baseVersion: null,
          snapshot: {
            title: 'Harbour lights, unsaved',
            keywords: [],
            creator: [],
            description: '',
            content: '<p>The lamps were lit at dusk.</p>',
            video_url: '',
            category: CATEGORY_BY_SLUG.world.id,
          },
          savedAt: Date.parse('2026-03-16T09:00:00Z'),
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('region', { name: EDITOR_STATE_TEXTS.deviceCopyTitle });
    await userEvent.click(
      within(offer).getByRole('button', { name: EDITOR_STATE_TEXTS.restoreDeviceCopy }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: AUTHORING_TEXTS.titleLabel })).toHaveValue(
        'Harbour lights, unsaved',
      ),
    );
    await expect(await canvas.findByText('The lamps were lit at dusk.')).toBeVisible();
    // Brought back, it goes on to the server.
    await expect(await canvas.findByText(savedAt, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A draft's history: an older revision is read and restored. */
export const RestoresARevision: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: AUTHORING_TEXTS.draftsTab }));
    await userEvent.click(
      await canvas.findByRole('button', { name: AUTHORING_TEXTS.editDraft(revisedDraft.title) }),
    );
    await userEvent.click(await canvas.findByRole('button', { name: EDITOR_STATE_TEXTS.history }));
    const history = await screen.findByRole('dialog', { name: HISTORY_TEXTS.title });
    const list = await within(history).findByRole('list', { name: HISTORY_TEXTS.list });
    const entries = within(list).getAllByRole('button');
    const oldest = entries.at(-1);
    if (!oldest) throw new Error('The draft has no revisions');
    await userEvent.click(oldest);
    await userEvent.click(
      await within(history).findByRole('button', { name: HISTORY_TEXTS.restore }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: HISTORY_TEXTS.confirmRestore }),
    );
    await expectToast(SUCCESS_MESSAGES.revisionRestored);
  },
};

/** My Drafts shows a scheduled article; cancelling its schedule makes it a draft again. */
export const CancelsASchedule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: AUTHORING_TEXTS.draftsTab }));
    const card = await canvas.findByRole('article', { name: scheduled.title });
    await expect(within(card).getByText(SCHEDULED_TEXTS.badge)).toBeVisible();
    await userEvent.click(
      within(card).getByRole('button', {
        name: SCHEDULED_TEXTS.cancelScheduleArticle(scheduled.title),
      }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: SCHEDULED_TEXTS.cancelSchedule }),
    );
    await expectToast(SUCCESS_MESSAGES.scheduleCancelled);
    await waitFor(() => expect(within(card).getByText(AUTHORING_TEXTS.draftBadge)).toBeVisible());
  },
};
