import { SERVER_MESSAGES, SUCCESS_MESSAGES } from '@byline/api-client/contract';
import {
  MOCK_NEWSLETTER_TOKENS,
  MOCK_SERVER_ERROR_MESSAGE,
  MOCK_SUBSCRIBER_EMAIL,
  mockDb,
  mockHandlers,
} from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { NEWSLETTER_TEXTS, ROUTES } from '../../constants';
import { withStoryLinks } from '../../testing/layout.mocks';
import { confirmThroughMocks, unsubscribeThroughMocks } from '../../testing/newsletter.mocks';
import { UnsubscribePanel } from './UnsubscribePanel';

/** The link of the mock backend's subscriber (a token the mock "signed"). */
const TOKEN = MOCK_NEWSLETTER_TOKENS.manage;
const ADDRESS = MOCK_SUBSCRIBER_EMAIL;

const meta = {
  title: 'Newsletter/UnsubscribePanel',
  component: UnsubscribePanel,
  decorators: [withStoryLinks],
  args: { token: TOKEN, onUnsubscribe: fn(unsubscribeThroughMocks) },
} satisfies Meta<typeof UnsubscribePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmButton = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('button', { name: NEWSLETTER_TEXTS.unsubscribeButton });

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      NEWSLETTER_TEXTS.unsubscribeTitle,
    );
    // Opening the link alone changes nothing: only the button does.
    await expect(confirmButton(canvas)).toBeEnabled();
    await expect(args.onUnsubscribe).not.toHaveBeenCalled();
  },
};

export const Unsubscribed: Story = {
  play: async ({ canvas, args }) => {
    await expect(mockDb.subscriptions.get(ADDRESS)?.active).toBe(true);
    await userEvent.click(confirmButton(canvas));
    await expect(args.onUnsubscribe).toHaveBeenCalledWith(TOKEN);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      SUCCESS_MESSAGES.unsubscribed,
    );
    await expect(
      canvas.getByRole('link', { name: NEWSLETTER_TEXTS.unsubscribeDone }),
    ).toHaveAttribute('href', ROUTES.home);
    await expect(mockDb.subscriptions.get(ADDRESS)?.active).toBe(false);
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: [mockHandlers.unsubscribe.loading] } },
  play: async ({ canvas }) => {
    await userEvent.click(confirmButton(canvas));
    await waitFor(() => expect(confirmButton(canvas)).toHaveAttribute('data-loading', 'true'));
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [mockHandlers.unsubscribe.error] } },
  play: async ({ canvas }) => {
    await userEvent.click(confirmButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MOCK_SERVER_ERROR_MESSAGE);
    // The button stays, to try again.
    await expect(confirmButton(canvas)).toBeEnabled();
  },
};

export const WithoutToken: Story = {
  name: 'Without a token',
  args: { token: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      NEWSLETTER_TEXTS.unsubscribeMissingToken,
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ExpiredLink: Story = {
  name: 'An expired link',
  args: { token: MOCK_NEWSLETTER_TOKENS.expired },
  play: async ({ canvas }) => {
    await userEvent.click(confirmButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.newsletterLinkExpired,
    );
    await expect(mockDb.subscriptions.get(ADDRESS)?.active).toBe(true);
  },
};

export const Confirm: Story = {
  name: 'Confirm a subscription',
  args: {
    purpose: 'confirm',
    token: MOCK_NEWSLETTER_TOKENS.confirm,
    onUnsubscribe: fn(confirmThroughMocks),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      NEWSLETTER_TEXTS.confirmTitle,
    );
    await expect(args.onUnsubscribe).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: NEWSLETTER_TEXTS.confirmButton }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      SUCCESS_MESSAGES.subscriptionConfirmed,
    );
  },
};
