// @vitest-environment node
// Node: multipart bodies with files need Node's own FormData and File (see the client tests).
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '../client/ApiError';
import { createApiClient } from '../client/createApiClient';
import {
  describeIssue,
  type EndpointName,
  endpoints,
  SERVER_MESSAGES,
  UNIQUE_KEY_HEADER,
} from '../contract';
import {
  MOCK_SECOND_AUTHOR_TOKEN,
  MOCK_SERVER_ERROR_MESSAGE,
  MOCK_TOKEN,
  MOCK_UNIQUE_KEY,
} from './constants';
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

/** A valid request for every call (the draft ids are the fixtures' drafts 70-72). */
const SAMPLE_INPUTS: Record<EndpointName, unknown> = {
  categories: {},
  newsList: { category_id: 1 },
  mostRecent: {},
  mostWatched: {},
  articleById: { news_id: 5 },
  authorProfile: { user_id: 2 },
  ownNews: {},
  userDetails: { user_id: 1 },
  registration: {
    full_name: 'Reader',
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
  publishDraft: { news_id: 70 },
  drafts: {},
  deleteDraft: { news_id: 71 },
  logout: {},
  logoutEverywhere: {},
};

const ENDPOINT_NAMES = Object.keys(endpoints) as EndpointName[];
const LIST_CALLS: EndpointName[] = [
  'categories',
  'newsList',
  'mostRecent',
  'mostWatched',
  'ownNews',
  'drafts',
];

async function failureOf(promise: Promise<unknown>) {
  const reason = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isApiError(reason)) throw new Error(`expected an ApiError, got ${String(reason)}`);
  return reason;
}

describe('success handlers', () => {
  it.each(ENDPOINT_NAMES)(
    '%s answers an envelope that passes its response schema',
    async (name) => {
      // The client validates the envelope: a contract breach would reject with kind "schema".
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
    expect(await client.drafts()).toEqual([]);
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
    ];
    for (const call of refused) {
      expect(await failureOf(call)).toMatchObject({ kind: 'unauthenticated', status: 401 });
    }
    expect(api.db.ownDrafts(1)).toHaveLength(3);
    token = MOCK_SECOND_AUTHOR_TOKEN;
    expect(await client.drafts()).toEqual([]);
  });

  it('logoutEverywhere ends every token of the caller, and signing in again starts a new one', async () => {
    api.db.tokens.set('amara-second-device', 1);
    await client.logoutEverywhere();
    expect(await failureOf(client.drafts())).toMatchObject({ status: 401 });
    token = 'amara-second-device';
    expect(await failureOf(client.drafts())).toMatchObject({ status: 401 });
    token = MOCK_SECOND_AUTHOR_TOKEN;
    expect(await client.drafts()).toEqual([]);

    const { token: fresh } = await client.register(SAMPLE_INPUTS.registration as never);
    token = fresh;
    expect(await client.drafts()).toHaveLength(3);
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
    expect(api.db.ownDrafts(1)).toHaveLength(2);
    expect(createMockApi().db.ownDrafts(1)).toHaveLength(3);
    await client.logout();
    api.db.reset();
    expect(api.db.ownDrafts(1)).toHaveLength(3);
    expect(api.db.log).toHaveLength(0);
    // The logged-out token is live again.
    expect(await client.drafts()).toHaveLength(3);
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
