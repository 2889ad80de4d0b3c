// @vitest-environment node
// Node: multipart bodies with files need Node's own FormData and File (see the client tests).
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../client/ApiError';
import { createApiClient } from '../client/createApiClient';
import {
  AUTHORING_LIMITS,
  CATEGORIES,
  COMMENT_RATE_LIMIT,
  describeIssue,
  type EndpointName,
  endpoints,
  SERVER_MESSAGES,
  UNIQUE_KEY_HEADER,
} from '../contract';
import {
  MOCK_ADMIN_TOKEN,
  MOCK_NEWSLETTER_TOKENS,
  MOCK_NOW,
  MOCK_SECOND_AUTHOR_TOKEN,
  MOCK_SERVER_ERROR_MESSAGE,
  MOCK_TOKEN,
  MOCK_UNIQUE_KEY,
  mockIdentityToken,
} from './constants';
import {
  fixtures,
  MOCK_COMMENTED_ARTICLE_ID,
  MOCK_REVISED_DRAFT_ID,
  MOCK_SCHEDULED_ARTICLE_ID,
  MOCK_SCHEDULED_AT,
} from './fixtures';
import { createMockApi, type MockApi } from './handlers';

const server = setupServer();
let api: MockApi;
let token: string | undefined;
const client = createApiClient({
  baseUrl: 'https://anywhere.example',
  uniqueKey: MOCK_UNIQUE_KEY,
  getToken: () => token,
});

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  api = createMockApi();
  server.resetHandlers(...api.handlers);
  token = MOCK_TOKEN;
});
afterAll(() => server.close());

/** The signed-in author's comment on their own article, and someone else's comment on it. */
const amaraComment = fixtures.comments.find((comment) => comment.author?.user_id === 1) ?? {
  id: 0,
};
const otherComment = fixtures.comments.find((comment) => comment.author?.user_id !== 1) ?? {
  id: 0,
};

