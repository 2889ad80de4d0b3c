import { REWARD_MAX_COINS, SERVER_MESSAGES } from '@byline/api-client/contract';
import { describe, expect, it } from 'vitest';
import { describeComponent } from '../../testing';
import { RewardDialog, rewardAmountError } from './RewardDialog';

describe('rewardAmountError', () => {
  const coinAmount = SERVER_MESSAGES.coinAmount(REWARD_MAX_COINS);

  it('accepts whole coins from 1 to the most a reward may be', () => {
    expect(rewardAmountError(1)).toBeNull();
    expect(rewardAmountError(REWARD_MAX_COINS)).toBeNull();
  });

  it('refuses nothing, zero, negatives, fractions and too many with the contract message', () => {
    for (const amount of ['', 0, -5, 2.5, REWARD_MAX_COINS + 1, Number.NaN]) {
      expect(rewardAmountError(amount)).toBe(coinAmount);
    }
  });

  it('refuses more than a known balance', () => {
    expect(rewardAmountError(40, 39)).toBe(SERVER_MESSAGES.notEnoughCoins);
    expect(rewardAmountError(39, 39)).toBeNull();
    expect(rewardAmountError(40, null)).toBeNull();
  });
});

describeComponent(RewardDialog, {
  props: {
    opened: true,
    onClose: () => {},
    authorName: 'Asha Rao',
    signedIn: true,
    balance: 40,
    onSubmit: async () => {},
  },
  portal: true,
});
