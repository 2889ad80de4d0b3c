import { useCallback, useRef } from 'react';
import useSWRMutation from 'swr/mutation';
import type { ApiError } from '../client/ApiError';
import type { WalletPage } from '../client/createApiClient';
import { COMMUNITY_PAGE_SIZE, type RewardResult, type WalletEntry } from '../contract';
import { useApiClient } from './ApiClientProvider';
import { swrKeys } from './swrKeys';
import { type CommunityListOptions, type KeysetListState, useKeysetList } from './useKeysetList';
import { type ApiMutation, useRevalidate } from './useMutations';

export interface WalletHistoryState extends KeysetListState<WalletEntry> {
  /** The signed-in user's balance in whole coins (undefined until the first page). */
  balance: number | undefined;
}

/** The signed-in user's ledger lines, newest first, page by page, with the balance. */
export function useWalletHistory(options: CommunityListOptions = {}): WalletHistoryState {
  const client = useApiClient();
  const { pageSize = COMMUNITY_PAGE_SIZE, enabled = true } = options;
  const { pages, ...list } = useKeysetList<WalletPage>(
    enabled ? (cursor) => swrKeys.walletPage(pageSize, cursor) : null,
    (cursor) => client.walletHistory({ limit: pageSize, cursor: cursor ?? undefined }),
  );
  return { ...list, balance: pages[0]?.balance };
}

/** A reward as the dialog makes it; the hook adds the idempotency key. */
export interface RewardInput {
  user_id: number;
  amount: number;
  news_id?: number;
}

export type RewardMutation = ApiMutation<RewardInput, RewardResult> & {
  /** The key the current attempt sends (undefined when no attempt is pending). */
  idempotencyKey: string | undefined;
};

const sameReward = (a: RewardInput, b: RewardInput) =>
  a.user_id === b.user_id && a.amount === b.amount && a.news_id === b.news_id;

/**
 * Sends coins to an author. Each reward attempt gets one idempotency key
 * (`crypto.randomUUID()`), sent again when the same reward is retried (after a lost answer or a
 * failure), so a retry never charges twice; a success, a different reward (recipient, amount or
 * article) or `reset()` starts a new attempt with a fresh key. After a success the wallet, the
 * user details and the author profiles are asked again.
 */
export function useRewardAuthor(): RewardMutation {
  const client = useApiClient();
  const revalidate = useRevalidate();
  const attempt = useRef<{ input: RewardInput; key: string } | undefined>(undefined);
  const mutation = useSWRMutation<RewardResult, ApiError, readonly unknown[], RewardInput>(
    swrKeys.mutation('rewardAuthor'),
    async (_key, { arg }) => {
      const input: RewardInput = {
        user_id: arg.user_id,
        amount: arg.amount,
        ...(arg.news_id === undefined ? {} : { news_id: arg.news_id }),
      };
      if (!attempt.current || !sameReward(attempt.current.input, input)) {
        attempt.current = { input, key: crypto.randomUUID() };
      }
      const current = attempt.current;
      const result = await client.rewardAuthor({ ...input, idempotency_key: current.key });
      // Done: the next reward is a new one. (Only if no other attempt has started meanwhile.)
      if (attempt.current === current) attempt.current = undefined;
      revalidate('wallet', 'userDetails', 'authorProfile');
      return result;
    },
  );
  const { reset: resetMutation } = mutation;
  const reset = useCallback(() => {
    attempt.current = undefined;
    resetMutation();
  }, [resetMutation]);
  return { ...mutation, reset, idempotencyKey: attempt.current?.key };
}