/** The first bytes of a PNG: what the mock checks an upload by. */
const SMALL_PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A valid request for every call (the draft ids are the fixtures' drafts 70-72, 73 scheduled). */
const SAMPLE_INPUTS: Record<EndpointName, unknown> = {
  categories: {},
  newsList: { category_id: 1 },
  tagNews: { tag: 'climate' },
  search: { q: 'news' },
  mostRecent: {},
  mostWatched: {},
  relatedNews: { news_id: 5 },
  articleById: { news_id: 5 },
  authorProfile: { user_id: 2 },
  ownNews: {},
  userDetails: { user_id: 1 },
  registration: {
    full_name: 'New Reader',
    user_email: 'reader@byline.example',
    device_token: '',
    user_name: 'reader',
    identity: 'token',
    login_type: 'email',
    platform: 3,
  },
  updateProfile: { full_name: 'Amara Okafor', author_bio: 'Bio' },
  saveArticle: {
    title: 'T',
    keywords: ['a'],
    creator: [],
    description: '',
    content: '<p>x</p>',
    category: 1,
  },
  uploadBodyImage: { image: new File([SMALL_PNG], 'photo.png', { type: 'image/png' }) },
  uploadSiteLogo: { logo: new File([SMALL_PNG], 'logo.png', { type: 'image/png' }) },
  publishDraft: { news_id: 70 },
  drafts: {},
  draft: { news_id: 71 },
  deleteDraft: { news_id: 71 },
  unpublishArticle: { news_id: 69 },
  deleteArticle: { news_id: 68 },
  cancelSchedule: { news_id: MOCK_SCHEDULED_ARTICLE_ID },
  revisions: { news_id: MOCK_REVISED_DRAFT_ID },
  revision: { revision_id: fixtures.revisions[0]?.id ?? 1 },
  restoreRevision: { revision_id: fixtures.revisions.at(-1)?.id ?? 1 },
  logout: {},
  logoutEverywhere: {},
  deleteAccount: { identity: mockIdentityToken(1), articles: 'keep' },
  exportAccount: {},
  comments: { news_id: MOCK_COMMENTED_ARTICLE_ID },
  addComment: { news_id: 67, text: 'Good read.' },
  editComment: { comment_id: amaraComment.id, text: 'Edited.' },
  deleteComment: { comment_id: amaraComment.id },
  hideComment: { comment_id: otherComment.id },
  replyToComment: { comment_id: otherComment.id, text: 'Thank you.' },
  commentReplies: { comment_id: fixtures.comments.find((c) => c.reply_count > 0)?.id ?? 0 },
  reactToArticle: { news_id: MOCK_COMMENTED_ARTICLE_ID, kind: 'like', active: true },
  reactToComment: { comment_id: otherComment.id, kind: 'unicorn', active: true },
  ownReactions: { news_id: MOCK_COMMENTED_ARTICLE_ID },
  follow: { user_id: 2 },
  unfollow: { user_id: 3 },
  followStatus: { user_id: 3 },
  followers: { user_id: 1 },
  following: { user_id: 1 },
  fediverseFollowers: {},
  fediverseApproval: { approve: false },
  fediverseFollowAnswer: { follower_id: 3, accept: true },
  rewardAuthor: { user_id: 2, amount: 5, news_id: 67, idempotency_key: 'sample-reward-key' },
  walletHistory: {},
  notifications: {},
  unreadNotificationCount: {},
  markNotificationRead: { notification_id: fixtures.notifications[0]?.id ?? 1 },
  markNotificationsRead: { notification_ids: [fixtures.notifications[0]?.id ?? 1] },
  markAllNotificationsRead: {},
  subscribe: { email: 'reader@example.com' },
  unsubscribe: { token: MOCK_NEWSLETTER_TOKENS.manage },
  confirmSubscription: { token: MOCK_NEWSLETTER_TOKENS.confirm },
  newsletterPreferences: { token: MOCK_NEWSLETTER_TOKENS.manage },
  updateNewsletterPreferences: {
    token: MOCK_NEWSLETTER_TOKENS.manage,
    mode: 'digest',
    categories: [1],
    follow_authors: false,
  },
  newsletterReach: { news_id: 69 },
  authorStats: { user_id: 1, days: 30 },
  statsArticles: { user_id: 1 },
  articleStats: { news_id: 69, days: 7 },
  siteStats: { days: 30 },
  siteStatsArticles: {},
  statsBeacon: { news_id: 5, event: 'read', width: 390 },
  followRemote: { handle: '@mira@social.example' },
  unfollowRemote: { account_id: 1 },
  followedAccounts: {},
  followingTimeline: {},
  replyToRemote: { post_id: 1, text: 'Good to see the gauges working.' },
  reactToRemote: { post_id: 1, kind: 'like', active: true },
  members: { q: 'a' },
  changeRole: { user_id: 4, role: 'contributor' },
  report: { target_type: 'comment', target_id: 2, reason: 'spam' },
  moderationQueue: {},
  moderateComment: { comment_id: 2, action: 'hide', reason: 'Harassment' },
  moderateArticle: { news_id: 67, reason: 'Outdated figures' },
  dismissReports: { target_type: 'profile', target_id: 6 },
  suspendAccount: { user_id: 6, action: 'suspend', reason: 'Spam' },
  moderationLog: {},
  blockAccount: { user_id: 2, blocked: true },
  blockedAccounts: {},
  submitForReview: { news_id: 70 },
  reviewQueue: {},
  reviewNotes: { news_id: 70 },
  addReviewNote: { news_id: 70, body: 'Tighten the lede.' },
  sendBack: { news_id: 70, body: 'Tighten the lede.' },
  siteSettings: {},
  updateSiteSettings: {
    name: 'Harbour Herald',
    description: null,
    brand_color: '#1c5d99',
    social_links: null,
    footer_columns: null,
    categories: CATEGORIES.map(({ id, slug, name, navLabel }) => ({
      id,
      slug,
      name,
      nav_label: navLabel,
      hidden: false,
    })),
  },
};

/** Calls only an administrator may make: the success handlers make them as one. */
const ADMIN_CALLS: EndpointName[] = [
  'members',
  'changeRole',
  'moderationQueue',
  'moderateComment',
  'moderateArticle',
  'dismissReports',
  'suspendAccount',
  'moderationLog',
  'reviewQueue',
  'addReviewNote',
  'sendBack',
  'updateSiteSettings',
  'uploadSiteLogo',
];

/** Calls on a draft in review: its sample draft is submitted first. */
const REVIEW_CALLS: EndpointName[] = ['addReviewNote', 'sendBack'];
const submitSampleDraft = (name: EndpointName) => {
  const draft = api.db.findArticle(70);
  if (REVIEW_CALLS.includes(name) && draft) draft.review_state = 'submitted';
};

const ENDPOINT_NAMES = Object.keys(endpoints) as EndpointName[];
const LIST_CALLS: EndpointName[] = [
  'categories',
  'newsList',
  'mostRecent',
  'mostWatched',
  'relatedNews',
  'ownNews',
  'drafts',
  'revisions',
  'comments',
  'followers',
  'following',
  'walletHistory',
  'notifications',
  'members',
  'moderationQueue',
  'moderationLog',
];

async function failureOf(promise: Promise<unknown>) {
  const reason = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isApiError(reason)) throw new Error(`expected an ApiError, got ${String(reason)}`);
  return reason;
}

describe('stats', () => {
  it('shows 0, 1 or 365 days of history, and counts a beacon once per reader', async () => {
    const totals: number[] = [];
    for (const history of [0, 1, 365]) {
      api.db.statsHistoryDays = history;
      const stats = await client.authorStats({ user_id: 1, days: 7 });
      expect(stats.views.series).toHaveLength(7);
      totals.push(stats.views.series.filter((point) => point.views > 0).length);
    }
    expect(totals).toEqual([0, 1, 7]);
    const read = { news_id: 5, event: 'read', width: 390 } as const;
    expect(await client.statsBeacon(read)).toEqual({ counted: true });
    expect(await client.statsBeacon(read)).toEqual({ counted: false });
  });

  it("refuses another author's stats and the site's to non-administrators", async () => {
    const others = await failureOf(client.authorStats({ user_id: 2 }));
    expect(others).toMatchObject({ status: 403, message: SERVER_MESSAGES.notYourStats });
    const site = await failureOf(client.siteStats({}));
    expect(site).toMatchObject({ status: 403, message: SERVER_MESSAGES.siteStatsForbidden });
  });
});

