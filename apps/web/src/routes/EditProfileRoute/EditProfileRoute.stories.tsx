import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@byline/api-client';
import {
  fixtures,
  MOCK_SERVER_ERROR_MESSAGE,
  MOCK_TOKEN,
  mockDb,
  mockHandlers,
} from '@byline/api-client/mocks';
import { AUTH_TEXTS, PROFILE_TEXTS, SIGN_OUT_EVERYWHERE_TEXTS } from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appLocation, appPage, atWidth, PAGE_VIEWPORTS } from '../../stories/routeStory';
import { expectToast } from '../../stories/toasts';

const owner = fixtures.currentUser;

/** `/profile/edit`: name, bio and picture; email and phone are read-only. */
const meta = {
  title: 'Pages/EditProfile',
  ...appPage({ url: '/profile/edit', signedIn: true }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: PROFILE_TEXTS.nameLabel })).toHaveValue(
      owner.full_name,
    );
    await expect(canvas.getByRole('textbox', { name: PROFILE_TEXTS.emailLabel })).toHaveAttribute(
      'readonly',
    );
    await expect(canvas.getByRole('link', { name: PROFILE_TEXTS.back })).toBeVisible();
  },
};

/** Saving shows the success message and the new name on /profile. */
export const SaveChanges: Story = {
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: PROFILE_TEXTS.nameLabel });
    await waitFor(() => expect(name).toHaveValue(owner.full_name));
    await userEvent.clear(name);
    await userEvent.type(name, 'Amara N. Okafor');
    await userEvent.click(canvas.getByRole('button', { name: PROFILE_TEXTS.saveButton }));
    await expectToast(SUCCESS_MESSAGES.profileSaved);
    await expect(
      await canvas.findByRole('heading', { name: 'Amara N. Okafor', level: 1 }),
    ).toBeVisible();
    await expect(appLocation(id).pathname).toBe('/profile');
  },
};

/** The server refuses: its message as a toast, and the form stays as it was. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: [mockHandlers.updateProfile.error] } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: PROFILE_TEXTS.nameLabel });
    await waitFor(() => expect(name).toHaveValue(owner.full_name));
    await userEvent.click(canvas.getByRole('button', { name: PROFILE_TEXTS.saveButton }));
    await expectToast(MOCK_SERVER_ERROR_MESSAGE);
    await expect(appLocation(id).pathname).toBe('/profile/edit');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mockHandlers.userDetails.loading] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: PROFILE_TEXTS.loading })).toBeVisible();
  },
};

/** A new author with no bio, phone or picture (the default avatar shows). */
export const Empty: Story = {
  parameters: { msw: { handlers: [mockHandlers.userDetails.empty] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('textbox', { name: PROFILE_TEXTS.phoneLabel }),
    ).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: PROFILE_TEXTS.bioLabel })).toHaveValue('');
  },
};

/** The server refuses the read: its message in the panel. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [mockHandlers.userDetails.error] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(MOCK_SERVER_ERROR_MESSAGE),
    );
    await expectToast(MOCK_SERVER_ERROR_MESSAGE);
  },
};

/** No connection: this screen's own text, Unable to fetch profile details. */
export const LoadOffline: Story = {
  parameters: { msw: { handlers: [mockHandlers.userDetails.networkError] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.profileFetchEdit),
    );
    await expectToast(ERROR_MESSAGES.profileFetchEdit);
  },
};

/** Confirmed: every session of the account ends on the server, and this browser is signed out. */
export const SignOutEverywhere: Story = {
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: SIGN_OUT_EVERYWHERE_TEXTS.button }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: SIGN_OUT_EVERYWHERE_TEXTS.confirmTitle,
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: SIGN_OUT_EVERYWHERE_TEXTS.confirm }),
    );
    await expectToast(SUCCESS_MESSAGES.logoutEverywhere);
    await expect(await canvas.findByRole('heading', { name: AUTH_TEXTS.loginTitle })).toBeVisible();
    await expect(appLocation(id).pathname).toBe('/login');
    await expect(mockDb.tokens.has(MOCK_TOKEN)).toBe(false);
    await expect(document.cookie).not.toContain('user_token=');
  },
};

/** The server could not do it: its message, and the user stays signed in on the page. */
export const SignOutEverywhereFails: Story = {
  parameters: { msw: { handlers: [mockHandlers.logoutEverywhere.error] } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: SIGN_OUT_EVERYWHERE_TEXTS.button }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: SIGN_OUT_EVERYWHERE_TEXTS.confirmTitle,
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: SIGN_OUT_EVERYWHERE_TEXTS.confirm }),
    );
    await expectToast(MOCK_SERVER_ERROR_MESSAGE);
    // The dialog closes on failure too; the author stays signed in on the same page.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(appLocation(id).pathname).toBe('/profile/edit');
    await expect(document.cookie).toContain('user_token=');
  },
};

export const SignedOutGoesToLogin: Story = {
  parameters: { app: { signedIn: false } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: AUTH_TEXTS.loginTitle })).toBeVisible();
    await expect(appLocation(id).search).toBe('?next=%2Fprofile%2Fedit');
  },
};

export const SmallScreen: Story = {
  globals: atWidth('small'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: PROFILE_TEXTS.saveButton }),
    ).toBeVisible();
  },
};
