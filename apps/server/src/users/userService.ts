import {
  ACCOUNT_REFUSALS,
  ERROR_MESSAGES,
  type NewsItem,
  type PublicProfile,
  type RegistrationRequest,
  SERVER_MESSAGES,
  type UserProfile,
} from '@byline/api-client/contract';
import { IdentityError, type IdentityVerifier, type VerifiedIdentity } from '../auth/identity';
import { createSession, revokeAllSessions, revokeSession } from '../auth/sessions';
import { DEFAULT_FULL_NAME } from '../constants';
import type { Database, Executor } from '../db/client';
import { retryingTransaction } from '../db/retry';
import { refuse } from '../http/errors';
import { storeImage } from '../media/images';
import type { MediaStorage } from '../media/storage';
import { listAuthorPublished } from '../news/repository';
import { toPlainText } from '../sanitize/text';
import {
  findOrLinkUser,
  findUser,
  setFediverseHandle,
  toPublicProfile,
  toUserProfile,
  updateUserProfile,
} from './userRepository';

/** Users: sign-in (docs/server.md, "Registration"), profiles and sessions. */

const IDENTITY_FAILURES = {
  invalid: { status: 401, message: SERVER_MESSAGES.invalidIdentity },
  disabled: { status: 403, message: SERVER_MESSAGES.accountDisabled },
  unavailable: { status: 503, message: SERVER_MESSAGES.identityUnavailable },
} as const;

/** The login_type recorded for the provider Firebase says was used (not what the client claims). */
const LOGIN_TYPE_BY_PROVIDER: Record<string, string> = {
  password: 'email',
  'google.com': 'google',
  'apple.com': 'apple',
};

/**
 * Full name on first sign-in: the payload's, else the provider's display name, else a neutral
 * default. Never derived from the email: the name is public (author pages), the email is not.
 */
function chooseFullName(payloadName: string, identity: VerifiedIdentity): string {
  const usable = (name: string) => (name.includes('@') ? '' : name);
  return (
    usable(toPlainText(payloadName)) ||
    usable(toPlainText(identity.name ?? '')) ||
    DEFAULT_FULL_NAME
  );
}

/** A sign-in: the user and a new session's token; `relinkedFrom` when it moved to a new uid. */
export interface SignIn {
  userId: number;
  token: string;
  uid: string;
  /** The Firebase uid the user had before, when the sign-in was linked by verified email. */
  relinkedFrom: string | null;
}

/**
 * Signs in with a verified Firebase identity: the user it belongs to (found, linked by verified
 * email, or made) and a new session. A password account must have verified its email.
 */
export async function signIn(
  db: Database,
  identity: IdentityVerifier,
  input: RegistrationRequest,
): Promise<SignIn> {
  let verified: VerifiedIdentity;
  try {
    verified = await identity.verify(input.identity);
  } catch (error) {
    const failure = error instanceof IdentityError ? error.failure : 'unavailable';
    refuse(IDENTITY_FAILURES[failure]);
  }
  if (verified.provider === 'password' && !verified.emailVerified) {
    refuse({ status: 403, message: ERROR_MESSAGES.unverifiedEmail });
  }
  return retryingTransaction(db, async (tx) => {
    const link = await findOrLinkUser(tx, {
      firebaseUid: verified.uid,
      email: verified.email ?? '',
      emailVerified: verified.emailVerified,
      fullName: chooseFullName(input.full_name, verified),
      userName: toPlainText(input.user_name),
      loginType: LOGIN_TYPE_BY_PROVIDER[verified.provider] ?? input.login_type,
      deviceToken: input.device_token,
    });
    // Sessions issued to the previous Firebase account end with it.
    if (link.foundBy === 'email') await revokeAllSessions(tx, link.userId);
    return {
      userId: link.userId,
      token: await createSession(tx, link.userId),
      uid: verified.uid,
      relinkedFrom: link.foundBy === 'email' ? link.previousUid : null,
    };
  });
}

/** Ends one session (sign-out on this device). */
export async function signOut(db: Executor, sessionId: number): Promise<void> {
  await revokeSession(db, sessionId);
}

/** Ends every session of the user; answers how many were live. */
export function signOutEverywhere(db: Executor, userId: number): Promise<number> {
  return revokeAllSessions(db, userId);
}

/** The caller's own profile (email and phone too); anyone else's is forbidden. */
export async function readOwnProfile(
  db: Executor,
  callerId: number,
  userId: number,
): Promise<UserProfile> {
  if (userId !== callerId) refuse({ status: 403, message: SERVER_MESSAGES.notYourProfile });
  const user = await findUser(db, callerId);
  if (!user) refuse({ status: 404, message: SERVER_MESSAGES.userNotFound });
  return toUserProfile(user);
}

/**
 * Saves the caller's name, bio, X handle (normalised and checked by the contract) and, when one
 * was sent, picture; the name is required.
 */
export async function updateProfile(
  { db, storage }: { db: Database; storage: MediaStorage },
  userId: number,
  input: { full_name: string; author_bio: string; x_handle?: string; fediverse_handle?: string },
  file: { bytes: Buffer } | null,
): Promise<UserProfile> {
  const fullName = toPlainText(input.full_name);
  if (fullName === '') refuse({ status: 400, message: SERVER_MESSAGES.fullNameRequired });
  const authorBio = toPlainText(input.author_bio, { multiline: true });
  const profileImage = file ? (await storeImage(storage, file.bytes, 'avatar')).path : null;
  const user = await retryingTransaction(db, async (tx) => {
    await updateUserProfile(tx, userId, {
      fullName,
      authorBio,
      xHandle: input.x_handle,
      profileImage,
    });
    const handle = input.fediverse_handle;
    if (handle !== undefined && !(await setFediverseHandle(tx, userId, handle))) {
      refuse({ status: 409, message: SERVER_MESSAGES.fediverseHandleTaken });
    }
    return findUser(tx, userId);
  });
  if (!user) refuse({ status: 404, message: SERVER_MESSAGES.userNotFound });
  return toUserProfile(user);
}

/** An author's public profile and published articles. */
export async function readAuthorProfile(
  db: Executor,
  userId: number,
): Promise<{ profile: PublicProfile; articles: NewsItem[] }> {
  const user = await findUser(db, userId);
  if (!user) refuse({ status: 404, message: SERVER_MESSAGES.userNotFound });
  // A deleted account's profile is gone; its kept articles name it DELETED_ACCOUNT_NAME.
  if (user.deletedAt !== null) refuse({ status: 410, message: ACCOUNT_REFUSALS.accountDeleted });
  const articles = await listAuthorPublished(db, user.id);
  return { profile: toPublicProfile(user), articles };
}
