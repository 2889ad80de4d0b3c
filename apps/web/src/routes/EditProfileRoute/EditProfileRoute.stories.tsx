import { fixtures, MOCK_SERVER_ERROR_MESSAGE, mockHandlers } from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
    await expect(await canvas.findByRole('textbox', { name: 'Your Name' })).toHaveValue(
      owner.full_name,
    );
    await expect(canvas.getByRole('textbox', { name: 'Your Email' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('link', { name: 'Back to profile' })).toBeVisible();
  },
};

/** Saving shows the success message and the new name on /profile. */
export const SaveChanges: Story = {
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Your Name' });
    await waitFor(() => expect(name).toHaveValue(owner.full_name));
    await userEvent.clear(name);
    await userEvent.type(name, 'Amara N. Okafor');
    await userEvent.click(canvas.getByRole('button', { name: 'SAVE CHANGES' }));
    await expectToast('Your details have been updated.');
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
    const name = await canvas.findByRole('textbox', { name: 'Your Name' });
    await waitFor(() => expect(name).toHaveValue(owner.full_name));
    await userEvent.click(canvas.getByRole('button', { name: 'SAVE CHANGES' }));
    await expectToast(MOCK_SERVER_ERROR_MESSAGE);
    await expect(appLocation(id).pathname).toBe('/profile/edit');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mockHandlers.userDetails.loading] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading profile' })).toBeVisible();
  },
};

/** A new author with no bio, phone or picture (the default avatar shows). */
export const Empty: Story = {
  parameters: { msw: { handlers: [mockHandlers.userDetails.empty] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Phone Number' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Your Bio' })).toHaveValue('');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [mockHandlers.userDetails.error] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Unable to fetch profile details.'),
    );
  },
};

export const SignedOutGoesToLogin: Story = {
  parameters: { app: { signedIn: false } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Log In' })).toBeVisible();
    await expect(appLocation(id).search).toBe('?next=%2Fprofile%2Fedit');
  },
};

export const SmallScreen: Story = {
  globals: atWidth('small'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'SAVE CHANGES' })).toBeVisible();
  },
};
