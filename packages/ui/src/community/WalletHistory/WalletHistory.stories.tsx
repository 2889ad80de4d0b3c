import type { WalletEntry } from '@byline/api-client/contract';
import { fixtures } from '@byline/api-client/mocks';
import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { READER_TEXTS, WALLET_TEXTS } from '../../constants';
import { atViewport, viewportParameters, withStoryLinks } from '../../testing/layout.mocks';
import { WalletHistory } from './WalletHistory';

const entries = fixtures.walletEntries;
const balance = fixtures.currentUser.my_wallet;

const first = (test: (entry: WalletEntry) => boolean, what: string) => {
  const found = entries.find(test);
  if (!found) throw new Error(`The fixtures need ${what}`);
  return found;
};
const rewardIn = first(
  (entry) => entry.kind === 'reward' && entry.direction === 'in',
  'a reward in',
);
const rewardOut = first(
  (entry) => entry.kind === 'reward' && entry.direction === 'out',
  'a reward out',
);
const grant = first((entry) => entry.kind === 'grant', 'a grant');

const meta = {
  title: 'Community/WalletHistory',
  component: WalletHistory,
  args: { balance, entries, onLoadMore: fn(), onRetry: fn() },
  parameters: viewportParameters,
  globals: atViewport('large'),
  decorators: [
    withStoryLinks,
    (Story) => (
      <Container size="sm" py="md">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof WalletHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const lines = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: WALLET_TEXTS.historyLabel }).children;
const lineOf = (canvasElement: HTMLElement, entry: WalletEntry) => {
  const index = entries.indexOf(entry);
  return lines(canvasElement)[index] as HTMLElement;
};

/** The balance, then grants and rewards in and out: a sign and a word, not colour alone. */
export const History: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(WALLET_TEXTS.coins(balance))).toBeVisible();
    await expect(lines(canvasElement)).toHaveLength(entries.length);

    const received = within(lineOf(canvasElement, rewardIn));
    await expect(received.getByText(`+${rewardIn.amount}`)).toBeVisible();
    await expect(received.getByText(WALLET_TEXTS.received)).toBeVisible();
    await expect(
      received.getByRole('link', { name: rewardIn.counterparty?.full_name }),
    ).toHaveAttribute('href', `/profile/${rewardIn.counterparty?.user_id}`);
    await expect(received.getByRole('link', { name: rewardIn.article?.title })).toHaveAttribute(
      'href',
      `/article/${rewardIn.article?.id}`,
    );

    const sent = within(lineOf(canvasElement, rewardOut));
    await expect(sent.getByText(`\u2212${rewardOut.amount}`)).toBeVisible();
    await expect(sent.getByText(WALLET_TEXTS.sent)).toBeVisible();
    await expect(lineOf(canvasElement, rewardOut)).toHaveTextContent(WALLET_TEXTS.rewardTo);

    const granted = within(lineOf(canvasElement, grant));
    await expect(granted.getByText(WALLET_TEXTS.grant)).toBeVisible();
    await expect(granted.queryByRole('link')).toBeNull();
  },
};

export const LoadMore: Story = {
  name: 'More to load',
  args: { hasMore: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: WALLET_TEXTS.loadMore }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: WALLET_TEXTS.loadMore })).toHaveAttribute(
      'data-loading',
      'true',
    );
  },
};

export const Loading: Story = {
  args: { loading: true, entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: WALLET_TEXTS.loading })).toBeVisible();
  },
};

/** A new account before its first grant: balance 0, nothing in the history. */
export const Empty: Story = {
  args: { balance: 0, entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(WALLET_TEXTS.coins(0))).toBeVisible();
    await expect(canvas.getByText(WALLET_TEXTS.empty)).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error, with retry',
  args: { balance: undefined, entries: [], error: 'The server could not be reached.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(WALLET_TEXTS.loadError);
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    balance: 1_234_567,
    entries: entries.map((entry) => ({
      ...entry,
      amount: entry.amount * 1000,
      counterparty: entry.counterparty && {
        ...entry.counterparty,
        full_name: 'Maximiliana Alejandra Konstantinopoulou-Vanderbilt de la Fontaine',
      },
      article: entry.article && {
        ...entry.article,
        title:
          'An extraordinarily long headline about the regional council’s decision to reconsider the coastal flood barrier budget',
      },
    })),
  },
};

export const ManyItems: Story = {
  name: 'Many entries',
  args: {
    entries: [0, 1, 2, 3].flatMap((page) =>
      entries.map((entry) => ({ ...entry, id: entry.id + page * 1000 })),
    ),
    hasMore: true,
  },
};

export const SmallScreen: Story = { globals: atViewport('small') };
