import {
  ERROR_MESSAGES,
  REWARD_MAX_COINS,
  REWARD_PRESETS,
  SERVER_MESSAGES,
} from '@byline/api-client/contract';
import { fixtures } from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FEEDBACK_TEXTS, REWARD_TEXTS, ROUTES } from '../../constants';
import { withStayLinks } from '../../testing/authoring.mocks';
import { RewardDialog } from './RewardDialog';

/** The signed-in mock author rewards the second mock author, whose wallet is smaller. */
const author = fixtures.secondAuthor;
const balance = fixtures.currentUser.my_wallet;
const lowBalance = author.my_wallet;

const meta = {
  title: 'Community/RewardDialog',
  component: RewardDialog,
  decorators: [withStayLinks],
  args: {
    opened: true,
    onClose: fn(),
    authorName: author.full_name,
    signedIn: true,
    balance,
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof RewardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog lives in a portal outside the story's root: look for it in the whole page. */
const openDialog = async () =>
  within(
    await within(document.body).findByRole('dialog', {
      name: REWARD_TEXTS.title(author.full_name),
    }),
  );
const amountField = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('textbox', { name: REWARD_TEXTS.amountLabel });
const send = (dialog: ReturnType<typeof within>) =>
  userEvent.click(dialog.getByRole('button', { name: REWARD_TEXTS.send }));

/** The balance, the presets (the smallest chosen) and Send; a preset sends, then it closes. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(dialog.getByText(REWARD_TEXTS.balance(balance))).toBeVisible();
    const presets = dialog.getByRole('group', { name: REWARD_TEXTS.presets });
    await expect(within(presets).getAllByRole('button')).toHaveLength(REWARD_PRESETS.length);
    await expect(
      dialog.getByRole('button', { name: REWARD_TEXTS.preset(REWARD_PRESETS[0]) }),
    ).toHaveAttribute('aria-pressed', 'true');
    const preset = REWARD_PRESETS[2];
    await userEvent.click(dialog.getByRole('button', { name: REWARD_TEXTS.preset(preset) }));
    await expect(amountField(dialog)).toHaveValue(String(preset));
    await send(dialog);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(preset);
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** Any whole number may be typed. */
export const TypedAmount: Story = {
  name: 'Typed amount',
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.clear(amountField(dialog));
    await userEvent.type(amountField(dialog), '25');
    await send(dialog);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(25);
  },
};

/** A small wallet: larger presets are off, and more than the balance is refused beside the field. */
export const LowBalance: Story = {
  name: 'Low balance',
  args: { balance: lowBalance },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(dialog.getByText(REWARD_TEXTS.balance(lowBalance))).toBeVisible();
    for (const preset of REWARD_PRESETS) {
      const button = dialog.getByRole('button', { name: REWARD_TEXTS.preset(preset) });
      if (preset > lowBalance) await expect(button).toBeDisabled();
      else await expect(button).toBeEnabled();
    }
    await userEvent.clear(amountField(dialog));
    await userEvent.type(amountField(dialog), String(lowBalance + 1));
    await send(dialog);
    await expect(dialog.getByText(SERVER_MESSAGES.notEnoughCoins)).toBeVisible();
    await expect(amountField(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Nothing, zero, fractions and more than the most a reward may be are refused. */
export const InvalidAmount: Story = {
  name: 'Invalid amounts refused',
  play: async ({ args }) => {
    const dialog = await openDialog();
    const field = amountField(dialog);
    const message = SERVER_MESSAGES.coinAmount(REWARD_MAX_COINS);
    await userEvent.clear(field);
    await send(dialog);
    await expect(dialog.getByText(message)).toBeVisible();
    await userEvent.type(field, '0');
    await expect(dialog.getByText(message)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, String(REWARD_MAX_COINS + 1));
    await send(dialog);
    await expect(dialog.getByText(message)).toBeVisible();
    // Whole coins only: a decimal point cannot be typed.
    await userEvent.clear(field);
    await userEvent.type(field, '2.5');
    await expect(field).toHaveValue('25');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused: its message shows inside the dialog, which stays open. */
export const ServerRefusal: Story = {
  name: 'Refused by the server',
  args: { onSubmit: fn(() => Promise.reject(new Error(SERVER_MESSAGES.notEnoughCoins))) },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await send(dialog);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.notEnoughCoins,
    );
    await expect(args.onClose).not.toHaveBeenCalled();
    // Choosing another amount clears the old refusal.
    await userEvent.click(
      dialog.getByRole('button', { name: REWARD_TEXTS.preset(REWARD_PRESETS[1]) }),
    );
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A failure without a server message shows the client's fallback the host passed. */
export const NetworkFailure: Story = {
  name: 'Network failure',
  args: { onSubmit: fn(() => Promise.reject(new Error(ERROR_MESSAGES.reward))) },
  play: async () => {
    const dialog = await openDialog();
    await send(dialog);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.reward);
  },
};

/** While sending: Send waits, Cancel and closing are off, the amount cannot change. */
export const Sending: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await send(dialog);
    const sendButton = dialog.getByRole('button', { name: REWARD_TEXTS.send });
    await waitFor(() => expect(sendButton).toHaveAttribute('data-loading', 'true'));
    await expect(dialog.getByRole('button', { name: REWARD_TEXTS.cancel })).toBeDisabled();
    await expect(
      dialog.queryByRole('button', { name: FEEDBACK_TEXTS.close }),
    ).not.toBeInTheDocument();
    await expect(amountField(dialog)).toHaveAttribute('readonly');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** An empty wallet: nothing to send, and where coins come from. */
export const NoCoins: Story = {
  name: 'Empty wallet',
  args: { balance: 0 },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByText(REWARD_TEXTS.noCoins)).toBeVisible();
    await expect(dialog.getByRole('link', { name: REWARD_TEXTS.buyCoins })).toHaveAttribute(
      'href',
      ROUTES.buyCoins,
    );
    await expect(dialog.getByRole('button', { name: REWARD_TEXTS.send })).toBeDisabled();
  },
};

/** The balance is not known yet: no balance line; the server still checks. */
export const BalanceUnknown: Story = {
  name: 'Balance not known yet',
  args: { balance: null },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(dialog.queryByText(REWARD_TEXTS.balance(balance))).not.toBeInTheDocument();
    await send(dialog);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(REWARD_PRESETS[0]);
  },
};

/** Signed out: asked to sign in instead. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(dialog.getByText(REWARD_TEXTS.signInText)).toBeVisible();
    await expect(dialog.getByRole('link', { name: REWARD_TEXTS.signIn })).toHaveAttribute(
      'href',
      ROUTES.login,
    );
    await expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: REWARD_TEXTS.cancel }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
