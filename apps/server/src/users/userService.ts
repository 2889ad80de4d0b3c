import {
  ACCOUNT_REFUSALS,
  DEFAULT_ROLE,
  ERROR_MESSAGES,
  type Member,
  type NewsItem,
  type PublicProfile,
  REVIEW_FIRST_ROLE,
  type RegistrationRequest,
  type Role,
  refuseRoleChange,
  SERVER_MESSAGES,
  type UserProfile,
} from '@byline/api-client/contract';
import { IdentityError, type IdentityVerifier, type VerifiedIdentity } from '../auth/identity';
import { createSession, revokeAllSessions, revokeSession } from '../auth/sessions';
import type { RolesConfig } from '../config';
import { DEFAULT_FULL_NAME } from '../constants';
import type { Database, Executor } from '../db/client';
import { type Page, pageRequest } from '../db/pagination';
import { retryingTransaction } from '../db/retry';
import { refuse } from '../http/errors';
import { storeImage } from '../media/images';
import type { MediaStorage } from '../media/storage';
import { listAuthorPublished } from '../news/repository';
import { toPlainText } from '../sanitize/text';
import {
  findOrLinkUser,
  findUser,
  listMembers,
  setFediverseHandle,
  setRole,
  setRoleByEmail,
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
  roles: RolesConfig,
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
      role: roles.reviewFirst ? REVIEW_FIRST_ROLE : DEFAULT_ROLE,
    });
    // The addresses named in BYLINE_ADMIN_EMAILS are administrators once their owner signs in.
    if (
      verified.emailVerified &&
      roles.adminEmails.includes((verified.email ?? '').toLowerCase())
    ) {
      await setRole(tx, link.userId, 'administrator');
    }
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

/** The members page (the caller is an administrator: the route's `requireRole`). */
export function readMembers(
  db: Executor,
  query: { q?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<Page<Member>> {
  return listMembers(db, query.q ?? '', pageRequest(query));
}

/**
 * An administrator sets another member's role (never their own: the site keeps the
 * administrator who is acting). Applies from the member's next call.
 */
export async function changeRole(
  db: Database,
  callerId: number,
  input: { user_id: number; role: Role },
): Promise<Member> {
  refuse(refuseRoleChange(callerId, input.user_id));
  const member = await retryingTransaction(db, (tx) => setRole(tx, input.user_id, input.role));
  if (!member) refuse({ status: 404, message: SERVER_MESSAGES.userNotFound });
  return member;
}

/** The operator's command (`npm run users -- promote <email> <role>`): null when nobody has it. */
export function setRoleOfAddress(db: Database, email: string, role: Role): Promise<Member | null> {
  return retryingTransaction(db, (tx) => setRoleByEmail(tx, email.trim(), role));
}
