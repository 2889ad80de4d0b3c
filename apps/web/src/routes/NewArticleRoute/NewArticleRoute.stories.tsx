import {
  CATEGORY_BY_SLUG,
  ERROR_MESSAGES,
  endpoints,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
} from '@byline/api-client';
import { fixtures, MOCK_SERVER_ERROR_MESSAGE, mockHandlers } from '@byline/api-client/mocks';
import {
  AUTH_TEXTS,
  AUTHORING_TEXTS,
  PROFILE_TEXTS,
  READER_TEXTS,
  SCREEN_TEXTS,
  VALIDATION_MESSAGES,
} from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { failingOnce } from '../../stories/mockStates';
import { appLocation, appPage, atWidth, PAGE_VIEWPORTS } from '../../stories/routeStory';
import { expectToast, toastTexts } from '../../stories/toasts';

const [firstDraft] = fixtures.drafts;
if (!firstDraft) throw new Error('The fixtures need drafts');

/**
 * `/new-article`: Create Article (the editor) and My Drafts, against the mock server. The mock
 * author has three drafts.
 */
const meta = {
  title: 'Pages/NewArticle',
  ...appPage({ url: '/new-article', signedIn: true }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function openMyDrafts(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('tab', { name: AUTHORING_TEXTS.draftsTab }),
  );
}

const draftCards = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('tabpanel')).queryAllByRole('article');

async function editFirstDraft(canvasElement: HTMLElement) {
  await openMyDrafts(canvasElement);
  await userEvent.click(
    await within(canvasElement).findByRole('button', {
      name: `${AUTHORING_TEXTS.edit} draft: ${firstDraft?.title}`,
    }),
  );
  await expect(
    await within(canvasElement).findByRole('heading', { name: SCREEN_TEXTS.editorEditHeading }),
  ).toBeVisible();
}

export const CreateArticle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: SCREEN_TEXTS.editorNewHeading }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: AUTHORING_TEXTS.createTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('button', { name: AUTHORING_TEXTS.saveAsDraft })).toBeVisible();
    await expect(canvas.getByRole('button', { name: AUTHORING_TEXTS.publish })).toBeVisible();
  },
};

/** A new article saved as a draft shows up in My Drafts, where the page switches to. */
export const SaveAsDraft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: AUTHORING_TEXTS.titleLabel }),
      'Tide tables',
    );
    await userEvent.click(canvas.getByLabelText(new RegExp(`^${AUTHORING_TEXTS.categoryLabel}`)));
    await userEvent.click(await screen.findByRole('option', { name: CATEGORY_BY_SLUG.world.name }));
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.saveAsDraft }));
    await expectToast(SUCCESS_MESSAGES.articleSavedAsDraft);
    await expect(canvas.getByRole('tab', { name: AUTHORING_TEXTS.draftsTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByRole('article', { name: 'Tide tables' })).toBeVisible();
    await waitFor(() => expect(draftCards(canvasElement)).toHaveLength(fixtures.drafts.length + 1));
  },
};

export const MyDrafts: Story = {
  play: async ({ canvasElement }) => {
    await openMyDrafts(canvasElement);
    await waitFor(() => expect(draftCards(canvasElement)).toHaveLength(fixtures.drafts.length));
  },
};

/** Edit on a draft switches to Create Article with the draft loaded. */
export const EditDraft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editFirstDraft(canvasElement);
    await expect(canvas.getByText(SCREEN_TEXTS.editorEditingNotice)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: AUTHORING_TEXTS.titleLabel })).toHaveValue(
      firstDraft.title,
    );
  },
};

/** Cancel Edit clears the form back to a new article. */
export const CancelEdit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editFirstDraft(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.cancelEdit }));
    await expect(
      await canvas.findByRole('heading', { name: SCREEN_TEXTS.editorNewHeading }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: AUTHORING_TEXTS.titleLabel })).toHaveValue('');
  },
};

/** Publishing an edited draft saves it, publishes it and lands on /profile, where it is listed. */
export const PublishEditedDraft: Story = {
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await editFirstDraft(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.publish }));
    await expectToast(SUCCESS_MESSAGES.articlePublished);
    await expect(
      await canvas.findByRole('link', { name: PROFILE_TEXTS.editProfile }),
    ).toBeVisible();
    await expect(appLocation(id).pathname).toBe('/profile');
    await expect(await canvas.findByRole('link', { name: firstDraft.title })).toBeVisible();
  },
};

/** Delete asks first; the deleted draft leaves the list. */
export const DeleteDraft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMyDrafts(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: `${AUTHORING_TEXTS.delete} draft: ${firstDraft.title}`,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByText(VALIDATION_MESSAGES.deleteDraftConfirm)).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: AUTHORING_TEXTS.delete }));
    await expectToast(SUCCESS_MESSAGES.draftDeleted);
    await waitFor(() => expect(draftCards(canvasElement)).toHaveLength(fixtures.drafts.length - 1));
    await expect(canvas.queryByRole('article', { name: firstDraft.title })).toBeNull();
  },
};

async function deleteFirstDraft(canvasElement: HTMLElement) {
  await openMyDrafts(canvasElement);
  await userEvent.click(
    await within(canvasElement).findByRole('button', {
      name: `${AUTHORING_TEXTS.delete} draft: ${firstDraft?.title}`,
    }),
  );
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: AUTHORING_TEXTS.delete }));
}

