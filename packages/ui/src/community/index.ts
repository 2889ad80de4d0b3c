export { FediverseCounts, type FediverseCountsProps } from './FediverseCounts/FediverseCounts';
export { FollowButton, type FollowButtonProps } from './FollowButton/FollowButton';
export { FollowList, type FollowListProps } from './FollowList/FollowList';
export {
  NotificationList,
  type NotificationListProps,
  notificationHref,
} from './NotificationList/NotificationList';
export type { PagedListState } from './PagedList/PagedList';
export { ReactionBar, type ReactionBarProps } from './ReactionBar/ReactionBar';
export { LazyRewardDialog } from './RewardDialog/LazyRewardDialog';
export {
  RewardDialog,
  type RewardDialogProps,
  rewardAmountError,
} from './RewardDialog/RewardDialog';
export { WalletHistory, type WalletHistoryProps } from './WalletHistory/WalletHistory';
