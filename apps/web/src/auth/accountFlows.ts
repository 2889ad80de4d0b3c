import { ACCOUNT_ERRORS, ERROR_MESSAGES } from '@byline/api-client/contract';
import {
  applyActionCode,
  checkActionCode,
  EmailAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendEmailVerification,
  signInWithEmailAndPassword,
  type User,
  updatePassword,
  verifyBeforeUpdateEmail,
} from 'firebase/auth';
import { AccountFlowError, type AccountFlowField } from './accountFlowError';
import { firebaseAuth } from './firebaseAuth';

/**
 * The account page's steps at the identity provider (docs/adr/0027), loaded with Firebase on
 * demand. Each step that changes the account first signs in again with the current password
 * (the provider asks for a recent sign-in), and every failure becomes an AccountFlowError: a
 * message the page shows, under the field it is about when it is about one.
 */

function codeOf(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return /auth\/[\w-]+/.exec(code)?.[0] ?? /\(?(auth\/[\w-]+)\)?/.exec(String(error))?.[1] ?? '';
}

/** The identity provider's failure in the page's words; `passwordField` names the password asked. */
export function toAccountFlowError(
  error: unknown,
  fallback: string,
  passwordField: AccountFlowField = 'currentPassword',
): AccountFlowError {
  if (error instanceof AccountFlowError) return error;
  switch (codeOf(error)) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
    case 'auth/user-mismatch':
    case 'auth/missing-password':
      return new AccountFlowError(ACCOUNT_ERRORS.wrongPassword, passwordField);
    case 'auth/weak-password':
    case 'auth/password-does-not-meet-requirements':
      return new AccountFlowError(ACCOUNT_ERRORS.weakPassword, 'newPassword');
    case 'auth/email-already-in-use':
      return new AccountFlowError(ACCOUNT_ERRORS.emailInUse, 'newEmail');
    case 'auth/invalid-email':
    case 'auth/invalid-new-email':
    case 'auth/missing-email':
      return new AccountFlowError(ACCOUNT_ERRORS.invalidEmail, 'newEmail');
    case 'auth/too-many-requests':
      return new AccountFlowError(ACCOUNT_ERRORS.identityTooManyRequests);
    case 'auth/expired-action-code':
    case 'auth/invalid-action-code':
      return new AccountFlowError(ACCOUNT_ERRORS.emailLinkInvalid);
    default:
      return new AccountFlowError(fallback);
  }
}

/** The account as the identity provider has it in this browser, once it has been read. */
export async function currentAccount(): Promise<{
  email: string | null;
  emailVerified: boolean;
  passwordSignIn: boolean;
} | null> {
  const auth = firebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return null;
  return {
    email: user.email,
    emailVerified: user.emailVerified,
    passwordSignIn: user.providerData.some((info) => info.providerId === 'password'),
  };
}

/**
 * Signs in again with the password: the user of this browser's Firebase session, or (none, or
 * another account) a new sign-in with the account's address as Byline knows it.
 */
async function signInAgain(email: string, password: string): Promise<User> {
  const auth = firebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (user?.email && user.email.toLowerCase() === email.toLowerCase()) {
    return (
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password))
    ).user;
  }
  return (await signInWithEmailAndPassword(auth, email, password)).user;
}

/** Changes the password; answers a fresh ID token of the account, for a new Byline session. */
export async function changePassword(
  email: string,
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  let user: User;
  try {
    user = await signInAgain(email, currentPassword);
  } catch (error) {
    throw toAccountFlowError(error, ACCOUNT_ERRORS.passwordChange);
  }
  try {
    await updatePassword(user, newPassword);
  } catch (error) {
    throw toAccountFlowError(error, ACCOUNT_ERRORS.passwordChange);
  }
  try {
    // The change revoked every earlier sign-in, the one just made included: a sign-in with the
    // new password gives the token of a new Byline session.
    const again = await signInWithEmailAndPassword(
      firebaseAuth(),
      user.email ?? email,
      newPassword,
    );
    return await again.user.getIdToken();
  } catch (error) {
    throw toAccountFlowError(error, ACCOUNT_ERRORS.passwordChange);
  }
}

/**
 * Sends the new address a link that changes the account's email when opened (verify before
 * update): nothing changes until then. The link comes back to `returnUrl`.
 */
export async function requestEmailChange(
  email: string,
  currentPassword: string,
  newEmail: string,
  returnUrl: string,
): Promise<void> {
  let user: User;
  try {
    user = await signInAgain(email, currentPassword);
  } catch (error) {
    throw toAccountFlowError(error, ACCOUNT_ERRORS.emailChange);
  }
  try {
    await verifyBeforeUpdateEmail(user, newEmail, { url: returnUrl });
  } catch (error) {
    throw toAccountFlowError(error, ACCOUNT_ERRORS.emailChange);
  }
}

/**
 * Sends a mail again: the pending change's link (`pendingEmail`), else the verification of the
 * current address. Needs this browser's Firebase session, signed in recently for a change.
 */
export async function resendEmail(pendingEmail: string | null, returnUrl: string): Promise<string> {
  const auth = firebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user?.email) throw new AccountFlowError(ACCOUNT_ERRORS.verificationEmail);
  try {
    if (pendingEmail) {
      await verifyBeforeUpdateEmail(user, pendingEmail, { url: returnUrl });
      return pendingEmail;
    }
    await sendEmailVerification(user, { url: returnUrl });
    return user.email;
  } catch (error) {
    throw toAccountFlowError(error, ACCOUNT_ERRORS.verificationEmail);
  }
}

/**
 * Confirms a deletion: a fresh sign-in of the account (its password, or its provider's popup),
 * whose ID token the server checks before deleting anything.
 */
export async function confirmIdentity(email: string, password: string | null): Promise<string> {
  try {
    if (password !== null) return await (await signInAgain(email, password)).getIdToken(true);
    const auth = firebaseAuth();
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user) throw new AccountFlowError(ERROR_MESSAGES.accountDelete);
    const google = user.providerData.some((info) => info.providerId === 'google.com');
    const provider = google ? new GoogleAuthProvider() : new OAuthProvider('apple.com');
    return await (await reauthenticateWithPopup(user, provider)).user.getIdToken(true);
  } catch (error) {
    throw toAccountFlowError(error, ERROR_MESSAGES.accountDelete, 'password');
  }
}

/**
 * Applies an email change's link: answers the new address. An expired or used link changes
 * nothing and says so (ACCOUNT_ERRORS.emailLinkInvalid).
 */
export async function applyEmailChange(oobCode: string): Promise<string> {
  const auth = firebaseAuth();
  try {
    const info = await checkActionCode(auth, oobCode);
    await applyActionCode(auth, oobCode);
    return info.data.email ?? '';
  } catch (error) {
    throw toAccountFlowError(error, ACCOUNT_ERRORS.emailLinkFailed);
  }
}
