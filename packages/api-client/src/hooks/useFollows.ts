import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiError } from '../client/ApiError';
import type { FollowPage } from '../client/createApiClient';
import {
  type AuthorProfile,
  COMMUNITY_PAGE_SIZE,
  type FollowEntry,
  type FollowState,
  type UserIdRequest,
  type UserProfile,
} from '../contract';
import { useApiClient } from './ApiClientProvider';
import { infinitePrefix, isSwrKeyOf, swrKeys } from './swrKeys';
import {
  type CommunityListOptions,
  type KeysetListState,
  useKeysetList,
  usePagedLists,
} from './useKeysetList';
import type { ApiMutation } from './useMutations';
import type { ApiResource } from './useReads';

type MaybeId = number | null | undefined;
const hasId = (id: MaybeId): id is number => typeof id === 'number' && id > 0;

/**
 * Whether the signed-in user follows the author, and the author's follower count. Asks only
 * when `signedIn` is true (the call needs a session); pass the session's state.
 */
export function useFollowStatus(userId: MaybeId, signedIn = true): ApiResource<FollowState> {
  const client = useApiClient();
  return useSWR(signedIn && hasId(userId) ? swrKeys.followStatus(userId) : null, () =>
    client.followStatus({ user_id: userId as number }),
  );
}

/** Who follows the user, newest first, page by page. */
export function useFollowers(
  userId: MaybeId,
  options: CommunityListOptions = {},
): KeysetListState<FollowEntry> {
  return useFollowList('followers', userId, options);
}

/** Whom the user follows, newest first, page by page. */
export function useFollowing(
  userId: MaybeId,
  options: CommunityListOptions = {},
): KeysetListState<FollowEntry> {
  return useFollowList('following', userId, options);
}

function useFollowList(
  side: 'followers' | 'following',
  userId: MaybeId,
  { pageSize = COMMUNITY_PAGE_SIZE, enabled = true }: CommunityListOptions,
): KeysetListState<FollowEntry> {
  const client = useApiClient();
  const keyOf = side === 'followers' ? swrKeys.followersPage : swrKeys.followingPage;
  const { pages: _pages, ...list } = useKeysetList<FollowPage>(
    enabled && hasId(userId) ? (cursor) => keyOf(userId, pageSize, cursor) : null,
    (cursor) =>
      client[side]({ user_id: userId as number, limit: pageSize, cursor: cursor ?? undefined }),
  );
  return list;
}

/** The follower count of the author in the cached profile reads. */
function withFollowers<Profile extends { followers_count: number }>(
  profile: Profile | undefined,
  followersCount: number,
): Profile | undefined {
  return profile && { ...profile, followers_count: followersCount };
}

/**
 * Follow or unfollow: the follow state and the author's follower count change at once (put
 * back if the server refuses), then take the server's numbers; the author's profile and details
 * show the new count, and the follow lists and the caller's own counts are asked again.
 */
function useFollowChange(name: 'follow' | 'unfollow'): ApiMutation<UserIdRequest, FollowState> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const lists = usePagedLists();
  return useSWRMutation<FollowState, ApiError, readonly unknown[], UserIdRequest>(
    swrKeys.mutation(name),
    async (_key, { arg }) => {
      const following = name === 'follow';
      const statusKey = swrKeys.followStatus(arg.user_id);
      let before: FollowState | undefined;
      await mutate<FollowState>(
        statusKey,
        (current) => {
          before = current;
          if (!current || current.following === following) return current;
          return {
            ...current,
            following,
            followers_count: Math.max(0, current.followers_count + (following ? 1 : -1)),
          };
        },
        { revalidate: false },
      );
      let state: FollowState;
      try {
        state = await client[name](arg);
      } catch (error) {
        void mutate(statusKey, before, { revalidate: true });
        throw error;
      }
      void mutate(statusKey, state, { revalidate: false });
      void mutate<AuthorProfile>(
        swrKeys.authorProfile(arg.user_id),
        (profile) =>
          profile && {
            ...profile,
            profile: withFollowers(profile.profile, state.followers_count) ?? profile.profile,
          },
        { revalidate: false },
      );
      void mutate<UserProfile>(
        swrKeys.userDetails(arg.user_id),
        (details) => withFollowers(details, state.followers_count),
        { revalidate: false },
      );
      // The caller's own following count and lists: asked again.
      void mutate(
        (key) =>
          isSwrKeyOf(key, 'userDetails', 'authorProfile') &&
          (key as readonly unknown[])[2] !== arg.user_id,
      );
      lists.revalidate(infinitePrefix('followers', arg.user_id));
      lists.revalidate(infinitePrefix('following'));
      return state;
    },
  );
}

/** Follows the author (`{user_id}`). */
export function useFollow(): ApiMutation<UserIdRequest, FollowState> {
  return useFollowChange('follow');
}

/** Unfollows the author (`{user_id}`). */
export function useUnfollow(): ApiMutation<UserIdRequest, FollowState> {
  return useFollowChange('unfollow');
}
