import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FOLLOWING_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { ACCOUNT } from '../fediverse.mocks';
import { FollowedAccounts } from './FollowedAccounts';

afterEach(cleanup);

describe('FollowedAccounts', () => {
  it('marks a follow its server has not accepted yet', () => {
    renderWithTheme(
      <FollowedAccounts
        accounts={[{ ...ACCOUNT, status: 'pending' }]}
        onUnfollow={async () => {}}
      />,
    );
    expect(screen.getByText(FOLLOWING_TEXTS.pending)).toBeTruthy();
    expect(screen.getByText(ACCOUNT.handle)).toBeTruthy();
  });
});

describeComponent(FollowedAccounts, { props: { accounts: [ACCOUNT], onUnfollow: async () => {} } });
