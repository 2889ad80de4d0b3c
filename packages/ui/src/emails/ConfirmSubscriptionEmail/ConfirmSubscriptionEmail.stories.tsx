import { NEWSLETTER_CONFIRM_DAYS } from '@byline/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EMAIL_SITE } from '../emails.mocks';
import { EMAIL_TEXTS } from '../emailTexts';
import { ConfirmSubscriptionEmail } from './ConfirmSubscriptionEmail';

const CONFIRM_URL = 'https://news.example/newsletter/confirm?token=1.c.4102444800.sig';

const meta = {
  title: 'Emails/ConfirmSubscriptionEmail',
  component: ConfirmSubscriptionEmail,
  args: { ...EMAIL_SITE, confirmUrl: CONFIRM_URL, expiresInDays: NEWSLETTER_CONFIRM_DAYS },
} satisfies Meta<typeof ConfirmSubscriptionEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmation: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      EMAIL_TEXTS.confirmHeading,
    );
    // The link leads to the page whose button confirms.
    await expect(canvas.getByRole('link', { name: EMAIL_TEXTS.confirmButton })).toHaveAttribute(
      'href',
      CONFIRM_URL,
    );
    // No unsubscribe link yet: nothing to leave.
    await expect(canvas.queryByRole('link', { name: EMAIL_TEXTS.unsubscribe })).toBeNull();
  },
};
