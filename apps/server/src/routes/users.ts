import { ROLE_MESSAGES, SUCCESS_MESSAGES } from '@byline/api-client/contract';
import type { ServerConfig } from '../config';
import { PUBLIC_READ_CACHE_CONTROL } from '../constants';
import { registerEndpoint } from '../http/endpoint';
import { readsShowingAnyAuthor, readTags } from '../news/read-tags';
import {
  changeRole,
  readAuthorProfile,
  readMembers,
  readOwnProfile,
  signIn,
  signOut,
  signOutEverywhere,
  updateProfile,
} from '../users/userService';
import type { RouteDependencies } from './dependencies';

export function registerUserRoutes(
  { app, db, storage, identity, rateLimits, readCache }: RouteDependencies,
  config: Pick<ServerConfig, 'roles'>,
): void {
  registerEndpoint(
    app,

    'registration',
    { rateLimit: rateLimits.registration },
    async ({ input, request }) => {
      const signedIn = await signIn(db, identity, input, config.roles);
      if (signedIn.relinkedFrom !== null) {
        request.log.warn(
          { userId: signedIn.userId, previousUid: signedIn.relinkedFrom, uid: signedIn.uid },
          'sign-in linked to an existing user by verified email',
        );
      }
      return {
        data: { token: `Bearer ${signedIn.token}`, user_id: signedIn.userId },
        message: SUCCESS_MESSAGES.login,
      };
    },
  );

  const read = { rateLimit: rateLimits.reads };
  registerEndpoint(app, 'userDetails', read, async ({ input, requireUser }) => ({
    data: await readOwnProfile(db, requireUser(), input.user_id),
  }));

  registerEndpoint(
    app,

    'updateProfile',
    { rateLimit: rateLimits.writes },
    async ({ input, requireUser, file }) => {
      const userId = requireUser();
      const profile = await updateProfile({ db, storage }, userId, input, file);
      // The author's name and picture show on their profile and beside their published articles,
      // in any category. A rename is rare and the cache lives a second, so every category list is
      // dropped rather than looking up (with an unbounded scan of the author's articles) which.
      readCache.invalidate([readTags.author(userId), ...readsShowingAnyAuthor()]);
      return { data: profile, message: SUCCESS_MESSAGES.profileSaved };
    },
  );

  registerEndpoint(app, 'logout', {}, async ({ requireCaller }) => {
    await signOut(db, requireCaller().sessionId);
    return { data: null, message: SUCCESS_MESSAGES.logout };
  });

  registerEndpoint(app, 'logoutEverywhere', {}, async ({ requireUser }) => {
    await signOutEverywhere(db, requireUser());
    return { data: null, message: SUCCESS_MESSAGES.logoutEverywhere };
  });

  // Members and roles: administrators only (docs/roles.md).
  registerEndpoint(app, 'members', read, async ({ input, requireRole }) => {
    requireRole('manageMembers');
    const page = await readMembers(db, input);
    return { data: page.items, extra: { next_cursor: page.nextCursor } };
  });

  registerEndpoint(app, 'changeRole', { rateLimit: rateLimits.writes }, async (context) => {
    const callerId = context.requireRole('manageMembers');
    const member = await changeRole(db, callerId, context.input);
    context.request.log.info(
      { callerId, userId: member.user_id, role: member.role },
      'role changed by an administrator',
    );
    return { data: member, message: ROLE_MESSAGES.roleChanged };
  });

  const authorCache = {
    store: readCache,
    tags: (input: { user_id: number }) => [readTags.author(input.user_id)],
  };
  const authorRead = { ...read, cache: authorCache, cacheControl: PUBLIC_READ_CACHE_CONTROL };
  registerEndpoint(app, 'authorProfile', authorRead, async ({ input }) => ({
    data: await readAuthorProfile(db, input.user_id),
  }));
}
