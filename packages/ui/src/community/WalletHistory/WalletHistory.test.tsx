import type { WalletEntry } from '@byline/api-client/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WALLET_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { WalletHistory } from './WalletHistory';

afterEach(cleanup);

const grant: WalletEntry = {
  id: 1,
  direction: 'in',
  kind: 'grant',
  amount: 100,
  counterparty: null,
  article: null,
  created_at: '2026-01-05T09:00:00.000Z',
};
const sent: WalletEntry = {
  id: 2,
  direction: 'out',
  kind: 'reward',
  amount: 1500,
  counterparty: { user_id: 9, full_name: 'Ben Ode', user_profile: null },
  article: { id: 42, title: 'Harbour reopens' },
  created_at: '2026-03-05T09:00:00.000Z',
};

describe('WalletHistory', () => {
  it('shows the balance and each line with its sign, word, party and article', () => {
    renderWithTheme(<WalletHistory balance={1} entries={[sent, grant]} />);
    expect(screen.getByText(WALLET_TEXTS.coins(1))).toBeTruthy();
    const [out, granted] = within(
      screen.getByRole('list', { name: WALLET_TEXTS.historyLabel }),
    ).getAllByRole('listitem') as HTMLElement[];
    expect(within(out as HTMLElement).getByText('\u22121,500')).toBeTruthy();
    expect(within(out as HTMLElement).getByText(WALLET_TEXTS.sent)).toBeTruthy();
    expect(
      within(out as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/profile/9', '/article/42']);
    expect(within(granted as HTMLElement).getByText('+100')).toBeTruthy();
    expect(within(granted as HTMLElement).getByText(WALLET_TEXTS.received)).toBeTruthy();
    expect(granted?.textContent).toContain(WALLET_TEXTS.grant);
  });
});

describeComponent(WalletHistory, { props: { balance: 1, entries: [sent, grant] } });
