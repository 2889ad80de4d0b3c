import { ERROR_MESSAGES } from '@byline/api-client/contract';
import { fixtures } from '@byline/api-client/mocks';
import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ACCOUNT_TEXTS, PROFILE_TEXTS } from '../../constants';
import { atWidth, reviewViewportParameters, withStayLinks } from '../../testing/authoring.mocks';
import { AccountPage } from './AccountPage';

const email = fixtures.currentUser.user_email;

const meta = {
  title: 'Account/AccountPage',
  component: AccountPage,
  args: {
    email,
    onChangeEmail: fn(),
    onResend: fn(),
    onChangePassword: fn(),
    onDownload: fn(),
    onDelete: fn(),
  },
  parameters: reviewViewportParameters,
  decorators: [
    withStayLinks,
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section, in order: email, password, data, deletion. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: ACCOUNT_TEXTS.title }),
    ).toBeVisible();
    const headings = canvas
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(headings).toEqual([
      ACCOUNT_TEXTS.emailHeading,
      ACCOUNT_TEXTS.passwordHeading,
      ACCOUNT_TEXTS.dataHeading,
      ACCOUNT_TEXTS.deleteHeading,
    ]);
    await expect(canvas.getByRole('link', { name: PROFILE_TEXTS.back })).toHaveAttribute(
      'href',
      '/profile',
    );
  },
};

export const Loading: Story = {
  args: { email: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { level: 2 })).toBeNull();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { email: undefined, error: ERROR_MESSAGES.profileFetchEdit, onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES.profileFetchEdit,
    );
  },
};

export const EmailChangePending: Story = {
  name: 'Email change pending',
  args: { pendingEmail: 'amara@newsroom.example' },
};

/** Google or Apple: no email or password forms; data and deletion stay. */
export const FederatedAccount: Story = {
  name: 'Signs in with Google or Apple',
  args: { passwordSignIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: ACCOUNT_TEXTS.emailHeading })).toBeNull();
    await expect(canvas.getByText(ACCOUNT_TEXTS.noPassword)).toBeVisible();
  },
};

export const SmallScreen: Story = { globals: atWidth('small') };
export const LargeScreen: Story = { globals: atWidth('large') };
