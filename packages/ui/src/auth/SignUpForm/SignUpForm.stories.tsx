import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AUTH_TEXTS, VALIDATION_MESSAGES } from '../../constants';
import { labelStartingWith } from '../../testing/layout.mocks';
import { SignUpForm } from './SignUpForm';

const meta = {
  title: 'Auth/SignUpForm',
  component: SignUpForm,
  args: { onSubmit: fn(), onGoogle: fn(), onApple: fn() },
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    email: canvas.getByLabelText(labelStartingWith(AUTH_TEXTS.emailLabel)),
    password: canvas.getByLabelText(labelStartingWith(AUTH_TEXTS.passwordLabel)),
    confirm: canvas.getByLabelText(labelStartingWith(AUTH_TEXTS.confirmPasswordLabel)),
    submit: canvas.getByRole('button', { name: AUTH_TEXTS.signupButton }),
  };
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, email } = fields(canvasElement);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('link', { name: AUTH_TEXTS.loginLink })).toHaveAttribute(
      'href',
      '/login',
    );
    await userEvent.click(canvas.getByRole('button', { name: AUTH_TEXTS.googleSignUp }));
    await expect(args.onGoogle).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: AUTH_TEXTS.appleSignUp }));
    await expect(args.onApple).toHaveBeenCalledOnce();
  },
};

export const EmptyFieldWarnings: Story = {
  name: 'Empty fields, warned',
  play: async ({ canvasElement, args }) => {
    const { canvas, submit } = fields(canvasElement);
    await userEvent.click(submit);
    await expect(await canvas.findByText(VALIDATION_MESSAGES.emailRequired)).toBeVisible();
    await expect(canvas.getByText(VALIDATION_MESSAGES.passwordRequired)).toBeVisible();
    await expect(canvas.getByText(VALIDATION_MESSAGES.confirmPasswordRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordTooShort: Story = {
  name: 'Password too short',
  play: async ({ canvasElement, args }) => {
    const { canvas, email, password, confirm, submit } = fields(canvasElement);
    await userEvent.type(email, 'new@example.com');
    await userEvent.type(password, 'abc');
    await userEvent.type(confirm, 'abc');
    await userEvent.click(submit);
    await expect(await canvas.findByText(VALIDATION_MESSAGES.passwordTooShort)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, email, password, confirm, submit } = fields(canvasElement);
    await userEvent.type(email, 'new@example.com');
    await userEvent.type(password, 'secret1');
    await userEvent.type(confirm, 'secret2');
    await userEvent.click(submit);
    await expect(await canvas.findByText(VALIDATION_MESSAGES.passwordsDoNotMatch)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Each password has its own toggle; one does not reveal the other. */
export const ShowHidePasswords: Story = {
  name: 'Passwords shown and hidden',
  play: async ({ canvasElement }) => {
    const { canvas, password, confirm } = fields(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: AUTH_TEXTS.showPassword(AUTH_TEXTS.passwordLabel) }),
    );
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirm).toHaveAttribute('type', 'password');
    await userEvent.click(
      canvas.getByRole('button', {
        name: AUTH_TEXTS.showPassword(AUTH_TEXTS.confirmPasswordLabel),
      }),
    );
    await expect(confirm).toHaveAttribute('type', 'text');
    await userEvent.click(
      canvas.getByRole('button', { name: AUTH_TEXTS.hidePassword(AUTH_TEXTS.passwordLabel) }),
    );
    await userEvent.click(
      canvas.getByRole('button', {
        name: AUTH_TEXTS.hidePassword(AUTH_TEXTS.confirmPasswordLabel),
      }),
    );
    await expect(password).toHaveAttribute('type', 'password');
    await expect(confirm).toHaveAttribute('type', 'password');
  },
};

export const SubmitsValues: Story = {
  name: 'Email and passwords sent',
  play: async ({ canvasElement, args }) => {
    const { email, password, confirm, submit } = fields(canvasElement);
    await userEvent.type(email, 'new@example.com');
    await userEvent.type(password, 'secret1');
    await userEvent.type(confirm, 'secret1');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'new@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
  },
};

export const Submitting: Story = {
  args: {
    initialValues: { email: 'new@example.com', password: 'secret1', confirmPassword: 'secret1' },
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement }) => {
    const { submit } = fields(canvasElement);
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
  },
};

export const SmallScreen: Story = { globals: { viewport: { value: 'mobile1' } } };
export const MediumScreen: Story = { globals: { viewport: { value: 'tablet' } } };
export const LargeScreen: Story = { globals: { viewport: { value: 'desktop' } } };
