/**
 * The account's texts (docs/adr/0027): a module of their own, so that a reader's first load, which
 * carries messages.ts, does not carry them. The failures every call names (its fallback) stay in
 * ERROR_MESSAGES (`accountDelete`, `accountExport`).
 */

/** What the account page says when a step fails at the identity provider or in the browser. */
export const ACCOUNT_ERRORS = {
  wrongPassword: 'Your current password is not correct.',
  weakPassword: 'Choose a stronger new password: at least 6 characters.',
  passwordChange: 'Failed to change your password. Please try again.',
  emailChange: 'Failed to send the confirmation link. Please try again.',
  emailInUse: 'Another account already uses this email address.',
  invalidEmail: 'Please enter a valid email address',
  sameEmail: 'This is already your email address.',
  emailLinkInvalid:
    'This link has expired or has already been used. Your email address has not changed.',
  emailLinkIncomplete: 'This link is incomplete. Please open the whole link from the email again.',
  emailLinkFailed: 'The link could not be checked. Please try again.',
  verificationEmail: 'Failed to send the email. Please try again.',
  verificationTooSoon: (seconds: number) =>
    `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before asking for another email.`,
  identityTooManyRequests:
    'Too many requests to the sign-in service. Please wait a few minutes and try again.',
  noPasswordSignIn:
    'This account signs in with Google or Apple: it has no password to change here.',
} as const;

/** What the account page says when a step went through. */
export const ACCOUNT_SUCCESS = {
  passwordChanged: 'Your password is changed. Every other device is signed out.',
  emailChangeSent: (email: string) =>
    `We sent a link to ${email}. Your email address changes when you open it.`,
  emailChanged: (email: string) => `Your email address is now ${email}. Please log in with it.`,
  verificationSent: (email: string) => `We sent an email to ${email}. Please open its link.`,
  accountDeleted: 'Your account is deleted. Thank you for writing with Byline.',
  dataDownloaded: 'Your data is downloaded.',
} as const;

/** The server's refusals of the account's calls, and the mocks' in the same words. */
export const ACCOUNT_REFUSALS = {
  accountContentChoice: 'Choose whether your articles are kept or removed',
  identityMismatch: 'This sign-in belongs to another account',
  confirmationTooOld:
    'Please confirm again with your password: the confirmation is more than 5 minutes old',
  accountAlreadyDeleted: 'This account has already been deleted',
  accountDeleted: 'This account has been deleted',
} as const;
