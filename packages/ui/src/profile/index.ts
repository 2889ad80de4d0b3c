export { BuyCoinsPage } from './BuyCoinsPage/BuyCoinsPage';
export {
  EditProfileForm,
  type EditProfileFormProps,
  type EditProfileValues,
} from './EditProfileForm/EditProfileForm';
export {
  FediverseFollowBox,
  type FediverseFollowBoxProps,
  fediverseAddress,
} from './FediverseFollowBox/FediverseFollowBox';
export {
  FediverseFollowers,
  type FediverseFollowersProps,
} from './FediverseFollowers/FediverseFollowers';
export {
  type ProfileFollowListProps,
  type ProfileTab,
  ProfileView,
  type ProfileViewProps,
} from './ProfileView/ProfileView';
export {
  SignOutEverywhere,
  type SignOutEverywhereProps,
} from './SignOutEverywhere/SignOutEverywhere';
