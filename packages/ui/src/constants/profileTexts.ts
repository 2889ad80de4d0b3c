import { SERVER_MESSAGES } from '@byline/api-client/contract';
import { defineMessages } from '../locale/defineMessages';
/**
 * The profile pages' texts: only those pages load them.
 * (A module of their own, so that a reader's first load does not carry them.)
 */

/** Texts of the profile page and the profile editor. */
export const PROFILE_TEXTS = /* @__PURE__ */ defineMessages('profile', {
  statArticles: 'Articles',
  statFollowers: 'Followers',
  statWallet: 'Wallet',
  allChip: 'All',
  createArticle: 'Create an Article',
  editProfile: 'Edit Profile',
  buyCoins: 'Buy Coins',
  follow: 'Follow',
  rewardWithCoin: 'Reward with Coin',
  noArticles: 'No articles yet.',
  loadError: 'Some error occurred, please try again.',
  back: 'Back to profile',
  changeAvatar: 'Change picture',
  nameLabel: 'Your Name',
  emailLabel: 'Your Email',
  phoneLabel: 'Phone Number',
  bioLabel: 'Your Bio',
  xHandleLabel: 'Your X handle',
  xHandleDescription:
    'Optional. Linked from your profile and named on the share cards of your articles.',
  xHandleInvalid: SERVER_MESSAGES.invalidXHandle,
  xHandleLink: (handle: string) => `@${handle} on X`,
  fediverseHandleLabel: 'Your fediverse handle',
  fediverseHandleDescription:
    'Optional. Lets people on Mastodon and other fediverse servers follow your articles. You can change it later: the old handle keeps leading to you.',
  fediverseHandleInvalid: SERVER_MESSAGES.invalidFediverseHandle,
  buyCoinsButton: 'BUY COINS',
  saveButton: 'SAVE CHANGES',
  buyCoinsPlaceholder: 'Buying coins is coming soon.',
  avatarNotImage: 'Please choose an image file',
  loading: 'Loading profile',
  authorRegion: 'Author',
  categoryFilter: 'Filter by category',
  avatarAlt: 'Profile picture',
  avatarPreviewAlt: 'New profile picture preview',
  dismiss: 'Dismiss',
});

/** Not in the spec: following an author from the fediverse (the profile page's box). */
export const FEDIVERSE_FOLLOW_TEXTS = /* @__PURE__ */ defineMessages('fediverseFollow', {
  title: 'Follow from the fediverse',
  explanation:
    'Search for this handle on Mastodon or any other fediverse server and follow it: new articles will appear in your timeline there.',
  handleLabel: 'Fediverse handle',
  copy: 'Copy handle',
  copied: 'Copied',
});

/** Not in the spec: the author's followers on the fediverse (their profile's Followers tab). */
export const FEDIVERSE_FOLLOWERS_TEXTS = /* @__PURE__ */ defineMessages('fediverseFollowers', {
  title: 'Followers on the fediverse',
  approveLabel: 'Approve followers',
  approveDescription:
    'When on, people on the fediverse ask to follow you, and follow only once you accept.',
  requestsTitle: 'Follow requests',
  followersTitle: 'Following you from the fediverse',
  accept: 'Accept',
  reject: 'Reject',
  acceptNamed: (name: string) => `Accept ${name}`,
  rejectNamed: (name: string) => `Reject ${name}`,
  none: 'Nobody on the fediverse follows you yet.',
  loading: 'Loading your followers on the fediverse',
  loadError: 'Unable to load your followers on the fediverse.',
});

/** Not in the spec: ending every session of the account (the edit-profile page). */
export const SIGN_OUT_EVERYWHERE_TEXTS = /* @__PURE__ */ defineMessages('signOutEverywhere', {
  heading: 'Signed in elsewhere?',
  explanation:
    'Sign out on every device and browser where you are signed in to Byline, this one included.',
  button: 'Sign out everywhere',
  confirmTitle: 'Sign out everywhere?',
  confirmBody:
    'Every session of your account ends now. You will need to log in again on each device.',
  cancel: 'Cancel',
  confirm: 'Sign out everywhere',
});

/** Not in the spec (its buy-coins flow is not shown): what the /buy-coins page says. */
export const BUY_COINS_TEXTS = /* @__PURE__ */ defineMessages('buyCoins', {
  title: 'Buy Coins',
  intro: 'Coins are how readers reward the journalists whose reporting they value.',
  plannedHeading: 'What buying coins will be',
  planned: [
    'You choose a pack of coins and pay for it here, once payments are enabled.',
    'The coins go to your Wallet, shown on your profile.',
    "You spend them with Reward Author on an article or Reward with Coin on an author's profile, and the author receives them.",
  ],
  paymentsOffTitle: 'Payments are not enabled on this site',
  paymentsOffText:
    'Coins cannot be bought yet. Nothing on this page charges you or asks for payment details.',
});

/** Not in the spec: the profile page's article cards cut titles and text at these lengths. */
export const PROFILE_CARD = { title: 70, text: 120 } as const;