describe('success handlers', () => {
  it.each(ENDPOINT_NAMES)(
    '%s answers an envelope that passes its response schema',
    async (name) => {
      // The client validates the envelope: a contract breach would reject with kind "schema".
      // The site's stats are for its administrators (the server's configuration names them).
      api.db.siteStatsAdmins.add(1);
      if (ADMIN_CALLS.includes(name)) token = MOCK_ADMIN_TOKEN;
      submitSampleDraft(name);
      const envelope = await client.request(name, SAMPLE_INPUTS[name]);
      expect(envelope.status).toBe(200);
      expect(api.db.lastRequest(name)?.url).toContain(
        `https://anywhere.example${endpoints[name].path}`,
      );
    },
  );

  it('answers 401 without the unique-key header, and checks the key when told to', async () => {
    const keyless = await fetch(`http://x.test${endpoints.categories.path}`);
    expect(keyless.status).toBe(401);
    expect(await keyless.json()).toMatchObject({ status: 401, message: expect.any(String) });

    server.resetHandlers(...createMockApi({ uniqueKey: 'the-right-key' }).handlers);
    expect((await failureOf(client.categories())).status).toBe(401);
  });

  it('answers 401 to a required call without a valid bearer token', async () => {
    token = 'forged';
    expect(await failureOf(client.drafts())).toMatchObject({
      kind: 'unauthenticated',
      status: 401,
    });
  });

  it('serves each author their own drafts only', async () => {
    token = MOCK_SECOND_AUTHOR_TOKEN;
    expect((await client.drafts()).items).toEqual([]);
    expect(await failureOf(client.deleteDraft({ news_id: 70 }))).toMatchObject({ status: 404 });
    expect(await failureOf(client.articleById({ news_id: 70 }))).toMatchObject({ status: 404 });
    token = MOCK_TOKEN;
    expect((await client.articleById({ news_id: 70 })).status).toBe('draft');
  });

  it('logout ends the presented token only: every required call then answers 401', async () => {
    await client.logout();
    const refused = [
      client.drafts(),
      client.ownNews(),
      client.userDetails({ user_id: 1 }),
      client.updateProfile({ full_name: 'Amara Okafor' }),
      client.publishDraft({ news_id: 70 }),
      client.deleteDraft({ news_id: 71 }),
      client.logout(),
      // Each rejection is handled as it happens: one that comes before its turn is not unhandled.
    ].map(failureOf);
    for (const call of refused) {
      expect(await call).toMatchObject({ kind: 'unauthenticated', status: 401 });
    }
    expect(api.db.ownDrafts(1)).toHaveLength(fixtures.drafts.length);
    token = MOCK_SECOND_AUTHOR_TOKEN;
    expect((await client.drafts()).items).toEqual([]);
  });

  it('logoutEverywhere ends every token of the caller, and signing in again starts a new one', async () => {
    api.db.tokens.set('amara-second-device', 1);
    await client.logoutEverywhere();
    expect(await failureOf(client.drafts())).toMatchObject({ status: 401 });
    token = 'amara-second-device';
    expect(await failureOf(client.drafts())).toMatchObject({ status: 401 });
    token = MOCK_SECOND_AUTHOR_TOKEN;
    expect((await client.drafts()).items).toEqual([]);

    const { token: fresh } = await client.register(SAMPLE_INPUTS.registration as never);
    token = fresh;
    expect((await client.drafts()).items).toHaveLength(fixtures.drafts.length);
  });

  it('rejects a cursor it did not issue, in the client and in the mock', async () => {
    expect(
      await failureOf(client.newsList({ category_id: 1, cursor: 'not-a-cursor' })),
    ).toMatchObject({ kind: 'invalid-request', message: SERVER_MESSAGES.invalidCursor });
    const response = await fetch(
      `https://anywhere.example${endpoints.newsList.path}?category_id=1&cursor=not-a-cursor`,
      { headers: { [UNIQUE_KEY_HEADER]: MOCK_UNIQUE_KEY } },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: describeIssue({ path: ['cursor'], message: SERVER_MESSAGES.invalidCursor }),
    });
  });

  it('gives every createMockApi its own state, and reset() restores the fixtures', async () => {
    await client.deleteDraft({ news_id: 70 });
    expect(api.db.ownDrafts(1)).toHaveLength(fixtures.drafts.length - 1);
    expect(createMockApi().db.ownDrafts(1)).toHaveLength(fixtures.drafts.length);
    await client.logout();
    api.db.reset();
    expect(api.db.ownDrafts(1)).toHaveLength(fixtures.drafts.length);
    expect(api.db.log).toHaveLength(0);
    // The logged-out token is live again.
    expect((await client.drafts()).items).toHaveLength(fixtures.drafts.length);
  });

  it('publishing makes the draft the newest item of its category and of most recent', async () => {
    await client.publishDraft({ news_id: 70 });
    const lifestyle = await client.newsList({ category_id: 7 });
    expect(lifestyle.items[0]?.id).toBe(70);
    expect((await client.mostRecent())[0]?.id).toBe(70);
    expect((await client.ownNews()).find((item) => item.id === 70)?.status).toBe('published');
  });
});

