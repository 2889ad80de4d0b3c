import { ACCOUNT_ERRORS } from '@byline/api-client/contract';
import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ACCOUNT_TEXTS, VALIDATION_MESSAGES } from '../../constants';
import { atWidth, reviewViewportParameters } from '../../testing/authoring.mocks';
import { labelStartingWith } from '../../testing/layout.mocks';
import { ChangeEmailForm } from './ChangeEmailForm';

const EMAIL = 'amara.okafor@byline.example';
const NEW_EMAIL = 'amara@newsroom.example';

const meta = {
  title: 'Account/ChangeEmailForm',
  component: ChangeEmailForm,
  args: { email: EMAIL, onSubmit: fn(), onResend: fn() },
  parameters: reviewViewportParameters,
  decorators: [
    (Story) => (
      <Box p="md" maw={640}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ChangeEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, email: string, password: string) => {
  const canvas = within(canvasElement);
  if (email) {
    await userEvent.type(
      canvas.getByLabelText(labelStartingWith(ACCOUNT_TEXTS.newEmailLabel)),
      email,
    );
  }
  if (password) {
    await userEvent.type(
      canvas.getByLabelText(labelStartingWith(ACCOUNT_TEXTS.currentPasswordLabel)),
      password,
    );
  }
  await userEvent.click(canvas.getByRole('button', { name: ACCOUNT_TEXTS.changeEmailButton }));
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ACCOUNT_TEXTS.currentEmail(EMAIL))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: ACCOUNT_TEXTS.resendButton })).toBeNull();
  },
};

/** Nothing typed: both warnings, nothing sent. */
export const EmptyFieldsWarned: Story = {
  name: 'Empty fields, warned',
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, '', '');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(VALIDATION_MESSAGES.emailRequired)).toBeVisible();
    await expect(canvas.getByText(VALIDATION_MESSAGES.passwordRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent: the trimmed address and the password go out, and the form empties. */
export const Sent: Story = {
  args: { onSubmit: fn(async () => null) },
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, `  ${NEW_EMAIL} `, 'secret-123');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      newEmail: NEW_EMAIL,
      currentPassword: 'secret-123',
    });
    const input = within(canvasElement).getByLabelText(
      labelStartingWith(ACCOUNT_TEXTS.newEmailLabel),
    );
    await waitFor(() => expect(input).toHaveValue(''));
  },
};

/** A wrong current password: said under the password, what was typed stays. */
export const WrongPassword: Story = {
  args: {
    onSubmit: fn(async () => ({
      field: 'currentPassword' as const,
      message: ACCOUNT_ERRORS.wrongPassword,
    })),
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, NEW_EMAIL, 'not-it');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(ACCOUNT_ERRORS.wrongPassword)).toBeVisible();
    await expect(canvas.getByLabelText(labelStartingWith(ACCOUNT_TEXTS.newEmailLabel))).toHaveValue(
      NEW_EMAIL,
    );
  },
};

/** Another account has the address. */
export const AddressTaken: Story = {
  name: 'Address taken',
  args: {
    onSubmit: fn(async () => ({ field: 'newEmail' as const, message: ACCOUNT_ERRORS.emailInUse })),
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, NEW_EMAIL, 'secret-123');
    await expect(await within(canvasElement).findByText(ACCOUNT_ERRORS.emailInUse)).toBeVisible();
  },
};

/** While the link is being sent the button shows a loader. */
export const Sending: Story = {
  args: { onSubmit: fn(() => new Promise<null>(() => {})) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, NEW_EMAIL, 'secret-123');
    const button = within(canvasElement).getByRole('button', {
      name: ACCOUNT_TEXTS.changeEmailButton,
    });
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
  },
};

/** A link was sent and not opened yet: the notice, and a way to send it again. */
export const Pending: Story = {
  args: { pendingEmail: NEW_EMAIL },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      ACCOUNT_TEXTS.pendingEmail(NEW_EMAIL),
    );
    await userEvent.click(canvas.getByRole('button', { name: ACCOUNT_TEXTS.resendButton }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const Resending: Story = { args: { pendingEmail: NEW_EMAIL, resending: true } };

/** The current address is not verified: the verification mail can be asked for again. */
export const Unverified: Story = {
  args: { emailVerified: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ACCOUNT_TEXTS.unverified)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: ACCOUNT_TEXTS.resendVerificationButton }),
    );
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const SmallScreen: Story = { args: { pendingEmail: NEW_EMAIL }, globals: atWidth('small') };
