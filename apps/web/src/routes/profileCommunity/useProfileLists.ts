import {
  type KeysetListState,
  useFollowers,
  useFollowing,
  useWalletHistory,
} from '@byline/api-client';
import type { ProfileFollowListProps, ProfileTab, WalletHistoryProps } from '@byline/ui';
import { useState } from 'react';

/** A keyset list's state as the community list components take it. */
function listState<Item>(list: KeysetListState<Item>) {
  return {
    loading: list.isLoading,
    error: list.error?.message ?? null,
    onRetry: list.revalidate,
    hasMore: list.hasMore,
    onLoadMore: list.loadMore,
    loadingMore: list.isLoadingMore && !list.isLoading,
  };
}

export interface ProfileLists {
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  followers: ProfileFollowListProps;
  following: ProfileFollowListProps;
  /** The owner's wallet; undefined on someone else's profile. */
  wallet: WalletHistoryProps | undefined;
}

/**
 * A profile's Followers, Following and (own profile) Wallet tabs. Each list is asked
 * for when its tab is first opened, not with the page: most visits read only the articles.
 */
export function useProfileLists(userId: number | null, isOwner: boolean): ProfileLists {
  const [tab, setTab] = useState<ProfileTab>('articles');
  const [opened, setOpened] = useState<ReadonlySet<ProfileTab>>(() => new Set());
  const onTabChange = (next: ProfileTab) => {
    setTab(next);
    if (!opened.has(next)) setOpened(new Set([...opened, next]));
  };
  const followers = useFollowers(userId, { enabled: opened.has('followers') });
  const following = useFollowing(userId, { enabled: opened.has('following') });
  const wallet = useWalletHistory({ enabled: isOwner && opened.has('wallet') });
  return {
    tab,
    onTabChange,
    followers: { entries: followers.items, ...listState(followers) },
    following: { entries: following.items, ...listState(following) },
    wallet: isOwner
      ? { entries: wallet.items, balance: wallet.balance, ...listState(wallet) }
      : undefined,
  };
}
