import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiError } from '../client/ApiError';
import type { Page } from '../client/createApiClient';
import {
  COMMUNITY_PAGE_SIZE,
  type FediversePost,
  type FollowedAccount,
  type FollowRemoteRequest,
  type ReactToRemoteRequest,
  type ReplyToRemoteRequest,
  type UnfollowRemoteRequest,
} from '../contract';
import { useApiClient } from './ApiClientProvider';
import { swrKeys } from './swrKeys';
import { type KeysetListState, useKeysetList } from './useKeysetList';
import { type ApiMutation, useRevalidate } from './useMutations';
import type { ApiResource } from './useReads';

/**
 * Following fediverse accounts (docs/adr/0033): the accounts the signed-in reader follows, the
 * "Following" view of what they sent, and following, replying, liking and boosting.
 */

/** The accounts the reader follows (asked for only when `enabled`: signed in). */
export function useFollowedAccounts(enabled = true): ApiResource<FollowedAccount[]> {
  const client = useApiClient();
  return useSWR(enabled ? swrKeys.followedAccounts() : null, () => client.followedAccounts());
}

/** What the followed accounts sent, newest first, page by page. */
export function useFollowingTimeline(enabled = true): KeysetListState<FediversePost> {
  const client = useApiClient();
  const { pages: _pages, ...list } = useKeysetList<Page<FediversePost>>(
    enabled ? (cursor) => swrKeys.followingTimelinePage(COMMUNITY_PAGE_SIZE, cursor) : null,
    (cursor) =>
      client.followingTimeline({ limit: COMMUNITY_PAGE_SIZE, cursor: cursor ?? undefined }),
  );
  return list;
}

/** Follows an account by handle; the list of followed accounts is asked again. */
export function useFollowRemote(): ApiMutation<FollowRemoteRequest, FollowedAccount> {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return useSWRMutation<FollowedAccount, ApiError, readonly unknown[], FollowRemoteRequest>(
    swrKeys.mutation('followRemote'),
    async (_key, { arg }) => {
      const account = await client.followRemote(arg);
      revalidate('followedAccounts', 'followingTimeline');
      return account;
    },
  );
}

/** Stops following an account: it leaves the list at once (back if the server refuses). */
export function useUnfollowRemote(): ApiMutation<UnfollowRemoteRequest, null> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidate();
  return useSWRMutation<null, ApiError, readonly unknown[], UnfollowRemoteRequest>(
    swrKeys.mutation('unfollowRemote'),
    async (_key, { arg }) => {
      let before: FollowedAccount[] | undefined;
      await mutate<FollowedAccount[]>(
        swrKeys.followedAccounts(),
        (current) => {
          before = current;
          return current?.filter((account) => account.id !== arg.account_id);
        },
        { revalidate: false },
      );
      try {
        await client.unfollowRemote(arg);
      } catch (error) {
        await mutate(swrKeys.followedAccounts(), before, { revalidate: false });
        throw error;
      }
      revalidate('followedAccounts', 'followingTimeline');
      return null;
    },
  );
}

/** Replies to a post of a followed account (sent to its writer). */
export function useReplyToRemote(): ApiMutation<ReplyToRemoteRequest, null> {
  const client = useApiClient();
  return useSWRMutation<null, ApiError, readonly unknown[], ReplyToRemoteRequest>(
    swrKeys.mutation('replyToRemote'),
    async (_key, { arg }) => {
      await client.replyToRemote(arg);
      return null;
    },
  );
}

/** Likes or boosts a post (or takes it back); the view shows the answer. */
export function useReactToRemote(): ApiMutation<ReactToRemoteRequest, FediversePost> {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return useSWRMutation<FediversePost, ApiError, readonly unknown[], ReactToRemoteRequest>(
    swrKeys.mutation('reactToRemote'),
    async (_key, { arg }) => {
      const post = await client.reactToRemote(arg);
      revalidate('followingTimeline');
      return post;
    },
  );
}
