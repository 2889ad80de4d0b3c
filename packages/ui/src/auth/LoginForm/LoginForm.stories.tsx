import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AUTH_TEXTS, VALIDATION_MESSAGES } from '../../constants';
import { labelStartingWith } from '../../testing/layout.mocks';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn(), onGoogle: fn(), onApple: fn() },
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: AUTH_TEXTS.loginTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: AUTH_TEXTS.signupLink })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(canvas.getByRole('link', { name: AUTH_TEXTS.forgotLink })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await userEvent.click(canvas.getByRole('button', { name: AUTH_TEXTS.googleSignIn }));
    await expect(args.onGoogle).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: AUTH_TEXTS.appleSignIn }));
    await expect(args.onApple).toHaveBeenCalledOnce();
  },
};

/** Both validation warnings appear when LOG IN is pressed on an empty form; nothing is sent. */
export const EmptyFieldWarnings: Story = {
  name: 'Empty fields, warned',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: AUTH_TEXTS.loginButton }));
    await expect(await canvas.findByText(VALIDATION_MESSAGES.emailRequired)).toBeVisible();
    await expect(canvas.getByText(VALIDATION_MESSAGES.passwordRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MissingPasswordWarning: Story = {
  name: 'Missing password, warned',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(labelStartingWith(AUTH_TEXTS.emailLabel)),
      'reader@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: AUTH_TEXTS.loginButton }));
    await expect(await canvas.findByText(VALIDATION_MESSAGES.passwordRequired)).toBeVisible();
    await expect(canvas.queryByText(VALIDATION_MESSAGES.emailRequired)).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ShowHidePassword: Story = {
  name: 'Password shown and hidden',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(labelStartingWith(AUTH_TEXTS.passwordLabel));
    await userEvent.type(password, 'secret1');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(
      canvas.getByRole('button', { name: AUTH_TEXTS.showPassword(AUTH_TEXTS.passwordLabel) }),
    );
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(
      canvas.getByRole('button', { name: AUTH_TEXTS.hidePassword(AUTH_TEXTS.passwordLabel) }),
    );
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const SubmitsValues: Story = {
  name: 'Email and password sent',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(labelStartingWith(AUTH_TEXTS.emailLabel)),
      ' reader@example.com ',
    );
    await userEvent.type(
      canvas.getByLabelText(labelStartingWith(AUTH_TEXTS.passwordLabel)),
      'secret1',
    );
    await userEvent.click(canvas.getByRole('button', { name: AUTH_TEXTS.loginButton }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'reader@example.com',
      password: 'secret1',
    });
  },
};

/** While the sign-in call is pending, LOG IN shows a loader and cannot be pressed again. */
export const Submitting: Story = {
  args: {
    initialValues: { email: 'reader@example.com', password: 'secret1' },
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: AUTH_TEXTS.loginButton });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    await expect(button).toBeDisabled();
  },
};

export const SmallScreen: Story = { globals: { viewport: { value: 'mobile1' } } };
export const MediumScreen: Story = { globals: { viewport: { value: 'tablet' } } };
export const LargeScreen: Story = { globals: { viewport: { value: 'desktop' } } };
