import { READER_TEXTS } from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appLocation, appPage, PAGE_VIEWPORTS } from '../../stories/routeStory';

/** Every path without a page. */
const meta = {
  title: 'Pages/NotFound',
  ...appPage({ url: '/no/such/page', signedIn: true }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownPathSignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: READER_TEXTS.notFoundTitle, level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: READER_TEXTS.accountMenu })).toBeVisible();
  },
};

export const UnknownPathSignedOut: Story = {
  parameters: { app: { url: '/no/such/page', signedIn: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: READER_TEXTS.notFoundTitle, level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: READER_TEXTS.signIn })).toBeVisible();
  },
};

/** The way out leads to the front page. */
export const BackToTheFrontPage: Story = {
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: READER_TEXTS.backHome }));
    await expect(await canvas.findByRole('heading', { name: READER_TEXTS.mostRead })).toBeVisible();
    await expect(appLocation(id).pathname).toBe('/');
  },
};
