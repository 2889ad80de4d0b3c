import { CATEGORIES, SERVER_MESSAGES, SUCCESS_MESSAGES } from '@byline/api-client/contract';
import { MOCK_NEWSLETTER_TOKENS, MOCK_SUBSCRIBER_EMAIL, mockDb } from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NEWSLETTER_TEXTS, ROUTES } from '../../constants';
import { withStoryLinks } from '../../testing/layout.mocks';
import { savePreferencesThroughMocks } from '../../testing/newsletter.mocks';
import { NewsletterPreferencesForm } from './NewsletterPreferencesForm';

const TOKEN = MOCK_NEWSLETTER_TOKENS.manage;

const meta = {
  title: 'Newsletter/NewsletterPreferencesForm',
  component: NewsletterPreferencesForm,
  decorators: [withStoryLinks],
  args: {
    token: TOKEN,
    preferences: { mode: 'each', categories: [], follow_authors: false, can_follow_authors: false },
    categories: CATEGORIES.slice(0, 5),
    onSave: fn((choices) => savePreferencesThroughMocks(TOKEN, choices)),
  },
} satisfies Meta<typeof NewsletterPreferencesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseADigestOfTwoCategories: Story = {
  name: 'Choose a daily digest of two categories',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: NEWSLETTER_TEXTS.preferencesDigest }));
    await userEvent.click(canvas.getByRole('checkbox', { name: CATEGORIES[0]?.name }));
    await userEvent.click(canvas.getByRole('checkbox', { name: CATEGORIES[2]?.name }));
    // Not signed in when subscribing: no authors to follow.
    await expect(
      canvas.queryByRole('checkbox', { name: NEWSLETTER_TEXTS.preferencesFollowAuthors }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: NEWSLETTER_TEXTS.preferencesSave }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      SUCCESS_MESSAGES.newsletterPreferencesSaved,
    );
    await expect(args.onSave).toHaveBeenCalledWith({
      mode: 'digest',
      categories: [CATEGORIES[0]?.id, CATEGORIES[2]?.id],
      follow_authors: false,
    });
    await expect(mockDb.subscriptions.get(MOCK_SUBSCRIBER_EMAIL)?.preferences.mode).toBe('digest');
    await expect(
      canvas.getByRole('link', { name: NEWSLETTER_TEXTS.preferencesLeave }),
    ).toHaveAttribute('href', ROUTES.unsubscribe(TOKEN));
  },
};

export const SignedInReader: Story = {
  name: 'A reader who subscribed signed in',
  args: {
    preferences: { mode: 'each', categories: [3], follow_authors: true, can_follow_authors: true },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: NEWSLETTER_TEXTS.preferencesFollowAuthors }),
    ).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: CATEGORIES[2]?.name })).toBeChecked();
  },
};

export const ExpiredLink: Story = {
  name: 'An expired link',
  args: { preferences: undefined, loadError: SERVER_MESSAGES.newsletterLinkExpired },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.newsletterLinkExpired,
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
