import { fixtures } from '@byline/api-client/mocks';
import { AUTH_TEXTS, NOTIFICATION_TEXTS, VALIDATION_MESSAGES } from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appLocation, appPage, PAGE_VIEWPORTS } from '../../stories/routeStory';

/**
 * `/login`: the form (signing in itself goes through Firebase, which the stories leave out, so
 * its unverified and failed states are not shown here).
 */
const meta = {
  title: 'Pages/Login',
  ...appPage({ url: '/login', signedIn: false }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: AUTH_TEXTS.loginTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: AUTH_TEXTS.loginButton })).toBeVisible();
    await expect(canvas.getByRole('button', { name: AUTH_TEXTS.googleSignIn })).toBeVisible();
    await expect(canvas.getByRole('button', { name: AUTH_TEXTS.appleSignIn })).toBeVisible();
  },
};

/** Sent here by a page that needs an account (`?next=`): the same form. */
export const FromAGuardedPage: Story = {
  parameters: { app: { url: '/login?next=%2Fnew-article' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: AUTH_TEXTS.loginTitle })).toBeVisible();
  },
};

/** The page stays reachable when signed in; the header shows the account. */
export const SignedIn: Story = {
  parameters: { app: { signedIn: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: AUTH_TEXTS.loginTitle })).toBeVisible();
    await expect(
      await canvas.findByRole('link', {
        name: NOTIFICATION_TEXTS.bellLabel(fixtures.unreadNotificationCount),
      }),
    ).toBeVisible();
  },
};

/** The warnings of an empty submit (docs/product.md#validation). */
export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: AUTH_TEXTS.loginButton }));
    await expect(await canvas.findByText(VALIDATION_MESSAGES.emailRequired)).toBeVisible();
    await expect(canvas.getByText(VALIDATION_MESSAGES.passwordRequired)).toBeVisible();
  },
};

/** The links lead to the other sign-in pages. */
export const ToSignUpAndForgotPassword: Story = {
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: AUTH_TEXTS.forgotLink }));
    await expect(
      await canvas.findByRole('heading', { name: AUTH_TEXTS.forgotTitle }),
    ).toBeVisible();
    await expect(appLocation(id).pathname).toBe('/forgot-password');
    await userEvent.click(canvas.getByRole('link', { name: AUTH_TEXTS.signupLink }));
    await expect(
      await canvas.findByRole('heading', { name: AUTH_TEXTS.signupTitle }),
    ).toBeVisible();
    await expect(appLocation(id).pathname).toBe('/signup');
  },
};
