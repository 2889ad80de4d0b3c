import { AUTH_TEXTS, READER_TEXTS, VALIDATION_MESSAGES } from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appLocation, appPage, PAGE_VIEWPORTS } from '../../stories/routeStory';

/** `/signup`: the form (creating the account goes through Firebase, left out of the stories). */
const meta = {
  title: 'Pages/SignUp',
  ...appPage({ url: '/signup', signedIn: false }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: AUTH_TEXTS.signupTitle }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: AUTH_TEXTS.signupButton })).toBeVisible();
    await expect(canvas.getByRole('button', { name: AUTH_TEXTS.googleSignUp })).toBeVisible();
    await expect(canvas.getByRole('link', { name: AUTH_TEXTS.loginLink })).toBeVisible();
  },
};

/** The warnings of an empty submit (docs/product.md#validation). */
export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: AUTH_TEXTS.signupButton }));
    await expect(await canvas.findByText(VALIDATION_MESSAGES.emailRequired)).toBeVisible();
    await expect(canvas.getByText(VALIDATION_MESSAGES.passwordRequired)).toBeVisible();
    await expect(canvas.getByText(VALIDATION_MESSAGES.confirmPasswordRequired)).toBeVisible();
  },
};

/** A signed-in user is sent to the front page. */
export const SignedInGoesHome: Story = {
  parameters: { app: { signedIn: true } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: READER_TEXTS.mostRead })).toBeVisible();
    await expect(appLocation(id).pathname).toBe('/');
  },
};
