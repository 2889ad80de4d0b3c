import { ERROR_MESSAGES, SERVER_MESSAGES, SUCCESS_MESSAGES } from '@byline/api-client/contract';
import { IdentityError, type VerifiedIdentity } from '../auth/identity';
import { createSession, revokeAllSessions, revokeSession } from '../auth/sessions';
import { DEFAULT_FULL_NAME, PUBLIC_READ_CACHE_CONTROL } from '../constants';
import { registerEndpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { storeImage } from '../media/images';
import { readsShowingAnyAuthor, readTags } from '../news/read-tags';
import { listAuthorPublished } from '../news/repository';
import { toPlainText } from '../sanitize/text';
import {
  findOrLinkUser,
  findUser,
  toPublicProfile,
  toUserProfile,
  updateUserProfile,
} from '../users/repository';
import type { RouteDependencies } from './dependencies';

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

export function registerUserRoutes({
  app,
  db,
  storage,
  identity,
  rateLimits,
  readCache,
}: RouteDependencies): void {
  registerEndpoint(
    app,

    'registration',
    { rateLimit: rateLimits.registration },
    async ({ input, request }) => {
      let verified: VerifiedIdentity;
      try {
        verified = await identity.verify(input.identity);
      } catch (error) {
        const failure = error instanceof IdentityError ? error.failure : 'unavailable';
        const { status, message } = IDENTITY_FAILURES[failure];
        throw new HttpError(status, message);
      }
      if (verified.provider === 'password' && !verified.emailVerified) {
        throw new HttpError(403, ERROR_MESSAGES.unverifiedEmail);
      }
      const result = await db.transaction(async (tx) => {
        const link = await findOrLinkUser(tx, {
          firebaseUid: verified.uid,
          email: verified.email ?? '',
          emailVerified: verified.emailVerified,
          fullName: chooseFullName(input.full_name, verified),
          userName: toPlainText(input.user_name),
          loginType: LOGIN_TYPE_BY_PROVIDER[verified.provider] ?? input.login_type,
          deviceToken: input.device_token,
        });
        if (link.foundBy === 'email') {
          // Sessions issued to the previous Firebase account end with it.
          await revokeAllSessions(tx, link.userId);
          request.log.warn(
            { userId: link.userId, previousUid: link.previousUid, uid: verified.uid },
            'sign-in linked to an existing user by verified email',
          );
        }
        return { userId: link.userId, token: await createSession(tx, link.userId) };
      });
      return {
        data: { token: `Bearer ${result.token}`, user_id: result.userId },
        message: SUCCESS_MESSAGES.login,
      };
    },
  );

  const read = { rateLimit: rateLimits.reads };
  registerEndpoint(app, 'userDetails', read, async ({ input, requireUser }) => {
    const userId = requireUser();
    if (input.user_id !== userId) throw new HttpError(403, SERVER_MESSAGES.notYourProfile);
    const user = await findUser(db, userId);
    if (!user) throw new HttpError(404, SERVER_MESSAGES.userNotFound);
    return { data: toUserProfile(user) };
  });

  registerEndpoint(
    app,

    'updateProfile',
    { rateLimit: rateLimits.writes },
    async ({ input, requireUser, file }) => {
      const userId = requireUser();
      const fullName = toPlainText(input.full_name);
      if (fullName === '') throw new HttpError(400, SERVER_MESSAGES.fullNameRequired);
      const authorBio = toPlainText(input.author_bio, { multiline: true });
      const profileImage = file ? (await storeImage(storage, file.bytes, 'avatar')).path : null;
      const user = await db.transaction(async (tx) => {
        await updateUserProfile(tx, userId, { fullName, authorBio, profileImage });
        return findUser(tx, userId);
      });
      if (!user) throw new HttpError(404, SERVER_MESSAGES.userNotFound);
      // The author's name and picture show on their profile and beside their published articles,
      // in any category. A rename is rare and the cache lives a second, so every category list is
      // dropped rather than looking up (with an unbounded scan of the author's articles) which.
      readCache.invalidate([readTags.author(userId), ...readsShowingAnyAuthor()]);
      return { data: toUserProfile(user), message: SUCCESS_MESSAGES.profileSaved };
    },
  );

  registerEndpoint(app, 'logout', {}, async ({ requireCaller }) => {
    await revokeSession(db, requireCaller().sessionId);
    return { data: null, message: SUCCESS_MESSAGES.logout };
  });

  registerEndpoint(app, 'logoutEverywhere', {}, async ({ requireUser }) => {
    await revokeAllSessions(db, requireUser());
    return { data: null, message: SUCCESS_MESSAGES.logoutEverywhere };
  });

  const authorCache = {
    store: readCache,
    tags: (input: { user_id: number }) => [readTags.author(input.user_id)],
  };
  const authorRead = { ...read, cache: authorCache, cacheControl: PUBLIC_READ_CACHE_CONTROL };
  registerEndpoint(app, 'authorProfile', authorRead, async ({ input }) => {
    const user = await findUser(db, input.user_id);
    if (!user) throw new HttpError(404, SERVER_MESSAGES.userNotFound);
    const articles = await listAuthorPublished(db, user.id);
    return { data: { profile: toPublicProfile(user), articles } };
  });
}
