import { ERROR_MESSAGES } from '@byline/api-client';
import { CATEGORY_BY_SLUG } from '@byline/api-client/contract';
import { fixtures, MOCK_SERVER_ERROR_MESSAGE, mockHandlers } from '@byline/api-client/mocks';
import { AUTH_TEXTS, BUY_COINS_TEXTS, PROFILE_TEXTS, READER_TEXTS, SCREEN_TEXTS } from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mswState } from '../../stories/mockStates';
import { appLocation, appPage, atWidth, PAGE_VIEWPORTS } from '../../stories/routeStory';
import { expectToast, toastTexts } from '../../stories/toasts';

const owner = fixtures.currentUser;
const ownDrafts = fixtures.ownNews.filter((item) => item.status === 'draft');

/**
 * `/profile`: the signed-in author's own profile (the owner's view: Edit Profile, Buy Coins,
 * Create an Article), with stats, chips and the published articles 4 at a time.
 */
const meta = {
  title: 'Pages/Profile',
  ...appPage({ url: '/profile', signedIn: true }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const articleGrid = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByTestId('profile-articles'));

export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: owner.full_name, level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByText(owner.user_email)).toBeVisible();
    await expect(canvas.getByRole('link', { name: PROFILE_TEXTS.editProfile })).toBeVisible();
    await expect(canvas.getByRole('link', { name: PROFILE_TEXTS.buyCoins })).toBeVisible();
    await expect(canvas.getByRole('link', { name: PROFILE_TEXTS.createArticle })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: PROFILE_TEXTS.follow })).toBeNull();
    await expect(articleGrid(canvasElement).getAllByRole('article')).toHaveLength(4);
    // The author's drafts (sent by the server with the rest) are never listed.
    for (const draft of ownDrafts) await expect(canvas.queryByText(draft.title)).toBeNull();
  },
};

/** LOAD MORE shows 4 more; a category chip starts again at 4 of that category. */
export const LoadMoreAndChips: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: SCREEN_TEXTS.loadMore }));
    await waitFor(() =>
      expect(articleGrid(canvasElement).getAllByRole('article').length).toBeGreaterThan(4),
    );
    await userEvent.click(canvas.getByRole('radio', { name: CATEGORY_BY_SLUG.technology.name }));
    await waitFor(() => expect(articleGrid(canvasElement).getAllByRole('article')).toHaveLength(2));
  },
};

/** Buy Coins opens a page saying payments are not enabled; its Back returns to the profile. */
export const BuyCoins: Story = {
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: PROFILE_TEXTS.buyCoins }));
    await expect(
      await canvas.findByRole('heading', { name: BUY_COINS_TEXTS.title, level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByText(BUY_COINS_TEXTS.paymentsOffTitle)).toBeVisible();
    await expect(appLocation(id).pathname).toBe('/buy-coins');
    await userEvent.click(canvas.getByRole('link', { name: PROFILE_TEXTS.back }));
    await expect(
      await canvas.findByRole('heading', { name: owner.full_name, level: 1 }),
    ).toBeVisible();
    await expect(appLocation(id).pathname).toBe('/profile');
  },
};

/** A signed-out visitor is sent to Log In, which will bring them back here. */
export const SignedOutGoesToLogin: Story = {
  parameters: { app: { signedIn: false } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: AUTH_TEXTS.loginTitle })).toBeVisible();
    const location = appLocation(id);
    await expect(`${location.pathname}${location.search}`).toBe('/login?next=%2Fprofile');
  },
};

export const Loading: Story = {
  parameters: mswState('loading', ['userDetails', 'ownNews']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: PROFILE_TEXTS.loading })).toBeVisible();
  },
};

/** A new author: no articles, no followers, no coins, no bio. */
export const Empty: Story = {
  parameters: mswState('empty', ['userDetails', 'ownNews']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(PROFILE_TEXTS.noArticles)).toBeVisible();
    await expect(canvas.getByRole('link', { name: PROFILE_TEXTS.createArticle })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [mockHandlers.userDetails.error] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MOCK_SERVER_ERROR_MESSAGE);
    await expect(canvas.getByRole('button', { name: READER_TEXTS.retry })).toBeVisible();
    // The server's message also as a toast (docs/product.md#messages).
    await waitFor(() =>
      expect(screen.getAllByText(MOCK_SERVER_ERROR_MESSAGE).length).toBeGreaterThan(1),
    );
  },
};

export const Offline: Story = {
  parameters: mswState('networkError', ['userDetails', 'ownNews']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: READER_TEXTS.retry })).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: atWidth('small'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: PROFILE_TEXTS.editProfile }),
    ).toBeVisible();
  },
};

/**
 * The server no longer accepts the session (every call of the page fails with 401 at once): the
 * session ends here, one toast says so, and Log In will bring the user back to /profile.
 */
export const SessionExpired: Story = {
  parameters: mswState('unauthorized', ['userDetails', 'ownNews']),
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: AUTH_TEXTS.loginTitle })).toBeVisible();
    await expect(appLocation(id)).toMatchObject({ pathname: '/login', search: '?next=%2Fprofile' });
    await expectToast(ERROR_MESSAGES.sessionEnded);
    // Give any late failure the time to raise a toast of its own: there must be none.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(toastTexts()).toEqual([ERROR_MESSAGES.sessionEnded]);
    await expect(canvas.getByRole('link', { name: READER_TEXTS.signIn })).toBeVisible();
    await expect(document.cookie).not.toContain('user_token=');
  },
};