describe('variants', () => {
  it.each(ENDPOINT_NAMES)('%s: error, httpError, unauthorized and networkError', async (name) => {
    const variants = api.variants[name];
    const input = SAMPLE_INPUTS[name];
    const fallback = endpoints[name].fallbackMessage;

    server.use(variants.error);
    expect(await failureOf(client.request(name, input))).toMatchObject({
      kind: 'server',
      status: 500,
      message: MOCK_SERVER_ERROR_MESSAGE,
    });

    server.resetHandlers(variants.httpError);
    expect(await failureOf(client.request(name, input))).toMatchObject({
      kind: 'http',
      status: 500,
      message: fallback,
    });

    server.resetHandlers(variants.unauthorized);
    expect(await failureOf(client.request(name, input))).toMatchObject({
      kind: 'unauthenticated',
      status: 401,
    });

    server.resetHandlers(variants.networkError);
    expect(await failureOf(client.request(name, input))).toMatchObject({
      kind: 'network',
      message: endpoints[name].unreachableMessage ?? fallback,
    });
  });

  it.each(ENDPOINT_NAMES)('%s: empty answers a valid envelope', async (name) => {
    server.use(api.variants[name].empty);
    if (ADMIN_CALLS.includes(name)) token = MOCK_ADMIN_TOKEN;
    submitSampleDraft(name);
    const envelope = await client.request(name, SAMPLE_INPUTS[name]);
    if (LIST_CALLS.includes(name)) expect(envelope.data).toEqual([]);
    if (name === 'authorProfile') expect(envelope.data).toMatchObject({ articles: [] });
  });

  it('loading never answers', async () => {
    server.use(api.variants.categories.loading);
    const outcome = await Promise.race([
      client.categories().then(() => 'answered'),
      new Promise((resolve) => setTimeout(resolve, 150, 'still waiting')),
    ]);
    expect(outcome).toBe('still waiting');
  });
});

describe('community: comments', () => {
  it('pages an article’s comments newest first by the id cursor, with the total on every page', async () => {
    const first = await client.comments({ news_id: MOCK_COMMENTED_ARTICLE_ID, limit: 4 });
    expect(first.items.map((comment) => comment.id)).toEqual(
      fixtures.comments.slice(0, 4).map((comment) => comment.id),
    );
    expect(first.total).toBe(fixtures.commentTotal);
    expect(first.nextCursor).not.toBeNull();
    const second = await client.comments({
      news_id: MOCK_COMMENTED_ARTICLE_ID,
      limit: 4,
      cursor: first.nextCursor ?? undefined,
    });
    expect([...first.items, ...second.items]).toEqual(fixtures.comments);
    expect(second.nextCursor).toBeNull();
    expect(second.total).toBe(fixtures.commentTotal);
  });

  it('a posted comment tops the list, counts in the total and notifies the article’s author only', async () => {
    token = MOCK_SECOND_AUTHOR_TOKEN;
    const unreadBefore = api.db.unreadCount(1);
    const posted = await client.addComment({
      news_id: MOCK_COMMENTED_ARTICLE_ID,
      text: '  Clear and useful.  ',
    });
    expect(posted).toMatchObject({ text: 'Clear and useful.', author: { user_id: 2 } });
    const page = await client.comments({ news_id: MOCK_COMMENTED_ARTICLE_ID });
    expect(page.items[0]?.id).toBe(posted.id);
    expect(page.total).toBe(fixtures.commentTotal + 1);
    expect(api.db.unreadCount(1)).toBe(unreadBefore + 1);
    expect(api.db.notificationsOf(1)[0]).toMatchObject({
      kind: 'comment',
      actor_id: 2,
      comment_id: posted.id,
    });

    // The author commenting on their own article is told nothing.
    token = MOCK_TOKEN;
    await client.addComment({ news_id: MOCK_COMMENTED_ARTICLE_ID, text: 'Thanks!' });
    expect(api.db.unreadCount(1)).toBe(unreadBefore + 1);
  });

  it('a hidden comment is gone from the list and the total, for its writer too', async () => {
    const target = fixtures.comments.find((comment) => comment.author?.user_id === 2);
    await client.hideComment({ comment_id: target?.id ?? 0 });
    token = MOCK_SECOND_AUTHOR_TOKEN;
    const page = await client.comments({ news_id: MOCK_COMMENTED_ARTICLE_ID });
    expect(page.items.map((comment) => comment.id)).not.toContain(target?.id);
    expect(page.total).toBe(fixtures.commentTotal - 1);
    expect(
      await failureOf(client.editComment({ comment_id: target?.id ?? 0, text: 'x' })),
    ).toMatchObject({ status: 404, message: SERVER_MESSAGES.commentNotFound });
  });

  it('a burst past the rate limit answers 429 and stores nothing; a minute later posting works again', async () => {
    for (let post = 1; post <= COMMENT_RATE_LIMIT.posts; post++) {
      await client.addComment({ news_id: 67, text: `Comment ${post}` });
    }
    const stored = api.db.comments.length;
    const notifications = api.db.notifications.length;
    expect(await failureOf(client.addComment({ news_id: 67, text: 'One too many' }))).toMatchObject(
      {
        status: 429,
        message: SERVER_MESSAGES.commentRateLimited,
      },
    );
    expect(api.db.comments).toHaveLength(stored);
    expect(api.db.notifications).toHaveLength(notifications);

    // Per user: someone else may still post.
    token = MOCK_SECOND_AUTHOR_TOKEN;
    await client.addComment({ news_id: MOCK_COMMENTED_ARTICLE_ID, text: 'Mine is fine.' });

    token = MOCK_TOKEN;
    api.db.advanceClock(COMMENT_RATE_LIMIT.windowMs);
    await client.addComment({ news_id: 67, text: 'After a minute' });
    expect(api.db.comments).toHaveLength(stored + 2);
  });
});

