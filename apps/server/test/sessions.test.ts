import {
  type EndpointName,
  endpoints,
  SERVER_MESSAGES,
  SESSION_LIFETIME_MS,
  SUCCESS_MESSAGES,
} from '@byline/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, hashToken } from '../src/auth/sessions';
import {
  ADMIN_TOKEN_HEADER,
  PRIVATE_CACHE_CONTROL,
  SESSION_RENEW_INTERVAL_MS,
} from '../src/constants';
import { articles, sessions, users } from '../src/db/schema';
import { ADMIN_PATHS } from '../src/routes/admin';
import { buildServer } from '../src/server';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { multipartBody } from './helpers/multipart';

const HOUR_MS = 60 * 60 * 1000;
const ADMIN_TOKEN = 'a-test-admin-token-that-is-long-enough-1234';

type User = { userId: number; token: string };

describe.each(testBackends())('sessions on $name', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, { adminToken: ADMIN_TOKEN });
  });
  afterAll(() => t.close());

  const sessionRow = async (token: string) =>
    (
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
    )[0];
  const setSession = (token: string, values: Partial<typeof sessions.$inferInsert>) =>
    t.database.db
      .update(sessions)
      .set(values)
      .where(eq(sessions.tokenHash, hashToken(token)));
  const drafts = (token: string) => t.call({ method: 'GET', url: endpoints.drafts.path, token });

  /** A draft of the user's own, so publish and delete have something real to act on. */
  async function draftOf(user: User): Promise<number> {
    const [row] = await t.database.db
      .insert(articles)
      .values({
        authorId: user.userId,
        categoryId: 1,
        status: 'draft',
        title: 'Unpublished story',
        description: '',
        content: '<p>x</p>',
        searchText: 'draft',
      })
      .returning({ id: articles.id });
    if (!row) throw new Error('no draft');
    return row.id;
  }

  /** One real request per call that needs a signed-in user. */
  function authenticatedCalls(user: User, draftId: number) {
    const json = (name: EndpointName, payload: object) => () =>
      t.call({ method: 'POST', url: endpoints[name].path, token: user.token, payload });
    const get =
      (name: EndpointName, query: Record<string, string> = {}) =>
      () =>
        t.call({ method: 'GET', url: endpoints[name].path, token: user.token, query });
    const multipart = (name: EndpointName, fields: Record<string, string>) => () => {
      const { payload, headers } = multipartBody(fields);
      return t.call({
        method: 'POST',
        url: endpoints[name].path,
        token: user.token,
        payload,
        headers,
      });
    };
    const calls: Record<string, () => ReturnType<TestApp['call']>> = {
      drafts: () => t.call({ method: 'GET', url: endpoints.drafts.path, token: user.token }),
      ownNews: () => t.call({ method: 'GET', url: endpoints.ownNews.path, token: user.token }),
      userDetails: json('userDetails', { user_id: user.userId }),
      updateProfile: multipart('updateProfile', { full_name: 'Changed Name', author_bio: '' }),
      saveArticle: multipart('saveArticle', {
        title: 'New',
        keywords: '[]',
        creator: '[]',
        description: '',
        content: '<p>y</p>',
        video_url: '',
        category: '1',
        is_draft: 'true',
      }),
      // Without a picture: the session is checked before the file.
      uploadBodyImage: multipart('uploadBodyImage', {}),
      publishDraft: json('publishDraft', { news_id: draftId }),
      draft: get('draft', { news_id: String(draftId) }),
      deleteDraft: json('deleteDraft', { news_id: draftId }),
      logout: json('logout', {}),
      logoutEverywhere: json('logoutEverywhere', {}),
      // The community half: ids need not exist, the session is checked first.
      addComment: json('addComment', { news_id: draftId, text: 'Hello' }),
      editComment: json('editComment', { comment_id: 1, text: 'Hello' }),
      deleteComment: json('deleteComment', { comment_id: 1 }),
      hideComment: json('hideComment', { comment_id: 1 }),
      follow: json('follow', { user_id: user.userId }),
      unfollow: json('unfollow', { user_id: user.userId }),
      followStatus: get('followStatus', { user_id: String(user.userId) }),
      rewardAuthor: json('rewardAuthor', {
        user_id: user.userId,
        amount: 1,
        idempotency_key: 'session-test-key',
      }),
      walletHistory: get('walletHistory'),
      notifications: get('notifications'),
      unreadNotificationCount: get('unreadNotificationCount'),
      markNotificationRead: json('markNotificationRead', { notification_id: 1 }),
      markAllNotificationsRead: json('markAllNotificationsRead', {}),
      // Scheduling and revisions.
      cancelSchedule: json('cancelSchedule', { news_id: draftId }),
      revisions: get('revisions', { news_id: String(draftId) }),
      revision: get('revision', { revision_id: '1' }),
      restoreRevision: json('restoreRevision', { revision_id: 1 }),
      // The account: a confirmation is checked only after the session.
      deleteAccount: json('deleteAccount', { identity: 'x', articles: 'keep' }),
      exportAccount: get('exportAccount'),
      // Published articles that change.
      unpublishArticle: json('unpublishArticle', { news_id: draftId }),
      deleteArticle: json('deleteArticle', { news_id: draftId }),
      // Conversation: replies, reactions, notifications marked read as shown.
      replyToComment: json('replyToComment', { comment_id: 1, text: 'Hello' }),
      reactToArticle: json('reactToArticle', { news_id: draftId, kind: 'like', active: true }),
      reactToComment: json('reactToComment', { comment_id: 1, kind: 'like', active: true }),
      ownReactions: get('ownReactions', { news_id: String(draftId) }),
      markNotificationsRead: json('markNotificationsRead', { notification_ids: [1] }),
      // The newsletter: how many subscribers the caller's article was sent to.
      newsletterReach: get('newsletterReach', { news_id: String(draftId) }),
      // The author's followers on the fediverse.
      fediverseFollowers: get('fediverseFollowers'),
      fediverseApproval: json('fediverseApproval', { approve: true }),
      fediverseFollowAnswer: json('fediverseFollowAnswer', { follower_id: 1, accept: true }),
      // Following fediverse accounts: the reader's own.
      followRemote: json('followRemote', { handle: '@ada@example.social' }),
      unfollowRemote: json('unfollowRemote', { account_id: 1 }),
      followedAccounts: get('followedAccounts'),
      followingTimeline: get('followingTimeline'),
      replyToRemote: json('replyToRemote', { post_id: 1, text: 'Thanks for this.' }),
      reactToRemote: json('reactToRemote', { post_id: 1, kind: 'like', active: true }),
      // Stats: the caller's own.
      authorStats: get('authorStats', { user_id: String(user.userId) }),
      statsArticles: get('statsArticles', { user_id: String(user.userId) }),
      articleStats: get('articleStats', { news_id: String(draftId) }),
      siteStats: get('siteStats', {}),
      siteStatsArticles: get('siteStatsArticles', {}),
      // Members and roles (an author is refused 403 once signed in; 401 is what counts here).
      members: get('members', {}),
      changeRole: json('changeRole', { user_id: 1, role: 'reader' }),
      // Moderation (a reader's queue calls are refused 403 once signed in).
      report: json('report', { target_type: 'profile', target_id: 1, reason: 'spam' }),
      moderationQueue: get('moderationQueue', {}),
      moderateComment: json('moderateComment', { comment_id: 1, action: 'hide', reason: 'x' }),
      moderateArticle: json('moderateArticle', { news_id: draftId, reason: 'x' }),
      dismissReports: json('dismissReports', { target_type: 'profile', target_id: 1 }),
      suspendAccount: json('suspendAccount', { user_id: 1, action: 'suspend', reason: 'x' }),
      moderationLog: get('moderationLog', {}),
      blockAccount: json('blockAccount', { user_id: 1, blocked: true }),
      blockedAccounts: get('blockedAccounts', {}),
      // Editorial review (a writer's submit; the editors' calls are refused 403 once signed in).
      submitForReview: json('submitForReview', { news_id: draftId }),
      reviewQueue: get('reviewQueue', {}),
      reviewNotes: get('reviewNotes', { news_id: String(draftId) }),
      addReviewNote: json('addReviewNote', { news_id: draftId, body: 'x' }),
      sendBack: json('sendBack', { news_id: draftId, body: 'x' }),
      // Site settings (administrators').
      uploadSiteLogo: multipart('uploadSiteLogo', {}),
      updateSiteSettings: json('updateSiteSettings', {
        name: 'x',
        description: null,
        brand_color: null,
        social_links: null,
        footer_columns: null,
        categories: [{ id: 1, slug: 'world', name: 'Worldwide', nav_label: null, hidden: false }],
      }),
    };
    return calls;
  }

  it('covers every call that needs a signed-in user', async () => {
    const required = Object.entries(endpoints)
      .filter(([, endpoint]) => endpoint.auth === 'required')
      .map(([name]) => name);
    expect(Object.keys(authenticatedCalls({ userId: 1, token: 'x' }, 1)).sort()).toEqual(
      required.sort(),
    );
  });

  describe('logout', () => {
    it('ends the presented token: every authenticated call answers 401 and changes nothing', async () => {
      const user = await t.createUser('Lou Logout');
      const someoneElse = await t.createUser('Sue Else');
      const draftId = await draftOf(user);
      expect((await drafts(user.token)).statusCode).toBe(200);

      const logout = await t.call({
        method: 'POST',
        url: endpoints.logout.path,
        token: user.token,
      });
      expect(logout.statusCode).toBe(200);
      expect(endpoints.logout.response.parse(logout.json()).message).toBe(SUCCESS_MESSAGES.logout);
      expect((await sessionRow(user.token))?.revokedAt).toBeInstanceOf(Date);

      for (const [name, call] of Object.entries(authenticatedCalls(user, draftId))) {
        const response = await call();
        expect({ name, status: response.statusCode }).toEqual({ name, status: 401 });
        expect(response.json()).toEqual({ status: 401, message: SERVER_MESSAGES.unauthorized });
      }
      const [draft] = await t.database.db.select().from(articles).where(eq(articles.id, draftId));
      expect(draft?.status).toBe('draft');
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.userId));
      expect(row?.fullName).toBe('Lou Logout');
      expect((await drafts(someoneElse.token)).statusCode).toBe(200);
    });

    it('leaves the same user’s other sessions working', async () => {
      const user = await t.createUser('Two Devices');
      const laptop = await createSession(t.database.db, user.userId);
      await t.call({ method: 'POST', url: endpoints.logout.path, token: user.token });
      expect((await drafts(user.token)).statusCode).toBe(401);
      expect((await drafts(laptop)).statusCode).toBe(200);
    });
  });

  describe('logout everywhere', () => {
    it('ends every session of the caller and no one else’s', async () => {
      const user = await t.createUser('Eve Everywhere');
      const bystander = await t.createUser('Bob Bystander');
      const phone = await createSession(t.database.db, user.userId);
      const tablet = await createSession(t.database.db, user.userId);

      const response = await t.call({
        method: 'POST',
        url: endpoints.logoutEverywhere.path,
        token: phone,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(SUCCESS_MESSAGES.logoutEverywhere);
      for (const token of [user.token, phone, tablet]) {
        expect((await drafts(token)).statusCode).toBe(401);
      }
      expect((await drafts(bystander.token)).statusCode).toBe(200);
    });
  });

  describe('lifetime', () => {
    it('starts at the full lifetime and answers 401 once it has passed', async () => {
      const user = await t.createUser('Ida Idle');
      const row = await sessionRow(user.token);
      const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
      expect(lifetime).toBe(SESSION_LIFETIME_MS);

      await setSession(user.token, { expiresAt: new Date(Date.now() - 1000) });
      expect((await drafts(user.token)).statusCode).toBe(401);
      // A public call with an expired token reads as anonymous instead of failing.
      const categories = await t.call({
        method: 'GET',
        url: endpoints.categories.path,
        token: user.token,
      });
      expect(categories.statusCode).toBe(200);
    });

    it('renews on use, at most once per interval, so reads do not write each time', async () => {
      const user = await t.createUser('Ron Renewed');
      const issued = (await sessionRow(user.token))?.expiresAt;
      await drafts(user.token);
      await drafts(user.token);
      // Used within the interval: the end did not move (no write).
      expect((await sessionRow(user.token))?.expiresAt).toEqual(issued);

      // Last renewed more than an interval ago: the next use moves the end to a full lifetime.
      const stale = new Date(
        Date.now() + SESSION_LIFETIME_MS - SESSION_RENEW_INTERVAL_MS - HOUR_MS,
      );
      await setSession(user.token, { expiresAt: stale });
      const before = Date.now();
      expect((await drafts(user.token)).statusCode).toBe(200);
      const renewed = (await sessionRow(user.token))?.expiresAt.getTime() ?? 0;
      expect(renewed).toBeGreaterThanOrEqual(before + SESSION_LIFETIME_MS);
      expect(renewed).toBeLessThanOrEqual(Date.now() + SESSION_LIFETIME_MS);
    });

    it('keeps a session used a day before its end alive for another full lifetime', async () => {
      const user = await t.createUser('Al Almost');
      await setSession(user.token, { expiresAt: new Date(Date.now() + 24 * HOUR_MS) });
      expect((await drafts(user.token)).statusCode).toBe(200);
      const end = (await sessionRow(user.token))?.expiresAt.getTime() ?? 0;
      expect(end - Date.now()).toBeGreaterThan(SESSION_LIFETIME_MS - HOUR_MS);
    });
  });

  describe('Cache-Control', () => {
    it('is no-store on every authenticated answer, success or 401', async () => {
      const user = await t.createUser('Nora Nostore');
      const draftId = await draftOf(user);
      const calls = authenticatedCalls(user, draftId);
      for (const name of ['drafts', 'ownNews', 'userDetails'] as const) {
        const response = await calls[name]?.();
        expect(response?.statusCode).toBe(200);
        expect(response?.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      }
      const anonymous = await t.call({ method: 'GET', url: endpoints.drafts.path });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    });

    it('is no-store on any answer to a request carrying a bearer token', async () => {
      const user = await t.createUser('Pia Public');
      for (const url of [endpoints.categories.path, `${endpoints.articleById.path}?news_id=999`]) {
        const withToken = await t.call({ method: 'GET', url, token: user.token });
        expect(withToken.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      }
      const publicRead = await t.call({ method: 'GET', url: endpoints.categories.path });
      expect(publicRead.headers['cache-control']).not.toBe(PRIVATE_CACHE_CONTROL);
    });
  });

  describe('the admin call', () => {
    const revoke = (userId: number, adminToken?: string) =>
      t.app.inject({
        method: 'POST',
        url: ADMIN_PATHS.revokeSessions,
        headers: adminToken ? { [ADMIN_TOKEN_HEADER]: adminToken } : {},
        payload: { user_id: userId },
      });

    it('refuses a missing or wrong admin token and changes nothing', async () => {
      const user = await t.createUser('Sam Safe');
      for (const token of [undefined, 'wrong', `${ADMIN_TOKEN}x`, user.token]) {
        const response = await revoke(user.userId, token);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ status: 401, message: SERVER_MESSAGES.adminToken });
      }
      expect((await drafts(user.token)).statusCode).toBe(200);
    });

    it('signs a user out everywhere at once', async () => {
      const user = await t.createUser('Cat Compromised');
      const response = await revoke(user.userId, ADMIN_TOKEN);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ revoked: 1 });
      expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      expect((await drafts(user.token)).statusCode).toBe(401);
    });

    it('answers 400 to a malformed user id', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: ADMIN_PATHS.revokeSessions,
        headers: { [ADMIN_TOKEN_HEADER]: ADMIN_TOKEN },
        payload: { user_id: 'all' },
      });
      expect(response.statusCode).toBe(400);
    });

    it('does not exist on a server without an admin token', async () => {
      const bare = await buildServer({
        config: t.config,
        db: t.database.db,
        jobs: t.jobs,
        identity: t.identity,
      });
      try {
        const response = await bare.inject({
          method: 'POST',
          url: ADMIN_PATHS.revokeSessions,
          headers: { [ADMIN_TOKEN_HEADER]: '' },
          payload: { user_id: 1 },
        });
        expect(response.statusCode).toBe(404);
      } finally {
        await bare.close();
      }
    });
  });
});
