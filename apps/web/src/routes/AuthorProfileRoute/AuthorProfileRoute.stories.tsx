import { fixtures, MOCK_SERVER_ERROR_MESSAGE, mockHandlers } from '@byline/api-client/mocks';
import { PROFILE_TEXTS, READER_TEXTS, SCREEN_TEXTS } from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { appLocation, appPage, PAGE_VIEWPORTS } from '../../stories/routeStory';

const author = fixtures.secondAuthorProfile.profile;

/**
 * `/profile/:userId`: an author's public profile as visitors see it (Follow and Reward with
 * Coin, the word Journalist instead of an email). The mock author 2 is Daniel Reyes.
 */
const meta = {
  title: 'Pages/AuthorProfile',
  ...appPage({ url: `/profile/${author.user_id}`, signedIn: false }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const VisitorSignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: author.full_name, level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByText(SCREEN_TEXTS.journalist)).toBeVisible();
    await expect(canvas.getByRole('button', { name: PROFILE_TEXTS.follow })).toBeVisible();
    await expect(canvas.getByRole('button', { name: PROFILE_TEXTS.rewardWithCoin })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: PROFILE_TEXTS.editProfile })).toBeNull();
    await expect(canvas.queryByRole('link', { name: PROFILE_TEXTS.createArticle })).toBeNull();
    await expect(
      within(canvas.getByTestId('profile-articles')).getAllByRole('article'),
    ).toHaveLength(4);
  },
};

/** Signed in as author 1, looking at author 2: still the visitor's view. */
export const VisitorSignedIn: Story = {
  parameters: { app: { signedIn: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: PROFILE_TEXTS.follow })).toBeVisible();
    await expect(canvas.getByRole('link', { name: READER_TEXTS.notifications })).toBeVisible();
  },
};

/** Your own public page is your profile: the owner's view at /profile. */
export const OwnPublicPage: Story = {
  parameters: { app: { url: `/profile/${fixtures.currentUser.user_id}`, signedIn: true } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: PROFILE_TEXTS.editProfile }),
    ).toBeVisible();
    await expect(appLocation(id).pathname).toBe('/profile');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mockHandlers.authorProfile.loading] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: PROFILE_TEXTS.loading })).toBeVisible();
  },
};

/** An author with nothing published yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [mockHandlers.authorProfile.empty] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(PROFILE_TEXTS.noArticles)).toBeVisible();
    await expect(canvas.getByRole('button', { name: PROFILE_TEXTS.follow })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [mockHandlers.authorProfile.error] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(MOCK_SERVER_ERROR_MESSAGE),
    );
    await expect(canvas.getByRole('button', { name: READER_TEXTS.retry })).toBeVisible();
  },
};

export const Offline: Story = {
  parameters: { msw: { handlers: [mockHandlers.authorProfile.networkError] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: READER_TEXTS.retry })).toBeVisible();
  },
};

/** No such author: the not-found page. */
export const UnknownAuthor: Story = {
  parameters: { app: { url: '/profile/999' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: READER_TEXTS.notFoundTitle, level: 1 }),
    ).toBeVisible();
  },
};