describe('community: follows', () => {
  it('follow and unfollow change the counts once, however often repeated, and notify once', async () => {
    const before = await client.followStatus({ user_id: 2 });
    expect(before.following).toBe(false);
    const followingBefore = (await client.userDetails({ user_id: 1 })).following_count;

    const followed = await client.follow({ user_id: 2 });
    expect(followed).toEqual({
      user_id: 2,
      following: true,
      followers_count: before.followers_count + 1,
    });
    expect(await client.follow({ user_id: 2 })).toEqual(followed);
    expect((await client.userDetails({ user_id: 1 })).following_count).toBe(followingBefore + 1);
    expect((await client.authorProfile({ user_id: 2 })).profile.followers_count).toBe(
      before.followers_count + 1,
    );
    const followNotifications = api.db
      .notificationsOf(2)
      .filter((notification) => notification.kind === 'follow' && notification.actor_id === 1);
    expect(followNotifications).toHaveLength(1);

    const followers = await client.followers({ user_id: 2 });
    expect(followers.items[0]).toMatchObject({ user_id: 1, full_name: 'Amara Okafor' });

    const unfollowed = await client.unfollow({ user_id: 2 });
    expect(unfollowed).toEqual({
      ...followed,
      following: false,
      followers_count: before.followers_count,
    });
    expect(await client.unfollow({ user_id: 2 })).toEqual(unfollowed);
    expect((await client.userDetails({ user_id: 1 })).following_count).toBe(followingBefore);
  });

  it('tells the author of a follower once a day, however often Follow is toggled', async () => {
    for (let index = 0; index < 10; index += 1) {
      await client.follow({ user_id: 2 });
      await client.unfollow({ user_id: 2 });
    }
    const follows = api.db
      .notificationsOf(2)
      .filter((notification) => notification.kind === 'follow' && notification.actor_id === 1);
    expect(follows).toHaveLength(1);
  });

  it('pages followers by the id cursor', async () => {
    const first = await client.followers({ user_id: 1, limit: 2 });
    const rest = await client.followers({ user_id: 1, cursor: first.nextCursor ?? undefined });
    expect([...first.items, ...rest.items]).toEqual(fixtures.followers);
    expect(rest.nextCursor).toBeNull();
    expect((await client.following({ user_id: 1 })).items).toEqual(fixtures.following);
  });

  it('a follower hears of the first publication only, and the author of nothing', async () => {
    token = MOCK_SECOND_AUTHOR_TOKEN;
    await client.follow({ user_id: 1 }); // already a follower: nothing changes
    token = MOCK_TOKEN;
    const published = (userId: number) =>
      api.db.notificationsOf(userId).filter((notification) => notification.kind === 'published');
    const before = published(2).length;

    await client.publishDraft({ news_id: 70 });
    expect(published(2)).toHaveLength(before + 1);
    expect(published(2)[0]).toMatchObject({ actor_id: 1, article_id: 70 });

    // Taken back to a draft and published again: not a first publication.
    await client.saveArticle({
      ...(SAMPLE_INPUTS.saveArticle as object),
      news_id: 70,
      is_draft: true,
    } as never);
    await client.saveArticle({ ...(SAMPLE_INPUTS.saveArticle as object), news_id: 70 } as never);
    expect(published(2)).toHaveLength(before + 1);

    // A new article published at once notifies too.
    const saved = await client.saveArticle(SAMPLE_INPUTS.saveArticle as never);
    expect(published(2)[0]).toMatchObject({ article_id: saved.news_id });
    expect(published(1).some((notification) => notification.actor_id === 1)).toBe(false);
  });
});

