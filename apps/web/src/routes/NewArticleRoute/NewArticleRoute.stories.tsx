import { ERROR_MESSAGES } from '@byline/api-client';
import { fixtures, MOCK_SERVER_ERROR_MESSAGE, mockHandlers } from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
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
  await userEvent.click(await within(canvasElement).findByRole('tab', { name: 'My Drafts' }));
}

const draftCards = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('tabpanel')).queryAllByRole('article');

async function editFirstDraft(canvasElement: HTMLElement) {
  await openMyDrafts(canvasElement);
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: `Edit draft: ${firstDraft?.title}` }),
  );
  await expect(
    await within(canvasElement).findByRole('heading', { name: 'Edit Draft Article' }),
  ).toBeVisible();
}

export const CreateArticle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Create Your Article in an Editor Below' }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Create Article' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'SAVE AS DRAFT' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'PUBLISH ARTICLE' })).toBeVisible();
  },
};

/** A new article saved as a draft shows up in My Drafts, where the page switches to. */
export const SaveAsDraft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Title' }), 'Tide tables');
    await userEvent.click(canvas.getByLabelText(/^Category/));
    await userEvent.click(await screen.findByRole('option', { name: 'World' }));
    await userEvent.click(canvas.getByRole('button', { name: 'SAVE AS DRAFT' }));
    await expectToast('Article saved as draft!');
    await expect(canvas.getByRole('tab', { name: 'My Drafts' })).toHaveAttribute(
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
    await expect(canvas.getByText('You are editing a draft article')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(firstDraft.title);
  },
};

/** Cancel Edit clears the form back to a new article. */
export const CancelEdit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editFirstDraft(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Edit' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Create Your Article in an Editor Below' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  },
};

/** Publishing an edited draft saves it, publishes it and lands on /profile, where it is listed. */
export const PublishEditedDraft: Story = {
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await editFirstDraft(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'PUBLISH ARTICLE' }));
    await expectToast('Article published successfully!');
    await expect(await canvas.findByRole('link', { name: 'Edit Profile' })).toBeVisible();
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
      await canvas.findByRole('button', { name: `Delete draft: ${firstDraft.title}` }),
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByText('Are you sure you want to delete this draft?')).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Draft deleted successfully.');
    await waitFor(() => expect(draftCards(canvasElement)).toHaveLength(fixtures.drafts.length - 1));
    await expect(canvas.queryByRole('article', { name: firstDraft.title })).toBeNull();
  },
};

export const DeleteDraftFails: Story = {
  parameters: { msw: { handlers: [mockHandlers.deleteDraft.error] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMyDrafts(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Delete draft: ${firstDraft.title}` }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Failed to delete draft');
    await expect(draftCards(canvasElement)).toHaveLength(fixtures.drafts.length);
  },
};

export const DraftsLoading: Story = {
  parameters: { msw: { handlers: [mockHandlers.drafts.loading] } },
  play: async ({ canvasElement }) => {
    await openMyDrafts(canvasElement);
    await expect(await within(canvasElement).findByText('Loading draft articles...')).toBeVisible();
  },
};

export const DraftsEmpty: Story = {
  parameters: { msw: { handlers: [mockHandlers.drafts.empty] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMyDrafts(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No Draft Articles Found' }),
    ).toBeVisible();
    await expect(canvas.getByText("You don't have any saved drafts yet")).toBeVisible();
  },
};

/** The server refuses the list: the panel with its message and Retry, and a toast. */
export const DraftsError: Story = {
  parameters: { msw: { handlers: [mockHandlers.drafts.error] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMyDrafts(canvasElement);
    const panel = await canvas.findByRole('alert');
    await expect(panel).toHaveTextContent('Unable to load draft articles');
    await expect(within(panel).getByRole('button', { name: 'Retry' })).toBeVisible();
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
      'Unable to load draft articles',
    );
    await expectToast('Failed to load draft articles');
  },
};

export const DraftsErrorThenRetry: Story = {
  parameters: { msw: { handlers: [failingOnce('drafts')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMyDrafts(canvasElement);
    const panel = await canvas.findByRole('alert');
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(draftCards(canvasElement)).toHaveLength(fixtures.drafts.length));
  },
};

export const SignedOutGoesToLogin: Story = {
  parameters: { app: { signedIn: false } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Log In' })).toBeVisible();
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
    await expect(await canvas.findByRole('heading', { name: 'Log In' })).toBeVisible();
    await expect(appLocation(id)).toMatchObject({
      pathname: '/login',
      search: '?next=%2Fnew-article',
    });
    await expectToast(ERROR_MESSAGES.sessionEnded);
    await expect(toastTexts()).toEqual([ERROR_MESSAGES.sessionEnded]);
  },
};
