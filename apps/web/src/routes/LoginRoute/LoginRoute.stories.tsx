import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appPage } from '../../stories/routeStory';

/** `/login`: the form only (sign-in itself needs Firebase, out of the stories' scope). */
const meta = {
  title: 'Pages/Login',
  ...appPage({ url: '/login', signedIn: false }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Log In' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'LOG IN' })).toBeVisible();
  },
};
