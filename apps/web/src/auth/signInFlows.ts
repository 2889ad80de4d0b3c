import { ERROR_MESSAGES } from '@byline/api-client/contract';
import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  OAuthProvider,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type User,
} from 'firebase/auth';
import { authErrorMessage } from './authErrorMessage';
import { firebaseAuth } from './firebaseAuth';
import { SignInError } from './signInError';

/** The identity the backend registration call needs (docs/product.md#entities). */
export interface VerifiedIdentity {
  idToken: string;
  email: string;
  displayName: string;
  loginType: 'email' | 'google' | 'apple';
}

const toSignInError = (error: unknown, fallback?: string): SignInError => {
  if (error instanceof SignInError) return error;
  const message = authErrorMessage(error);
  return new SignInError(fallback && message === ERROR_MESSAGES.unknownAuth ? fallback : message);
};

async function identityOf(user: User, loginType: VerifiedIdentity['loginType']) {
  return {
    idToken: await user.getIdToken(),
    email: user.email ?? '',
    displayName: user.displayName ?? '',
    loginType,
  } satisfies VerifiedIdentity;
}

/**
 * Log in (docs/product.md#sign-in-sign-up-and-password-reset): an unverified email gets a new verification mail, the exact error, and stops
 * (signed out of Firebase again so no half-session remains).
 */
export async function logInWithEmail(email: string, password: string): Promise<VerifiedIdentity> {
  const auth = firebaseAuth();
  try {
    const { user } = await signInWithEmailAndPassword(auth, email, password);
    if (!user.emailVerified) {
      await sendEmailVerification(user);
      await signOut(auth);
      throw new SignInError(ERROR_MESSAGES.unverifiedEmail);
    }
    return await identityOf(user, 'email');
  } catch (error) {
    throw toSignInError(error);
  }
}

/** Sign up: create the account, send the verification mail; the caller goes to /login. */
export async function signUpWithEmail(email: string, password: string): Promise<void> {
  const auth = firebaseAuth();
  try {
    const { user } = await createUserWithEmailAndPassword(auth, email, password);
    await sendEmailVerification(user);
    await signOut(auth);
  } catch (error) {
    throw toSignInError(error, ERROR_MESSAGES.signUp);
  }
}

/** Password reset: send the mail; the caller goes to /login. */
export async function sendPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(firebaseAuth(), email);
  } catch (error) {
    throw toSignInError(error, ERROR_MESSAGES.passwordReset);
  }
}

/** Sign in or sign up with a federated provider by popup (Google or Apple). */
export async function signInWithProvider(provider: 'google' | 'apple'): Promise<VerifiedIdentity> {
  const authProvider = provider === 'google' ? new GoogleAuthProvider() : appleProvider();
  try {
    const { user } = await signInWithPopup(firebaseAuth(), authProvider);
    return await identityOf(user, provider);
  } catch (error) {
    throw toSignInError(error);
  }
}

function appleProvider(): OAuthProvider {
  const apple = new OAuthProvider('apple.com');
  apple.addScope('email');
  apple.addScope('name');
  return apple;
}

/** Logout also ends the Firebase session, so the next visitor on this browser starts clean. */
export async function signOutOfFirebase(): Promise<void> {
  await signOut(firebaseAuth());
}
