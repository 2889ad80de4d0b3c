import { AUTH_TEXTS, READER_TEXTS } from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appLocation, appPage, PAGE_VIEWPORTS } from '../../stories/routeStory';

/** `/notifications`: an honest empty state until notifications exist. */
const meta = {
  title: 'Pages/Notifications',
  ...appPage({ url: '/notifications', signedIn: true }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: READER_TEXTS.notifications, level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByText(/You have no notifications yet/)).toBeVisible();
  },
};

/** The header's bell leads here. */
export const FromTheBell: Story = {
  parameters: { app: { url: '/' } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: READER_TEXTS.notifications }));
    await expect(
      await canvas.findByRole('heading', { name: READER_TEXTS.notifications, level: 1 }),
    ).toBeVisible();
    await expect(appLocation(id).pathname).toBe('/notifications');
  },
};

export const SignedOutGoesToLogin: Story = {
  parameters: { app: { signedIn: false } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: AUTH_TEXTS.loginTitle })).toBeVisible();
    await expect(appLocation(id).search).toBe('?next=%2Fnotifications');
  },
};
