import { defineMessages } from '../locale/defineMessages';

/**
 * The account page's texts (docs/adr/0027): only the account pages load them.
 * (A module of their own, so that a reader's first load does not carry them.)
 */
export const ACCOUNT_TEXTS = /* @__PURE__ */ defineMessages('account', {
  title: 'Account',
  intro: 'Your sign-in, your data, and your account.',
  menuLink: 'Account',
  editProfileLink: 'Account settings',
  emailHeading: 'Email address',
  currentEmail: (email: string) => `You sign in as ${email}.`,
  unverified: 'This address is not verified yet.',
  newEmailLabel: 'New email address',
  currentPasswordLabel: 'Current password',
  changeEmailButton: 'Send confirmation link',
  emailChangeExplained:
    'We send a link to the new address. Your address changes only when you open it; until then you sign in with this one.',
  pendingEmail: (email: string) =>
    `A confirmation link was sent to ${email}. Your address changes when you open it.`,
  resendButton: 'Resend the email',
  resendVerificationButton: 'Resend verification email',
  passwordHeading: 'Password',
  newPasswordLabel: 'New password',
  confirmNewPasswordLabel: 'Confirm new password',
  changePasswordButton: 'Change password',
  passwordChangeExplained: 'Changing your password signs you out on every other device.',
  noPassword: 'You sign in with Google or Apple: there is no Byline password to change.',
  dataHeading: 'Your data',
  dataExplained:
    'Download everything Byline stores about you as a JSON file: your profile, articles, comments, follows and coin ledger.',
  downloadButton: 'Download my data',
  deleteHeading: 'Delete account',
  deleteExplained:
    'Deleting your account ends every session, deletes your sign-in and removes your personal data. It cannot be undone.',
  deleteButton: 'Delete my account',
  deleteDialogTitle: 'Delete your account?',
  deleteChoiceLabel: 'Your published articles',
  keepArticles: 'Keep them, shown under “Deleted author”',
  keepArticlesHint: 'Readers keep the articles; your comments stay too, under the same name.',
  removeArticles: 'Remove them',
  removeArticlesHint: 'Your articles and comments are deleted; their links say they were removed.',
  choiceRequired: 'Choose what happens to your articles',
  deletePasswordLabel: 'Your password, to confirm',
  deleteProviderHint: 'You will be asked to sign in with Google or Apple again to confirm.',
  cancel: 'Cancel',
  confirmDelete: 'Delete my account for good',
  actionTitle: 'Confirm your new email address',
  actionChecking: 'Checking your link…',
  actionDone: 'Your email address is changed',
  actionFailed: 'This link cannot be used',
  loginButton: 'Log in',
  backToAccount: 'Back to your account',
  retry: 'Try again',
});
