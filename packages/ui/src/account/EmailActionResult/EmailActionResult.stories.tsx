import { ACCOUNT_ERRORS, ACCOUNT_SUCCESS } from '@byline/api-client/contract';
import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ACCOUNT_TEXTS } from '../../constants';
import { atWidth, reviewViewportParameters, withStayLinks } from '../../testing/authoring.mocks';
import { EmailActionResult } from './EmailActionResult';

const NEW_EMAIL = 'amara@newsroom.example';

const meta = {
  title: 'Account/EmailActionResult',
  component: EmailActionResult,
  args: { state: 'checking' as const },
  parameters: reviewViewportParameters,
  decorators: [
    withStayLinks,
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof EmailActionResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      ACCOUNT_TEXTS.actionChecking,
    );
  },
};

/** The address changed: the new one, and the way to log in with it. */
export const Done: Story = {
  args: { state: 'done' as const, message: ACCOUNT_SUCCESS.emailChanged(NEW_EMAIL) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      ACCOUNT_SUCCESS.emailChanged(NEW_EMAIL),
    );
    await expect(canvas.getByRole('link', { name: ACCOUNT_TEXTS.loginButton })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** An expired or used link: said plainly; nothing changed. */
export const ExpiredOrUsed: Story = {
  name: 'Expired or used link',
  args: { state: 'failed' as const, message: ACCOUNT_ERRORS.emailLinkInvalid },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(ACCOUNT_ERRORS.emailLinkInvalid);
    await expect(canvas.getByRole('link', { name: ACCOUNT_TEXTS.backToAccount })).toHaveAttribute(
      'href',
      '/account',
    );
  },
};

export const Incomplete: Story = {
  name: 'Incomplete link',
  args: { state: 'failed' as const, message: ACCOUNT_ERRORS.emailLinkIncomplete },
};

/** The link could not be checked (offline): it can be tried again. */
export const CouldNotCheck: Story = {
  name: 'Could not check',
  args: { state: 'failed' as const, message: ACCOUNT_ERRORS.emailLinkFailed, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: ACCOUNT_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const SmallScreen: Story = {
  args: { state: 'failed' as const, message: ACCOUNT_ERRORS.emailLinkInvalid },
  globals: atWidth('small'),
};
