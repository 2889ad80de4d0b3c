// @vitest-environment node
// Node, not jsdom: jsdom's FormData and File cannot pass through Node's fetch and MSW's multipart
// parser (undici), and the client needs no DOM. Browsers have no such problem.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CATEGORY_BY_SLUG,
  ERROR_MESSAGES,
  endpoints,
  SERVER_MESSAGES,
  UNIQUE_KEY_HEADER,
} from '../contract';
import {
  createMockApi,
  fixtures,
  MOCK_COMMENTED_ARTICLE_ID,
  MOCK_SERVER_ERROR_MESSAGE,
  MOCK_TOKEN,
  MOCK_UNIQUE_KEY,
  type MockApi,
} from '../mocks';
import { ApiError, failureMessage, isApiError } from './ApiError';
import { type ApiClient, createApiClient, stripBearerPrefix } from './createApiClient';

const BASE_URL = 'http://api.test';
const server = setupServer();
let api: MockApi;
let token: string | undefined;
let client: ApiClient;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  api = createMockApi({ uniqueKey: MOCK_UNIQUE_KEY });
  server.resetHandlers(...api.handlers);
  token = MOCK_TOKEN;
  client = createApiClient({
    baseUrl: `${BASE_URL}/`,
    uniqueKey: MOCK_UNIQUE_KEY,
    getToken: () => token,
  });
});
afterAll(() => server.close());

/** Awaits a rejection and returns it as an ApiError (fails the test otherwise). */
async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(isApiError(error)).toBe(true);
  return error as ApiError;
}

function pngFile(name = 'photo.png', bytes = 68): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

describe('methods', () => {
  it('has one method per endpoint of the contract, named as the endpoint (registration: register)', () => {
    const methods = Object.keys(client).filter((key) => key !== 'request');
    const expected = Object.keys(endpoints).map((name) =>
      name === 'registration' ? 'register' : name,
    );
    expect(methods.sort()).toEqual(expected.sort());
    for (const method of methods) expect(typeof client[method as keyof ApiClient]).toBe('function');
  });

  it('calls the endpoint of its name and resolves with its data', async () => {
    const calls: string[] = [];
    const spying = createApiClient({
      baseUrl: BASE_URL,
      uniqueKey: MOCK_UNIQUE_KEY,
      fetch: (input, init) => {
        calls.push(`${init?.method} ${new URL(String(input)).pathname}`);
        return fetch(input, init);
      },
    });
    const categories = await spying.categories();
    expect(categories.map((category) => category.name)).toEqual(
      api.db.categories.map((category) => category.name),
    );
    expect(calls).toEqual([`GET ${endpoints.categories.path}`]);
  });
});

