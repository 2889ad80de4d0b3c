import type { WalletEntry } from '@byline/api-client/contract';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconCoins } from '@tabler/icons-react';
import { WALLET_TEXTS } from '../../constants';
import { AppLink, useUrls } from '../../link';
import { useFormatters, useMessages } from '../../locale';
import { lightDark } from '../../theme/lightDark';
import { PagedList, type PagedListState } from '../PagedList/PagedList';
import classes from './WalletHistory.module.css';

export interface WalletHistoryProps extends PagedListState {
  /** The balance now (whole coins; the page envelope's `balance`). Not shown when absent. */
  balance?: number;
  /** The ledger lines loaded so far, newest first, as the owner sees them. */
  entries?: readonly WalletEntry[];
}

/**
 * The owner's wallet: the balance, then every line of the ledger: coins in or out
 * (a sign, an arrow and the word Received or Sent, not colour alone), a grant or a reward, with
 * whom and for which article, and when; load more; loading, empty and error states.
 */
export function WalletHistory({ balance, entries = [], ...state }: WalletHistoryProps) {
  const walletTexts = useMessages(WALLET_TEXTS);
  return (
    <Stack gap="md">
      {balance !== undefined && !state.loading && (
        <Paper withBorder radius="md" p="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size="lg" radius="xl" variant="light" aria-hidden="true">
              <IconCoins size={20} />
            </ThemeIcon>
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {walletTexts.balance}
              </Text>
              <Text fw={700} fz="xl">
                {walletTexts.coins(balance)}
              </Text>
            </Stack>
          </Group>
        </Paper>
      )}
      <PagedList
        {...state}
        count={entries.length}
        label={walletTexts.historyLabel}
        loadingLabel={walletTexts.loading}
        errorTitle={walletTexts.loadError}
        emptyMessage={walletTexts.empty}
        loadMoreLabel={walletTexts.loadMore}
      >
        {entries.map((entry) => (
          <WalletLine key={entry.id} entry={entry} />
        ))}
      </PagedList>
    </Stack>
  );
}

function WalletLine({ entry }: { entry: WalletEntry }) {
  const format = useFormatters();
  const walletTexts = useMessages(WALLET_TEXTS);
  const incoming = entry.direction === 'in';
  const Arrow = incoming ? IconArrowDownLeft : IconArrowUpRight;
  return (
    <Group component="li" gap="md" wrap="nowrap" py="sm" px="xs" data-direction={entry.direction}>
      <ThemeIcon
        size="lg"
        radius="xl"
        variant="light"
        color={incoming ? 'teal' : 'gray'}
        aria-hidden="true"
      >
        <Arrow size={18} />
      </ThemeIcon>
      <Stack gap={2} className={classes.body}>
        <Text size="sm" className={classes.text}>
          <WalletLineWhat entry={entry} />
        </Text>
        <Text size="xs" c="dimmed" component="time" dateTime={entry.created_at}>
          {format.date(entry.created_at)}
        </Text>
      </Stack>
      <Stack gap={0} align="flex-end" className={classes.amount}>
        <Text fw={700} c={incoming ? lightDark('teal.9', 'teal.4') : 'var(--mantine-color-error)'}>
          {/* A minus sign (U+2212), not a hyphen. */}
          {incoming ? '+' : '\u2212'}
          {entry.amount.toLocaleString('en-US')}
        </Text>
        <Text size="xs" c="dimmed">
          {incoming ? walletTexts.received : walletTexts.sent}
        </Text>
      </Stack>
    </Group>
  );
}

/** "Grant from Byline", "Reward from Asha Rao for “Title”", "Reward to Ben Ode". */
function WalletLineWhat({ entry }: { entry: WalletEntry }) {
  const walletTexts = useMessages(WALLET_TEXTS);
  const urls = useUrls();
  const { counterparty, article } = entry;
  const forArticle = article && (
    <>
      {' '}
      {walletTexts.forArticle} “
      <Anchor component={AppLink} href={urls.article(article.id)} inherit>
        {article.title}
      </Anchor>
      ”
    </>
  );
  if (entry.kind === 'grant' || !counterparty) {
    return (
      <>
        {walletTexts.grant}
        {forArticle}
      </>
    );
  }
  return (
    <>
      {entry.direction === 'in' ? walletTexts.rewardFrom : walletTexts.rewardTo}{' '}
      <Anchor component={AppLink} href={urls.authorProfile(counterparty.user_id)} inherit fw={600}>
        {counterparty.full_name}
      </Anchor>
      {forArticle}
    </>
  );
}