describe('community: coins', () => {
  const reward = (overrides: Record<string, unknown> = {}) =>
    ({
      user_id: 2,
      amount: 10,
      news_id: 67,
      idempotency_key: 'reward-key-0001',
      ...overrides,
    }) as never;

  it('moves coins once per idempotency key: a retry answers the same line and charges nothing', async () => {
    const balance = (await client.userDetails({ user_id: 1 })).my_wallet;
    const first = await client.rewardAuthor(reward());
    expect(first.balance).toBe(balance - 10);
    expect(first.transfer).toMatchObject({
      direction: 'out',
      kind: 'reward',
      amount: 10,
      counterparty: { user_id: 2 },
      article: { id: 67 },
    });
    const again = await client.rewardAuthor(reward());
    expect(again).toEqual(first);
    expect(
      api.db.transfers.filter((row) => row.idempotency_key === 'reward-key-0001'),
    ).toHaveLength(1);
    expect((await client.userDetails({ user_id: 1 })).my_wallet).toBe(balance - 10);
    const rewards = api.db
      .notificationsOf(2)
      .filter((row) => row.kind === 'reward' && row.actor_id === 1);
    expect(rewards.filter((row) => row.created_at > '2026-03-16T09:30:00.000Z')).toHaveLength(1);

    // The same key for a different reward is refused.
    expect(await failureOf(client.rewardAuthor(reward({ amount: 11 })))).toMatchObject({
      status: 409,
      message: SERVER_MESSAGES.idempotencyKeyReused,
    });
    // Another sender may use the same key text: keys are per sender.
    token = MOCK_SECOND_AUTHOR_TOKEN;
    await client.rewardAuthor(reward({ user_id: 1, news_id: 69 }));
  });

  it('the wallet history pages the ledger newest first and its balance is the ledger’s sum', async () => {
    await client.rewardAuthor(reward());
    const first = await client.walletHistory({ limit: 3 });
    expect(first.items[0]).toMatchObject({ direction: 'out', amount: 10 });
    const rest = await client.walletHistory({ cursor: first.nextCursor ?? undefined });
    const all = [...first.items, ...rest.items];
    expect(all.slice(1)).toEqual(fixtures.walletEntries);
    const sum = all.reduce(
      (total, entry) => total + (entry.direction === 'in' ? entry.amount : -entry.amount),
      0,
    );
    expect(first.balance).toBe(sum);
    expect(rest.balance).toBe(sum);
  });

  it('refuses a reward beyond the balance, and moves nothing', async () => {
    const balance = api.db.balance(1);
    expect(await failureOf(client.rewardAuthor(reward({ amount: balance + 1 })))).toMatchObject({
      status: 409,
      message: SERVER_MESSAGES.notEnoughCoins,
    });
    expect(api.db.balance(1)).toBe(balance);
  });
});

describe('community: notifications', () => {
  it('pages notifications with the unread count, and marking read lowers it once', async () => {
    const first = await client.notifications({ limit: 5 });
    expect(first.unreadCount).toBe(fixtures.unreadNotificationCount);
    expect(first.items).toEqual(fixtures.notifications.slice(0, 5));
    const rest = await client.notifications({ cursor: first.nextCursor ?? undefined, limit: 50 });
    expect([...first.items, ...rest.items]).toEqual(fixtures.notifications);

    const unread = fixtures.notifications.find((notification) => !notification.read);
    const read = fixtures.notifications.find((notification) => notification.read);
    const after = await client.markNotificationRead({ notification_id: unread?.id ?? 0 });
    expect(after.unread_count).toBe(fixtures.unreadNotificationCount - 1);
    expect(await client.markNotificationRead({ notification_id: unread?.id ?? 0 })).toEqual(after);
    expect(await client.markNotificationRead({ notification_id: read?.id ?? 0 })).toEqual(after);
    expect(await client.unreadNotificationCount()).toEqual(after);

    expect(await client.markAllNotificationsRead()).toEqual({ unread_count: 0 });
    expect((await client.notifications()).items.every((notification) => notification.read)).toBe(
      true,
    );
  });

  it('answers someone else’s notification as missing', async () => {
    token = MOCK_SECOND_AUTHOR_TOKEN;
    expect(
      await failureOf(
        client.markNotificationRead({ notification_id: fixtures.notifications[0]?.id ?? 0 }),
      ),
    ).toMatchObject({ status: 404, message: SERVER_MESSAGES.notificationNotFound });
    expect(api.db.unreadCount(1)).toBe(fixtures.unreadNotificationCount);
  });
});

