import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AUTH_TEXTS, VALIDATION_MESSAGES } from '../../constants';
import { labelStartingWith } from '../../testing/layout.mocks';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = {
  title: 'Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: AUTH_TEXTS.forgotTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: AUTH_TEXTS.loginLink })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.getByRole('link', { name: AUTH_TEXTS.signupLink })).toHaveAttribute(
      'href',
      '/signup',
    );
  },
};

export const EmptyEmailWarning: Story = {
  name: 'Empty email, warned',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: AUTH_TEXTS.resetButton }));
    await expect(await canvas.findByText(VALIDATION_MESSAGES.resetEmailRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsEmail: Story = {
  name: 'Email sent',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(labelStartingWith(AUTH_TEXTS.emailLabel)),
      'reader@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: AUTH_TEXTS.resetButton }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'reader@example.com' });
  },
};

export const Submitting: Story = {
  args: {
    initialValues: { email: 'reader@example.com' },
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: AUTH_TEXTS.resetButton });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
  },
};

export const SmallScreen: Story = { globals: { viewport: { value: 'mobile1' } } };
export const MediumScreen: Story = { globals: { viewport: { value: 'tablet' } } };
export const LargeScreen: Story = { globals: { viewport: { value: 'desktop' } } };