describe('headers', () => {
  it('sends the unique-key on every call and no Authorization on public calls', async () => {
    const categories = await client.categories();
    expect(categories).toHaveLength(10);
    const sent = api.db.lastRequest('categories');
    expect(sent?.headers.get(UNIQUE_KEY_HEADER)).toBe(MOCK_UNIQUE_KEY);
    expect(sent?.headers.get('Authorization')).toBeNull();
    expect(sent?.url).toBe(`${BASE_URL}/api/News/categoryList`);
  });

  it('sends the bearer token on required calls', async () => {
    await client.drafts();
    expect(api.db.lastRequest('drafts')?.headers.get('Authorization')).toBe(`Bearer ${MOCK_TOKEN}`);
  });

  it('fails a required call without a token before sending anything', async () => {
    token = undefined;
    const error = await apiErrorOf(client.drafts());
    expect(error.kind).toBe('unauthenticated');
    expect(error.endpoint).toBe('drafts');
    expect(error.message).toBe(ERROR_MESSAGES.draftsRejected);
    expect(api.db.log).toHaveLength(0);
  });

  it('sends the token on optional calls only when there is one', async () => {
    const draftId = (await client.drafts()).items[0]?.id ?? 0;
    const own = await client.articleById({ news_id: draftId });
    expect(own.status).toBe('draft');
    expect(api.db.lastRequest('articleById')?.headers.get('Authorization')).toBe(
      `Bearer ${MOCK_TOKEN}`,
    );

    token = undefined;
    const error = await apiErrorOf(client.articleById({ news_id: draftId }));
    expect(api.db.lastRequest('articleById')?.headers.get('Authorization')).toBeNull();
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      message: SERVER_MESSAGES.articleNotFound,
    });
  });

  it('accepts an async token getter and a token that still carries its prefix', async () => {
    client = createApiClient({
      baseUrl: BASE_URL,
      uniqueKey: MOCK_UNIQUE_KEY,
      getToken: async () => `Bearer ${MOCK_TOKEN}`,
    });
    await client.ownNews();
    expect(api.db.lastRequest('ownNews')?.headers.get('Authorization')).toBe(
      `Bearer ${MOCK_TOKEN}`,
    );
  });

  it('uses the injected fetch', async () => {
    const spy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    client = createApiClient({ baseUrl: BASE_URL, uniqueKey: MOCK_UNIQUE_KEY, fetch: spy });
    await client.mostWatched();
    expect(spy).toHaveBeenCalledWith(
      `${BASE_URL}/api/News/mostWatchedNews`,
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('sends a call that must outlive the page with keepalive, and others without', async () => {
    const spy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    client = createApiClient({ baseUrl: BASE_URL, uniqueKey: MOCK_UNIQUE_KEY, fetch: spy });
    await client.mostWatched(undefined, { keepalive: true });
    await client.mostWatched();
    expect(spy.mock.calls.map(([, init]) => init?.keepalive)).toEqual([true, undefined]);
  });
});

describe('request encodings', () => {
  it('sends news list parameters in the query string and returns items with the next cursor', async () => {
    const first = await client.newsList({ category_id: 1, limit: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.nextCursor).toEqual(expect.any(String));
    const query = new URL(api.db.lastRequest('newsList')?.url ?? '').searchParams;
    expect(Object.fromEntries(query)).toEqual({ category_id: '1', limit: '10' });

    const seen = first.items.map((item) => item.id);
    let cursor = first.nextCursor;
    const pageSizes: number[] = [];
    while (cursor) {
      const page = await client.newsList({ category_id: 1, limit: 5, cursor });
      pageSizes.push(page.items.length);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    }
    expect(pageSizes).toEqual([5, 5, 3]);
    expect(new Set(seen).size).toBe(23);
    expect(new URL(api.db.lastRequest('newsList')?.url ?? '').searchParams.get('cursor')).toEqual(
      expect.any(String),
    );
  });

  it('searches case-insensitively over title, description and keywords, and drops an empty q', async () => {
    const byTitle = await client.newsList({ category_id: 1, q: 'GLACIER' });
    expect(byTitle.items.map((item) => item.title)).toEqual([
      'Glacier monitoring network expands to twenty sites',
    ]);
    const byKeyword = await client.newsList({ category_id: 1, q: 'Archaeology' });
    expect(byKeyword.items).toHaveLength(1);
    expect(byKeyword.items[0]?.keywords).toContain('archaeology');

    await client.newsList({ category_id: 1, q: '   ' });
    expect(new URL(api.db.lastRequest('newsList')?.url ?? '').searchParams.has('q')).toBe(false);
  });

  it('posts most recent as JSON, empty or with a category', async () => {
    const all = await client.mostRecent();
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(api.db.lastRequest('mostRecent')?.fields).toEqual({});
    expect(api.db.lastRequest('mostRecent')?.headers.get('Content-Type')).toBe('application/json');

    const business = await client.mostRecent({ category_id: 3 });
    expect(api.db.lastRequest('mostRecent')?.fields).toEqual({ category_id: 3 });
    expect(business.every((item) => item.category_name === CATEGORY_BY_SLUG.business.name)).toBe(
      true,
    );
  });

  it('saves a new draft as multipart with JSON-encoded lists, the draft flag and the file', async () => {
    const result = await client.saveArticle({
      title: '  Harbour lights  ',
      keywords: ['harbour', 'night'],
      creator: ['Amara Okafor'],
      description: 'Evening on the quay',
      content: '<p>Lights</p>',
      category: 1,
      is_draft: true,
      image_url: pngFile(),
    });
    expect(result.status).toBe('draft');
    const sent = api.db.lastRequest('saveArticle');
    expect(sent?.fields).toEqual({
      title: 'Harbour lights',
      keywords: '["harbour","night"]',
      creator: '["Amara Okafor"]',
      description: 'Evening on the quay',
      content: '<p>Lights</p>',
      video_url: '',
      category: '1',
      is_draft: 'true',
    });
    expect(sent?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.files.image_url?.name).toBe('photo.png');
    expect(sent?.files.image_url?.size).toBe(68);
    expect(sent?.files.image_url?.type).toBe('image/png');
  });

  it('publishes a new article without the draft flag and without a file part when none is given', async () => {
    const result = await client.saveArticle({
      title: 'Published at once',
      keywords: [],
      creator: [],
      description: '',
      content: '<p>Body</p>',
      category: 2,
    });
    expect(result.status).toBe('published');
    const sent = api.db.lastRequest('saveArticle');
    expect(sent?.fields).not.toHaveProperty('is_draft');
    expect(sent?.fields).not.toHaveProperty('news_id');
    expect(sent?.files).toEqual({});
  });

  it('sends news_id only when updating a draft', async () => {
    const draft = (await client.drafts()).items[0];
    if (!draft) throw new Error('fixture draft missing');
    await client.saveArticle({
      news_id: draft.id,
      title: 'Updated title',
      keywords: draft.keywords,
      creator: draft.creator,
      description: draft.description,
      content: draft.content,
      category: 7,
      is_draft: true,
    });
    expect(api.db.lastRequest('saveArticle')?.fields).toMatchObject({
      news_id: String(draft.id),
      is_draft: 'true',
    });
    expect((await client.drafts()).items.find((item) => item.id === draft.id)?.title).toBe(
      'Updated title',
    );
  });

  it('updates the profile as multipart with the avatar under user_profile', async () => {
    const profile = await client.updateProfile({
      full_name: 'Amara O.',
      author_bio: 'New bio',
      user_profile: pngFile('me.png', 12),
    });
    expect(profile).toMatchObject({ full_name: 'Amara O.', author_bio: 'New bio' });
    const sent = api.db.lastRequest('updateProfile');
    expect(sent?.fields).toEqual({ full_name: 'Amara O.', author_bio: 'New bio' });
    expect(sent?.files.user_profile?.size).toBe(12);
  });

  it('posts publish and delete as JSON {news_id}', async () => {
    const [first, second] = (await client.drafts()).items;
    if (!first || !second) throw new Error('fixture drafts missing');
    await expect(client.publishDraft({ news_id: first.id })).resolves.toMatchObject({
      news_id: first.id,
      status: 'published',
      version: first.version + 1,
    });
    expect(api.db.lastRequest('publishDraft')?.fields).toEqual({ news_id: first.id });
    await expect(client.deleteDraft({ news_id: second.id })).resolves.toBeNull();
    expect(api.db.lastRequest('deleteDraft')?.fields).toEqual({ news_id: second.id });
    expect((await client.drafts()).items.map((draft) => draft.id)).not.toContain(first.id);
  });

  it('decodes keywords and creators that arrive JSON-encoded twice', async () => {
    const drafts = (await client.drafts()).items;
    const frost = drafts.find((draft) => draft.title === 'Inside the valley frost watch');
    expect(frost?.keywords).toEqual(['frost', 'sensors', 'orchards']);
    expect(frost?.creator).toEqual(['Amara Okafor', 'Lena Fischer']);
  });
});

describe('community calls', () => {
  it('reads comments from the query string as a page with its total', async () => {
    const page = await client.comments({ news_id: MOCK_COMMENTED_ARTICLE_ID, limit: 2 });
    const sent = api.db.lastRequest('comments');
    expect(sent?.method).toBe('GET');
    expect(sent?.headers.get('Authorization')).toBeNull();
    expect(Object.fromEntries(new URL(sent?.url ?? '').searchParams)).toEqual({
      news_id: String(MOCK_COMMENTED_ARTICLE_ID),
      limit: '2',
    });
    expect(page).toEqual({
      items: fixtures.comments.slice(0, 2),
      nextCursor: expect.any(String),
      total: fixtures.commentTotal,
    });
  });

  it('posts comment writes as JSON with the bearer token and returns the comment', async () => {
    const comment = await client.addComment({ news_id: 67, text: '  Worth reading.  ' });
    const sent = api.db.lastRequest('addComment');
    expect(sent?.headers.get('Authorization')).toBe(`Bearer ${MOCK_TOKEN}`);
    // Trimmed before it is sent.
    expect(sent?.fields).toEqual({ news_id: 67, text: 'Worth reading.' });
    expect(comment).toMatchObject({ news_id: 67, text: 'Worth reading.' });
    expect(await client.editComment({ comment_id: comment.id, text: 'Edited' })).toMatchObject({
      id: comment.id,
      text: 'Edited',
    });
    expect(await client.deleteComment({ comment_id: comment.id })).toBeNull();
  });

  it('refuses a blank comment and a fraction of a coin before sending anything', async () => {
    expect((await apiErrorOf(client.addComment({ news_id: 67, text: '   ' }))).message).toBe(
      SERVER_MESSAGES.commentEmpty,
    );
    expect(
      (
        await apiErrorOf(
          client.rewardAuthor({ user_id: 2, amount: 1.5, idempotency_key: 'abcdefgh-1' }),
        )
      ).kind,
    ).toBe('invalid-request');
    expect(api.db.log).toHaveLength(0);
  });

  it('returns follow states and follow pages', async () => {
    expect(await client.followStatus({ user_id: 3 })).toEqual({
      user_id: 3,
      following: true,
      followers_count: expect.any(Number),
    });
    expect(await client.follow({ user_id: 2 })).toMatchObject({ user_id: 2, following: true });
    expect(await client.unfollow({ user_id: 2 })).toMatchObject({ following: false });
    expect(await client.followers({ user_id: 1 })).toEqual({
      items: fixtures.followers,
      nextCursor: null,
    });
    expect(await client.following({ user_id: 1 })).toEqual({
      items: fixtures.following,
      nextCursor: null,
    });
  });

  it('returns the wallet page with its balance and the reward with the balance after it', async () => {
    const wallet = await client.walletHistory();
    expect(wallet).toEqual({
      items: fixtures.walletEntries,
      nextCursor: null,
      balance: fixtures.currentUser.my_wallet,
    });
    const result = await client.rewardAuthor({
      user_id: 2,
      amount: 5,
      news_id: 67,
      idempotency_key: 'client-test-key',
    });
    expect(api.db.lastRequest('rewardAuthor')?.fields).toEqual({
      user_id: 2,
      amount: 5,
      news_id: 67,
      idempotency_key: 'client-test-key',
    });
    expect(result.balance).toBe(fixtures.currentUser.my_wallet - 5);
  });

  it('returns the notifications page with the unread count, and the counts of the marks', async () => {
    const page = await client.notifications({ limit: 3 });
    expect(page).toEqual({
      items: fixtures.notifications.slice(0, 3),
      nextCursor: expect.any(String),
      unreadCount: fixtures.unreadNotificationCount,
    });
    expect(await client.unreadNotificationCount()).toEqual({
      unread_count: fixtures.unreadNotificationCount,
    });
    expect(api.db.lastRequest('unreadNotificationCount')?.url).toBe(
      `${BASE_URL}/api/Notification/unreadCount`,
    );
    expect(await client.markAllNotificationsRead()).toEqual({ unread_count: 0 });
  });
});

describe('registration', () => {
  it('returns the token without its Bearer prefix', async () => {
    const result = await client.register({
      full_name: 'Amara Okafor',
      user_email: 'amara.okafor@byline.example',
      device_token: '',
      user_name: 'amara',
      identity: 'firebase-id-token',
      login_type: 'email',
      platform: 3,
    });
    expect(result).toEqual({ token: MOCK_TOKEN, user_id: 1 });
    expect(api.db.lastRequest('registration')?.fields).toMatchObject({
      login_type: 'email',
      platform: 3,
    });
  });

  it('strips the prefix whatever its case and spacing', () => {
    expect(stripBearerPrefix('Bearer abc.def')).toBe('abc.def');
    expect(stripBearerPrefix('bearer   abc')).toBe('abc');
    expect(stripBearerPrefix('abc')).toBe('abc');
  });
});

/** Who decides a message: the server when it sent one, else the contract (or the screen's text). */
describe('failureMessage', () => {
  const everyScreenText = { fallback: 'A screen text', unreachable: 'A screen text offline' };

  it("shows the server's message when it sent one, over every fallback", async () => {
    server.use(api.variants.deleteDraft.error);
    const error = await apiErrorOf(client.deleteDraft({ news_id: 1 }));
    expect(failureMessage(error)).toBe(MOCK_SERVER_ERROR_MESSAGE);
    expect(failureMessage(error, everyScreenText)).toBe(MOCK_SERVER_ERROR_MESSAGE);
  });

  it("gives a network failure the contract's fallback for the call", async () => {
    server.use(api.variants.deleteDraft.networkError, api.variants.drafts.networkError);
    const deleteError = await apiErrorOf(client.deleteDraft({ news_id: 1 }));
    expect(failureMessage(deleteError)).toBe(ERROR_MESSAGES.draftDelete);
    // A call with an unreachable message of its own (the drafts list's) uses it.
    const draftsError = await apiErrorOf(client.drafts());
    expect(failureMessage(draftsError)).toBe(ERROR_MESSAGES.draftsUnreachable);
    expect(draftsError.message).toBe(ERROR_MESSAGES.draftsUnreachable);
  });

  it("puts a screen's own failure text in the slot it names", async () => {
    server.use(
      api.variants.drafts.networkError,
      api.variants.userDetails.networkError,
      api.variants.saveArticle.networkError,
    );
    const drafts = await apiErrorOf(client.drafts());
    expect(failureMessage(drafts, { unreachable: ERROR_MESSAGES.draftsToast })).toBe(
      ERROR_MESSAGES.draftsToast,
    );
    // Nothing answered and the call has no unreachable text: the screen's fallback.
    const details = await apiErrorOf(client.userDetails({ user_id: 1 }));
    expect(failureMessage(details, { fallback: ERROR_MESSAGES.profileFetchEdit })).toBe(
      ERROR_MESSAGES.profileFetchEdit,
    );
    // The call's own unreachable text stays when the screen names only a fallback.
    const draftUpdate = {
      news_id: 1,
      title: 'Tide tables',
      keywords: [],
      creator: [],
      description: '',
      content: '<p>Low water at noon</p>',
      category: 1,
      is_draft: true,
    };
    const save = await apiErrorOf(client.saveArticle(draftUpdate));
    expect(failureMessage(save, { fallback: ERROR_MESSAGES.draftSave })).toBe(
      ERROR_MESSAGES.articleSaveThrown,
    );
  });

  it("replaces the contract's fallback with the screen's when the answer has no message", async () => {
    server.use(api.variants.userDetails.httpError);
    const error = await apiErrorOf(client.userDetails({ user_id: 1 }));
    expect(failureMessage(error)).toBe(ERROR_MESSAGES.profileDetails);
    expect(failureMessage(error, { fallback: ERROR_MESSAGES.profileFetchEdit })).toBe(
      ERROR_MESSAGES.profileFetchEdit,
    );
  });

  it('gives a refusal rebuilt from what a page was served with the same texts, without the endpoint table', async () => {
    server.use(api.variants.userDetails.httpError);
    const error = await apiErrorOf(client.userDetails({ user_id: 1 }));
    // What survives JSON in a page's snapshot (hooks/snapshot.ts): no call texts.
    const { kind, endpoint, message, status } = error;
    const rebuilt = new ApiError(JSON.parse(JSON.stringify({ kind, endpoint, message, status })));
    expect(failureMessage(rebuilt)).toBe(ERROR_MESSAGES.profileDetails);
    expect(failureMessage(rebuilt, { fallback: ERROR_MESSAGES.profileFetchEdit })).toBe(
      ERROR_MESSAGES.profileFetchEdit,
    );
  });

  it("keeps the schema's reason for a request that was never sent", async () => {
    const error = await apiErrorOf(client.updateProfile({ full_name: ' ' }));
    expect(error.kind).toBe('invalid-request');
    expect(failureMessage(error, everyScreenText)).toBe(SERVER_MESSAGES.fullNameRequired);
  });
});

describe('errors', () => {
  it('shows the server message when the body status is not 200', async () => {
    server.use(api.variants.drafts.error);
    const error = await apiErrorOf(client.drafts());
    expect(error).toMatchObject({
      kind: 'server',
      status: 500,
      endpoint: 'drafts',
      message: MOCK_SERVER_ERROR_MESSAGE,
      serverMessage: MOCK_SERVER_ERROR_MESSAGE,
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
  });

  it('falls back to the fallback message when the body has no message', async () => {
    server.use(
      http.get(`*${endpoints.drafts.path}`, () =>
        HttpResponse.json({ status: 403, message: '', data: null }),
      ),
    );
    const error = await apiErrorOf(client.drafts());
    expect(error).toMatchObject({
      kind: 'server',
      status: 403,
      message: ERROR_MESSAGES.draftsRejected,
    });
    expect(error.serverMessage).toBeUndefined();
  });

  it('maps an HTTP error without an envelope to the fallback message', async () => {
    server.use(api.variants.userDetails.httpError);
    const error = await apiErrorOf(client.userDetails({ user_id: 1 }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      message: ERROR_MESSAGES.profileDetails,
    });
  });

  it('uses the server message of an HTTP error with an envelope', async () => {
    server.use(api.variants.updateProfile.unauthorized);
    const error = await apiErrorOf(client.updateProfile({ full_name: 'A' }));
    expect(error).toMatchObject({
      kind: 'unauthenticated',
      status: 401,
      message: SERVER_MESSAGES.unauthorized,
    });
  });

  it('sends the token a call started with, though the session ends on this device right after', async () => {
    // Logout: the call to end the session on the server starts, then the cookie goes at once.
    const loggingOut = client.logout();
    token = undefined;
    await loggingOut;
    token = MOCK_TOKEN;
    // The server was told: the token no longer opens anything.
    expect(await apiErrorOf(client.drafts())).toMatchObject({
      kind: 'unauthenticated',
      status: 401,
    });
  });

  it('reports a refused bearer token once per refused call, with the token that was sent', async () => {
    const onSessionRejected = vi.fn();
    client = createApiClient({
      baseUrl: BASE_URL,
      uniqueKey: MOCK_UNIQUE_KEY,
      getToken: () => `Bearer ${token}`,
      onSessionRejected,
    });
    await client.drafts();
    await client.articleById({ news_id: 5 });
    expect(onSessionRejected).not.toHaveBeenCalled();

    await client.logout();
    const error = await apiErrorOf(client.drafts());
    expect(error).toMatchObject({ kind: 'unauthenticated', status: 401 });
    expect(onSessionRejected).toHaveBeenCalledTimes(1);
    expect(onSessionRejected).toHaveBeenCalledWith(MOCK_TOKEN, error);

    // A 401 to a call that carried no token (a wrong client key) is not a refused session.
    onSessionRejected.mockClear();
    const keyless = createApiClient({ baseUrl: BASE_URL, uniqueKey: 'wrong', onSessionRejected });
    expect((await apiErrorOf(keyless.categories())).status).toBe(401);
    // Other failures are not either.
    token = MOCK_TOKEN;
    api.db.reset();
    server.use(api.variants.drafts.httpError);
    expect((await apiErrorOf(client.drafts())).status).toBe(500);
    expect(onSessionRejected).not.toHaveBeenCalled();
  });

  it('answers a missing unique-key with a 401 envelope', async () => {
    client = createApiClient({ baseUrl: BASE_URL, uniqueKey: 'wrong-key' });
    const error = await apiErrorOf(client.categories());
    expect(error).toMatchObject({
      kind: 'unauthenticated',
      status: 401,
      message: SERVER_MESSAGES.uniqueKey,
    });
  });

  it('uses the unreachable message when the server cannot be reached', async () => {
    server.use(
      api.variants.drafts.networkError,
      api.variants.saveArticle.networkError,
      api.variants.publishDraft.networkError,
    );
    expect((await apiErrorOf(client.drafts())).message).toBe(ERROR_MESSAGES.draftsUnreachable);
    const save = await apiErrorOf(
      client.saveArticle({
        title: 't',
        keywords: [],
        creator: [],
        description: '',
        content: '',
        category: 1,
      }),
    );
    expect(save).toMatchObject({ kind: 'network', message: ERROR_MESSAGES.articleSaveThrown });
    // No unreachable message of its own: the fallback.
    expect((await apiErrorOf(client.publishDraft({ news_id: 70 }))).message).toBe(
      ERROR_MESSAGES.draftPublish,
    );
  });

  it('treats a success that breaks the contract as a schema error with the fallback message', async () => {
    server.use(
      http.get(`*${endpoints.mostWatched.path}`, () =>
        HttpResponse.json({
          status: 200,
          message: SERVER_MESSAGES.ok,
          data: [{ id: 'not-a-number' }],
        }),
      ),
    );
    const error = await apiErrorOf(client.mostWatched());
    expect(error.kind).toBe('schema');
    expect(error.message).toBe(ERROR_MESSAGES.newsLoad);
    expect(error.issues?.length).toBeGreaterThan(0);
  });

  it('treats a success without JSON as a schema error', async () => {
    server.use(
      http.get(`*${endpoints.categories.path}`, () => HttpResponse.text('<html>oops</html>')),
    );
    expect((await apiErrorOf(client.categories())).kind).toBe('schema');
  });

  it('rejects an invalid request without sending it, with the schema message', async () => {
    const error = await apiErrorOf(client.updateProfile({ full_name: '   ' }));
    expect(error).toMatchObject({
      kind: 'invalid-request',
      message: SERVER_MESSAGES.fullNameRequired,
    });
    const tooMany = await apiErrorOf(client.newsList({ category_id: 1, limit: 500 }));
    expect(tooMany.kind).toBe('invalid-request');
    expect(api.db.log).toHaveLength(0);
  });

  it('passes a caller cancellation through instead of reporting a failure', async () => {
    server.use(api.variants.categories.loading);
    const controller = new AbortController();
    const pending = client.categories(undefined, { signal: controller.signal });
    controller.abort(new DOMException('Left the page', 'AbortError'));
    const reason = await pending.catch((error: unknown) => error);
    expect(isApiError(reason)).toBe(false);
    expect((reason as DOMException).name).toBe('AbortError');
  });
});
