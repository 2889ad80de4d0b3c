import { ACCOUNT_ERRORS } from '@byline/api-client/contract';
import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ACCOUNT_TEXTS, VALIDATION_MESSAGES } from '../../constants';
import { atWidth, reviewViewportParameters } from '../../testing/authoring.mocks';
import { labelStartingWith } from '../../testing/layout.mocks';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  title: 'Account/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn() },
  parameters: reviewViewportParameters,
  decorators: [
    (Story) => (
      <Box p="md" maw={640}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(labelStartingWith(label));

const fill = async (canvasElement: HTMLElement, current: string, next: string, again: string) => {
  if (current)
    await userEvent.type(field(canvasElement, ACCOUNT_TEXTS.currentPasswordLabel), current);
  if (next) await userEvent.type(field(canvasElement, ACCOUNT_TEXTS.newPasswordLabel), next);
  if (again)
    await userEvent.type(field(canvasElement, ACCOUNT_TEXTS.confirmNewPasswordLabel), again);
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: ACCOUNT_TEXTS.changePasswordButton }),
  );
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(ACCOUNT_TEXTS.passwordChangeExplained),
    ).toBeVisible();
  },
};

/** Empty fields: each says what it needs; nothing is sent. */
export const EmptyFieldsWarned: Story = {
  name: 'Empty fields, warned',
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, '', '', '');
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText(VALIDATION_MESSAGES.passwordRequired)).toHaveLength(2);
    await expect(canvas.getByText(VALIDATION_MESSAGES.confirmPasswordRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Too short, and a confirmation that differs: warned before anything is sent. */
export const ShortAndMismatched: Story = {
  name: 'Too short, and not the same twice',
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'secret-123', 'abc', 'abd');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(VALIDATION_MESSAGES.passwordTooShort)).toBeVisible();
    await expect(canvas.getByText(VALIDATION_MESSAGES.passwordsDoNotMatch)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The current password is wrong: said under it. */
export const WrongCurrentPassword: Story = {
  args: {
    onSubmit: fn(async () => ({
      field: 'currentPassword' as const,
      message: ACCOUNT_ERRORS.wrongPassword,
    })),
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'not-it', 'new-secret-1', 'new-secret-1');
    await expect(
      await within(canvasElement).findByText(ACCOUNT_ERRORS.wrongPassword),
    ).toBeVisible();
  },
};

/** The identity provider finds the new password too weak: said under it. */
export const WeakNewPassword: Story = {
  args: {
    onSubmit: fn(async () => ({
      field: 'newPassword' as const,
      message: ACCOUNT_ERRORS.weakPassword,
    })),
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'secret-123', 'aaaaaa', 'aaaaaa');
    await expect(await within(canvasElement).findByText(ACCOUNT_ERRORS.weakPassword)).toBeVisible();
  },
};

/** Changed: the values go out and the fields empty. */
export const Changed: Story = {
  args: { onSubmit: fn(async () => null) },
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'secret-123', 'new-secret-1', 'new-secret-1');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: 'secret-123',
      newPassword: 'new-secret-1',
      confirmPassword: 'new-secret-1',
    });
    await waitFor(() =>
      expect(field(canvasElement, ACCOUNT_TEXTS.newPasswordLabel)).toHaveValue(''),
    );
  },
};

export const Changing: Story = {
  args: { onSubmit: fn(() => new Promise<null>(() => {})) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'secret-123', 'new-secret-1', 'new-secret-1');
    const button = within(canvasElement).getByRole('button', {
      name: ACCOUNT_TEXTS.changePasswordButton,
    });
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
  },
};

/** An account that signs in with Google or Apple has no password here. */
export const NoPassword: Story = {
  args: { passwordSignIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ACCOUNT_TEXTS.noPassword)).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: ACCOUNT_TEXTS.changePasswordButton }),
    ).toBeNull();
  },
};

export const SmallScreen: Story = { globals: atWidth('small') };
