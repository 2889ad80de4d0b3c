import { SUCCESS_MESSAGES } from '@byline/api-client/contract';
import { MOCK_SERVER_ERROR_MESSAGE, mockDb, mockHandlers } from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { NEWSLETTER_TEXTS, ROUTES } from '../../constants';
import { withStoryLinks } from '../../testing/layout.mocks';
import { unsubscribeThroughMocks } from '../../testing/newsletter.mocks';
import { UnsubscribePanel } from './UnsubscribePanel';

/** A token of the link's shape; the mock backend answers any such token the same way. */
const TOKEN = 'S'.repeat(43);
const ADDRESS = 'story@example.com';

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
    // A subscription in the mock backend, so the button ends a real one.
    mockDb.subscriptions.set(ADDRESS, { token: TOKEN, active: true });
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
