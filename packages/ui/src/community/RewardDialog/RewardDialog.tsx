import { REWARD_MAX_COINS, REWARD_PRESETS } from '@byline/api-client/contract';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCoin } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { CHECK_TEXTS, FEEDBACK_TEXTS, REWARD_TEXTS } from '../../constants';
import { AppLink, useUrls } from '../../link';
import { type Messages, useMessages } from '../../locale';

export interface RewardDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Whom the coins go to: named in the title. */
  authorName: string;
  /** Signed-out readers are asked to sign in instead of choosing an amount. */
  signedIn: boolean;
  /** The reader's coins, when known: shown, and the most a reward may be. */
  balance?: number | null;
  /** Sends the reward: resolving closes the dialog, rejecting shows the message. */
  onSubmit: (amount: number) => Promise<unknown>;
  /** Where Sign in leads (the login page by default). */
  signInHref?: string;
}

/**
 * What is wrong with a reward amount, or null: a whole number of coins from 1 to
 * REWARD_MAX_COINS (the contract's message), and no more than the balance when it is known.
 */
export function rewardAmountError(
  amount: number | string,
  balance?: number | null,
  texts: Messages<typeof CHECK_TEXTS> = CHECK_TEXTS,
): string | null {
  if (
    typeof amount !== 'number' ||
    !Number.isInteger(amount) ||
    amount < 1 ||
    amount > REWARD_MAX_COINS
  ) {
    return texts.coinAmount(REWARD_MAX_COINS);
  }
  if (balance != null && amount > balance) return texts.notEnoughCoins;
  return null;
}

/** The amount first offered: the smallest preset, or the whole balance when it is smaller. */
function initialAmount(balance?: number | null): number | string {
  const smallest = REWARD_PRESETS[0];
  if (balance == null || balance >= smallest) return smallest;
  return balance > 0 ? balance : '';
}

/** Reward Author: coins from the reader's wallet to the author's, in a dialog. */
export function RewardDialog({
  opened,
  onClose,
  authorName,
  signedIn,
  balance,
  onSubmit,
  signInHref,
}: RewardDialogProps) {
  const feedbackTexts = useMessages(FEEDBACK_TEXTS);
  const rewardTexts = useMessages(REWARD_TEXTS);
  const urls = useUrls();
  const [sending, setSending] = useState(false);
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      centered
      closeOnClickOutside={!sending}
      closeOnEscape={!sending}
    >
      <Modal.Overlay />
      <Modal.Content>
        {/* Not a banner landmark: the page behind the dialog has its own. */}
        <Modal.Header role="none">
          <Modal.Title>{rewardTexts.title(authorName)}</Modal.Title>
          {!sending && <Modal.CloseButton aria-label={feedbackTexts.close} />}
        </Modal.Header>
        <Modal.Body>
          {signedIn ? (
            <RewardForm
              balance={balance}
              onSubmit={onSubmit}
              onClose={onClose}
              sending={sending}
              setSending={setSending}
            />
          ) : (
            <Stack gap="md">
              <Text>{rewardTexts.signInText}</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {rewardTexts.cancel}
                </Button>
                <Button component={AppLink} href={signInHref ?? urls.login}>
                  {rewardTexts.signIn}
                </Button>
              </Group>
            </Stack>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

interface RewardFormProps extends Pick<RewardDialogProps, 'balance' | 'onSubmit' | 'onClose'> {
  sending: boolean;
  setSending: (sending: boolean) => void;
}

/** The amount, its presets and Send; mounted while the dialog is open, so each opening starts afresh. */
function RewardForm({ balance, onSubmit, onClose, sending, setSending }: RewardFormProps) {
  const checkTexts = useMessages(CHECK_TEXTS);
  const rewardTexts = useMessages(REWARD_TEXTS);
  const urls = useUrls();
  const presetsId = useId();
  const [amount, setAmount] = useState<number | string>(() => initialAmount(balance));
  // The amount's problem shows once the reader has left the field or tried to send.
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const noCoins = balance === 0;
  const amountError = checked ? rewardAmountError(amount, balance, checkTexts) : null;

  const choose = (value: number | string) => {
    setAmount(value);
    setServerError(null);
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setChecked(true);
    if (rewardAmountError(amount, balance, checkTexts) !== null || typeof amount !== 'number')
      return;
    setSending(true);
    setServerError(null);
    try {
      await onSubmit(amount);
      setSending(false);
      onClose();
    } catch (error) {
      setSending(false);
      setServerError(error instanceof Error && error.message ? error.message : String(error));
    }
  };

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="md">
        <Text size="sm">{rewardTexts.intro}</Text>
        {balance != null && (
          <Group gap={6} wrap="nowrap">
            <IconCoin size={18} aria-hidden="true" />
            <Text size="sm" fw={600}>
              {rewardTexts.balance(balance)}
            </Text>
          </Group>
        )}
        {noCoins ? (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {rewardTexts.noCoins}
            </Text>
            <Button component={AppLink} href={urls.buyCoins} variant="light" size="xs">
              {rewardTexts.buyCoins}
            </Button>
          </Group>
        ) : (
          <>
            <div>
              <Text size="sm" fw={500} mb={6} id={presetsId}>
                {rewardTexts.presets}
              </Text>
              <Group gap="xs" role="group" aria-labelledby={presetsId}>
                {REWARD_PRESETS.map((preset) => (
                  <Button
                    key={preset}
                    size="xs"
                    variant={amount === preset ? 'filled' : 'default'}
                    aria-pressed={amount === preset}
                    disabled={sending || (balance != null && preset > balance)}
                    onClick={() => choose(preset)}
                  >
                    {rewardTexts.preset(preset)}
                  </Button>
                ))}
              </Group>
            </div>
            <NumberInput
              label={rewardTexts.amountLabel}
              value={amount}
              onChange={choose}
              onBlur={() => setChecked(true)}
              min={1}
              max={Math.min(REWARD_MAX_COINS, balance ?? REWARD_MAX_COINS)}
              // Out-of-range amounts stay as typed and get a message, rather than changing silently.
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              readOnly={sending}
              error={amountError}
              leftSection={<IconCoin size={16} aria-hidden="true" />}
            />
          </>
        )}
        {serverError && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle aria-hidden="true" />}
          >
            <Text size="sm" c="var(--mantine-color-error)">
              {serverError}
            </Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={sending}>
            {rewardTexts.cancel}
          </Button>
          <Button
            type="submit"
            loading={sending}
            disabled={noCoins}
            leftSection={<IconCoin size={18} aria-hidden="true" />}
          >
            {rewardTexts.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
