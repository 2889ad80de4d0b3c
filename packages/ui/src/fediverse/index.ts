export {
  FediversePostCard,
  type FediversePostCardProps,
} from './FediversePostCard/FediversePostCard';
export { FollowedAccounts, type FollowedAccountsProps } from './FollowedAccounts/FollowedAccounts';
export { FollowRemoteForm, type FollowRemoteFormProps } from './FollowRemoteForm/FollowRemoteForm';
