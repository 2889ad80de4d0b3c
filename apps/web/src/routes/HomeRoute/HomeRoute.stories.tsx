import { CATEGORY_BY_SLUG } from '@byline/api-client/contract';
import {
  fixtures,
  MOCK_SERVER_ERROR_MESSAGE,
  MOCK_TOKEN,
  mockDb,
  mockHandlers,
} from '@byline/api-client/mocks';
import { AUTH_TEXTS, NOTIFICATION_TEXTS, READER_TEXTS } from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mswState } from '../../stories/mockStates';
import { appLocation, appPage, atWidth, PAGE_VIEWPORTS } from '../../stories/routeStory';

/** `/`: every home section from the mock server, each with its own loading, empty and error. */
const meta = {
  title: 'Pages/Home',
  ...appPage({ url: '/', signedIn: false }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const mostWatchedFirst = () => {
  const first = fixtures.mostWatched[0];
  if (!first) throw new Error('The fixtures have no most-watched item');
  return first;
};

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: mostWatchedFirst().title, level: 3 },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: READER_TEXTS.signIn })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: READER_TEXTS.notifications })).toBeNull();
  },
};

export const SignedIn: Story = {
  parameters: { app: { signedIn: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', {
        name: NOTIFICATION_TEXTS.bellLabel(fixtures.unreadNotificationCount),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: READER_TEXTS.accountMenu })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: READER_TEXTS.signIn })).toBeNull();
  },
};

/**
 * Logout ends the session on the server (its token is refused from then on) and here, and lands
 * on Log In, with Sign In back in the header.
 */
export const SignedInLogout: Story = {
  parameters: { app: { signedIn: true } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: READER_TEXTS.accountMenu }));
    await userEvent.click(await screen.findByRole('menuitem', { name: READER_TEXTS.logout }));
    await expect(await canvas.findByRole('heading', { name: AUTH_TEXTS.loginTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: READER_TEXTS.signIn })).toBeVisible();
    await expect(appLocation(id).pathname).toBe('/login');
    await waitFor(() => expect(mockDb.tokens.has(MOCK_TOKEN)).toBe(false));
    await expect(mockDb.lastRequest('logout')?.headers.get('Authorization')).toBe(
      `Bearer ${MOCK_TOKEN}`,
    );
  },
};

/** The server cannot be told: this browser is signed out all the same. */
export const SignedInLogoutOffline: Story = {
  parameters: { app: { signedIn: true }, msw: { handlers: [mockHandlers.logout.networkError] } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: READER_TEXTS.accountMenu }));
    await userEvent.click(await screen.findByRole('menuitem', { name: READER_TEXTS.logout }));
    await expect(await canvas.findByRole('heading', { name: AUTH_TEXTS.loginTitle })).toBeVisible();
    await expect(appLocation(id).pathname).toBe('/login');
    await expect(document.cookie).not.toContain('user_token=');
  },
};

export const Loading: Story = {
  parameters: mswState('loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(READER_TEXTS.loadingSection(READER_TEXTS.mostRead)),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(READER_TEXTS.loadingSection(READER_TEXTS.tourism)),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(READER_TEXTS.loadingSection(READER_TEXTS.sports)),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: mswState('empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByText(READER_TEXTS.sectionEmpty).length).toBeGreaterThan(5),
    );
  },
};

export const ServerError: Story = {
  parameters: mswState('error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByText(MOCK_SERVER_ERROR_MESSAGE).length).toBeGreaterThan(5),
    );
  },
};

export const Offline: Story = {
  parameters: mswState('networkError'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: READER_TEXTS.retry }).length).toBeGreaterThan(5),
    );
  },
};

/** One failed call never blanks the page: only Most Read and Recommended show the error. */
export const MostReadFails: Story = {
  parameters: mswState('error', ['mostWatched']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText(MOCK_SERVER_ERROR_MESSAGE)).toHaveLength(2));
    await expect(await canvas.findByRole('heading', { name: READER_TEXTS.tourism })).toBeVisible();
  },
};

/** The sections know their categories' ids from the contract: a categories call that never answers holds nothing up. */
export const NoCategoriesCall: Story = {
  parameters: mswState('loading', ['categories']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tourism = await canvas.findByRole('region', { name: READER_TEXTS.tourism });
    await waitFor(() => expect(within(tourism).getAllByRole('article')).toHaveLength(3));
  },
};

/** On a phone the categories are behind the burger; choosing one opens its page. */
export const SmallScreenMenu: Story = {
  globals: atWidth('small'),
  parameters: { app: { signedIn: true } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: READER_TEXTS.openMenu }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(
      await within(drawer).findByRole('link', { name: CATEGORY_BY_SLUG.politics.navLabel }),
    );
    await expect(
      await canvas.findByRole('heading', { name: READER_TEXTS.politics, level: 1 }),
    ).toBeVisible();
    await expect(appLocation(id).pathname).toBe('/news/politics');
    // Choosing a link closes the menu (its closing transition is over before the a11y check).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