describe('authoring: versions, client keys, revisions, scheduling', () => {
  // Publication times are checked against the real clock (as the editor checks them) and
  // statuses against the mock's, which starts at MOCK_NOW: both tell the same time here.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MOCK_NOW);
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  const article = SAMPLE_INPUTS.saveArticle as Record<string, unknown>;
  const save = (fields: Record<string, unknown>) =>
    client.saveArticle({ ...article, ...fields } as never);
  /** A time `hours` after the mock clock's start (the mock backend's "now"). */
  const hoursAfterMockNow = (hours: number) =>
    new Date(Date.parse(MOCK_NOW) + hours * 3_600_000).toISOString();
  const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);

  it('grows the version with every change, and a save from another version changes nothing', async () => {
    const draft = fixtures.drafts[1];
    if (!draft) throw new Error('fixture draft missing');
    const saved = await save({ news_id: draft.id, is_draft: true, base_version: draft.version });
    expect(saved).toMatchObject({ status: 'draft', version: draft.version + 1 });
    expect(
      await failureOf(save({ news_id: draft.id, title: 'Lost', base_version: draft.version })),
    ).toMatchObject({ status: 409, message: SERVER_MESSAGES.draftConflict });
    expect(api.db.findArticle(draft.id)).toMatchObject({ title: article.title, version: 2 });
    expect((await client.drafts()).items.find((item) => item.id === draft.id)?.version).toBe(2);
  });

  it('makes one article of a first save retried under its client key (keys are per author)', async () => {
    const first = await save({ is_draft: true, autosave: true, client_key: 'editor-key-0001' });
    const retried = await save({ is_draft: true, client_key: 'editor-key-0001', title: 'Again' });
    expect(retried).toMatchObject({ news_id: first.news_id, version: 2 });
    expect((await client.drafts()).items).toHaveLength(fixtures.drafts.length + 1);
    token = MOCK_SECOND_AUTHOR_TOKEN;
    const other = await save({ is_draft: true, client_key: 'editor-key-0001' });
    expect(other.news_id).not.toBe(first.news_id);
  });

  it('coalesces autosaves for a while into the newest autosave revision, and keeps the newest only', async () => {
    const newsId = fixtures.drafts[1]?.id ?? 0;
    const kinds = async () => (await client.revisions({ news_id: newsId })).map((r) => r.kind);
    expect(await kinds()).toEqual(['save']);
    await save({ news_id: newsId, is_draft: true, autosave: true, title: 'One' });
    await save({ news_id: newsId, is_draft: true, autosave: true, title: 'Two' });
    const [newest] = await client.revisions({ news_id: newsId });
    expect(newest).toMatchObject({ kind: 'autosave', title: 'Two' });
    expect(await kinds()).toEqual(['autosave', 'save']);
    api.db.advanceClock(AUTHORING_LIMITS.revisionCoalesceMs);
    await save({ news_id: newsId, is_draft: true, autosave: true });
    await save({ news_id: newsId, is_draft: true });
    expect(await kinds()).toEqual(['save', 'autosave', 'autosave', 'save']);

    for (let round = 0; round < AUTHORING_LIMITS.revisionsKept; round++) {
      await save({ news_id: newsId, is_draft: true });
    }
    expect(await kinds()).toHaveLength(AUTHORING_LIMITS.revisionsKept);
  });

  it('restores a revision: its text, one version more, and a restore revision', async () => {
    const oldest = fixtures.revisions.at(-1);
    const whole = await client.revision({ revision_id: oldest?.id ?? 0 });
    const before = api.db.findArticle(MOCK_REVISED_DRAFT_ID)?.version ?? 0;
    expect(await client.restoreRevision({ revision_id: whole.id })).toMatchObject({
      news_id: MOCK_REVISED_DRAFT_ID,
      status: 'draft',
      version: before + 1,
    });
    expect(await client.articleById({ news_id: MOCK_REVISED_DRAFT_ID })).toMatchObject({
      title: whole.title,
      content: whole.content,
    });
    const [newest] = await client.revisions({ news_id: MOCK_REVISED_DRAFT_ID });
    expect(newest).toMatchObject({ kind: 'restore', title: whole.title });
    expect(await client.revisions({ news_id: MOCK_REVISED_DRAFT_ID })).toHaveLength(
      fixtures.revisions.length + 1,
    );

    token = MOCK_SECOND_AUTHOR_TOKEN;
    // One call at a time: a second refusal made before the first is awaited would go unhandled.
    for (const call of [
      () => client.revision({ revision_id: whole.id }),
      () => client.restoreRevision({ revision_id: whole.id }),
    ]) {
      expect(await failureOf(call())).toMatchObject({
        status: 404,
        message: SERVER_MESSAGES.revisionNotFound,
      });
    }
    // Even a published article's history is its author's alone.
    expect(await failureOf(client.revisions({ news_id: MOCK_COMMENTED_ARTICLE_ID }))).toMatchObject(
      { status: 404, message: SERVER_MESSAGES.articleNotFound },
    );
  });

  it('shows a scheduled article to no reader until its time, then everywhere, telling followers once', async () => {
    const scheduledId = MOCK_SCHEDULED_ARTICLE_ID;
    const environment = api.db.findArticle(scheduledId)?.category_id ?? 0;
    const readerIds = async () => [
      ...ids((await client.newsList({ category_id: environment })).items),
      ...ids(await client.mostRecent()),
      ...ids(await client.mostWatched()),
      ...ids((await client.authorProfile({ user_id: 1 })).articles),
    ];
    expect(await readerIds()).not.toContain(scheduledId);
    expect((await client.ownNews()).find((item) => item.id === scheduledId)?.status).toBe(
      'scheduled',
    );
    token = MOCK_SECOND_AUTHOR_TOKEN;
    expect(await failureOf(client.articleById({ news_id: scheduledId }))).toMatchObject({
      status: 404,
    });
    const announced = async () =>
      (await client.notifications({ limit: 50 })).items.filter(
        (item) => item.kind === 'published' && item.article?.id === scheduledId,
      );
    expect(await announced()).toEqual([]);

    // Its time comes: nothing runs, the next read sees it.
    api.db.advanceClock(Date.parse(MOCK_SCHEDULED_AT) - api.db.nowMs() + 1_000);
    expect((await client.articleById({ news_id: scheduledId })).status).toBe('published');
    expect((await client.mostRecent())[0]?.id).toBe(scheduledId);
    expect(await announced()).toHaveLength(1);
    expect(await announced()).toHaveLength(1);
    token = MOCK_TOKEN;
    expect(ids((await client.drafts()).items)).not.toContain(scheduledId);
  });

  it('schedules with publish_at, moves or cancels the schedule, and publishes now without one', async () => {
    const at = hoursAfterMockNow(2);
    const scheduled = await save({ publish_at: at });
    expect(scheduled).toMatchObject({ status: 'scheduled', published_at: at, version: 1 });
    expect(
      (await client.drafts()).items.find((draft) => draft.id === scheduled.news_id),
    ).toMatchObject({
      status: 'scheduled',
      scheduled_at: at,
    });
    const later = hoursAfterMockNow(5);
    expect(
      await client.publishDraft({ news_id: scheduled.news_id, publish_at: later }),
    ).toMatchObject({ status: 'scheduled', published_at: later, version: 2 });

    expect(await client.cancelSchedule({ news_id: scheduled.news_id })).toMatchObject({
      status: 'draft',
      published_at: null,
      version: 3,
    });
    expect(
      (await client.drafts()).items.find((draft) => draft.id === scheduled.news_id),
    ).toMatchObject({
      status: 'draft',
      scheduled_at: null,
    });

    const live = await client.publishDraft({ news_id: scheduled.news_id });
    expect(live.status).toBe('published');
    expect(live.published_at !== null && live.published_at < at).toBe(true);
    expect(ids(await client.mostRecent())[0]).toBe(scheduled.news_id);
    expect(
      await failureOf(client.publishDraft({ news_id: scheduled.news_id, publish_at: later })),
    ).toMatchObject({ status: 409, message: SERVER_MESSAGES.alreadyPublished });
    expect((await client.revisions({ news_id: scheduled.news_id })).map((r) => r.kind)).toEqual([
      'publish',
      'publish',
      'publish',
    ]);
  });

  it('takes a live article back, schedules it, and publishing it now makes it live now, told once', async () => {
    const id = MOCK_COMMENTED_ARTICLE_ID;
    const told = () =>
      api.db
        .notificationsOf(2)
        .filter((item) => item.kind === 'published' && item.article_id === id).length;
    const before = told();
    expect(await client.unpublishArticle({ news_id: id })).toMatchObject({
      status: 'draft',
      published_at: null,
    });
    const at = hoursAfterMockNow(4);
    await client.publishDraft({ news_id: id, publish_at: at });
    expect(ids(await client.mostRecent())).not.toContain(id);
    const live = await client.publishDraft({ news_id: id });
    expect(live.status).toBe('published');
    expect(live.published_at !== null && live.published_at < at).toBe(true);
    expect(ids(await client.mostRecent())).toContain(id);

    // Scheduled again and cancelled: a draft, and its time is gone.
    await client.unpublishArticle({ news_id: id });
    await client.publishDraft({ news_id: id, publish_at: at });
    await client.cancelSchedule({ news_id: id });
    expect((await client.publishDraft({ news_id: id })).status).toBe('published');
    await client.notifications();
    expect(told()).toBe(before);
  });
});

describe('body images', () => {
  it('stores a picture known by its bytes and answers its media path and size', async () => {
    const image = await client.uploadBodyImage(SAMPLE_INPUTS.uploadBodyImage as never);
    expect(image).toEqual({ path: expect.any(String), width: 1200, height: 675 });
    expect(image.path.startsWith('data:')).toBe(false);
  });

  it('refuses a file that is not a picture, whatever type it claims', async () => {
    const text = new File(['<svg onload="alert(1)"></svg>'], 'a.png', { type: 'image/png' });
    expect(await failureOf(client.uploadBodyImage({ image: text }))).toMatchObject({
      status: 400,
      message: SERVER_MESSAGES.invalidImage,
    });
    expect(await failureOf(client.request('uploadBodyImage', {}))).toMatchObject({
      status: 400,
      message: SERVER_MESSAGES.invalidImage,
    });
  });

  it('refuses a signed-out upload', async () => {
    const signedOut = await fetch(`https://anywhere.example${endpoints.uploadBodyImage.path}`, {
      method: 'POST',
      headers: { 'unique-key': 'k' },
      body: new FormData(),
    });
    expect(signedOut.status).toBe(401);
  });
});