/** The server refuses the delete: its message, and the draft stays. */
export const DeleteDraftFails: Story = {
  parameters: { msw: { handlers: [mockHandlers.deleteDraft.error] } },
  play: async ({ canvasElement }) => {
    await deleteFirstDraft(canvasElement);
    await expectToast(MOCK_SERVER_ERROR_MESSAGE);
    await expect(draftCards(canvasElement)).toHaveLength(fixtures.drafts.length);
  },
};

/** No connection: the spec's Failed to delete draft, and the draft stays. */
export const DeleteDraftOffline: Story = {
  parameters: { msw: { handlers: [mockHandlers.deleteDraft.networkError] } },
  play: async ({ canvasElement }) => {
    await deleteFirstDraft(canvasElement);
    await expectToast(ERROR_MESSAGES.draftDelete);
    await expect(draftCards(canvasElement)).toHaveLength(fixtures.drafts.length);
  },
};

/** A draft update answered without a message: the editor's Failed to save draft; nothing is lost. */
export const SaveEditedDraftFails: Story = {
  parameters: { msw: { handlers: [mockHandlers.saveArticle.httpError] } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await editFirstDraft(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.saveAsDraft }));
    await expectToast(ERROR_MESSAGES.draftSave);
    await expect(canvas.getByRole('textbox', { name: AUTHORING_TEXTS.titleLabel })).toHaveValue(
      firstDraft.title,
    );
    await expect(appLocation(id).pathname).toBe('/new-article');
  },
};

/** A save that reached no server says so (not only "Failed to save article"). */
export const PublishOffline: Story = {
  parameters: { msw: { handlers: [mockHandlers.saveArticle.networkError] } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await editFirstDraft(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.publish }));
    await expectToast(ERROR_MESSAGES.articleSaveOffline);
    await expect(canvas.getByRole('textbox', { name: AUTHORING_TEXTS.titleLabel })).toHaveValue(
      firstDraft.title,
    );
    await expect(appLocation(id).pathname).toBe('/new-article');
  },
};

/** The server's reason for refusing a save is what the author reads (here: a bad image). */
export const PublishRefusedWithReason: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${endpoints.saveArticle.path}`, () =>
          HttpResponse.json(
            { status: 400, message: SERVER_MESSAGES.invalidImage, data: null },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editFirstDraft(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.publish }));
    await expectToast(SERVER_MESSAGES.invalidImage);
  },
};

/** A proxy refusing a large body answers 413 without the envelope: the author is told why. */
export const PublishTooLarge: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${endpoints.saveArticle.path}`, () => new HttpResponse(null, { status: 413 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editFirstDraft(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.publish }));
    await expectToast(SERVER_MESSAGES.bodyTooLarge);
  },
};

export const DraftsLoading: Story = {
  parameters: { msw: { handlers: [mockHandlers.drafts.loading] } },
  play: async ({ canvasElement }) => {
    await openMyDrafts(canvasElement);
    await expect(await within(canvasElement).findByText(SCREEN_TEXTS.draftsLoading)).toBeVisible();
  },
};

export const DraftsEmpty: Story = {
  parameters: { msw: { handlers: [mockHandlers.drafts.empty] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMyDrafts(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: SCREEN_TEXTS.draftsEmptyTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(SCREEN_TEXTS.draftsEmptyText)).toBeVisible();
  },
};

/** The server refuses the list: the panel with its message and Retry, and a toast. */
export const DraftsError: Story = {
  parameters: { msw: { handlers: [mockHandlers.drafts.error] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMyDrafts(canvasElement);
    const panel = await canvas.findByRole('alert');
    await expect(panel).toHaveTextContent(AUTHORING_TEXTS.draftsError);
    await expect(within(panel).getByRole('button', { name: READER_TEXTS.retry })).toBeVisible();
    await expectToast(MOCK_SERVER_ERROR_MESSAGE);
  },
};

/** No connection: the panel, and the spec's toast Failed to load draft articles. */
export const DraftsOffline: Story = {
  parameters: { msw: { handlers: [mockHandlers.drafts.networkError] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMyDrafts(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES.draftsUnreachable,
    );
    await expectToast(ERROR_MESSAGES.draftsToast);
  },
};

export const DraftsErrorThenRetry: Story = {
  parameters: { msw: { handlers: [failingOnce('drafts')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMyDrafts(canvasElement);
    const panel = await canvas.findByRole('alert');
    await userEvent.click(within(panel).getByRole('button', { name: READER_TEXTS.retry }));
    await waitFor(() => expect(draftCards(canvasElement)).toHaveLength(fixtures.drafts.length));
  },
};

export const SignedOutGoesToLogin: Story = {
  parameters: { app: { signedIn: false } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: AUTH_TEXTS.loginTitle })).toBeVisible();
    await expect(appLocation(id).search).toBe('?next=%2Fnew-article');
  },
};

/** My Drafts on a phone: one column of cards. */
export const SmallScreenMyDrafts: Story = {
  globals: atWidth('small'),
  play: async ({ canvasElement }) => {
    await openMyDrafts(canvasElement);
    const grid = await within(canvasElement).findByTestId('drafts-grid');
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(1);
  },
};

/** The server no longer accepts the session: it ends here, and Log In brings the user back. */
export const DraftsSessionExpired: Story = {
  parameters: { msw: { handlers: [mockHandlers.drafts.unauthorized] } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: AUTH_TEXTS.loginTitle })).toBeVisible();
    await expect(appLocation(id)).toMatchObject({
      pathname: '/login',
      search: '?next=%2Fnew-article',
    });
    await expectToast(ERROR_MESSAGES.sessionEnded);
    await expect(toastTexts()).toEqual([ERROR_MESSAGES.sessionEnded]);
  },
};
