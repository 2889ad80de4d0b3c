import { randomUUID } from 'node:crypto';
import {
  DB_INTEGER_MAX,
  DB_SMALLINT_MAX,
  describeIssue,
  type EndpointName,
  encodeNewsCursor,
  endpoints,
  SERVER_MESSAGES,
} from '@byline/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseVerifier, type IdentityVerifier } from '../src/auth/identity';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import {
  emulatorHost,
  projectId,
  signInWithPassword,
  signUp,
  verifyEmail,
} from './helpers/emulator';
import { type FuzzWorld, randomRequest, seededRandom, sweepRequests } from './helpers/fuzz';
import { multipartBody } from './helpers/multipart';

/**
 * Every endpoint of the contract against requests generated from its request schema (see
 * helpers/fuzz.ts): no answer may be a 5xx, and every refusal is a {status, message} envelope.
 * The seed is fixed so CI sends the same requests each run; FUZZ_SEED and FUZZ_RUNS explore
 * further locally (`FUZZ_SEED=7 FUZZ_RUNS=2000 npx vitest run --project server contract-fuzz`).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_316);
const RANDOM_RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 25);
const RUN = randomUUID().slice(0, 8);

const names = Object.keys(endpoints) as EndpointName[];
const SESSION_ENDING: ReadonlySet<EndpointName> = new Set(['logout', 'logoutEverywhere']);

describe.each(testBackends())('requests generated from the contract on $name', (backend) => {
  let t: TestApp;
  let identity: IdentityVerifier;
  let world: FuzzWorld;

  async function saveArticle(token: string, isDraft: boolean): Promise<number> {
    const { payload, headers } = multipartBody({
      title: 'Fuzz fixture',
      keywords: '["fuzz"]',
      creator: '[]',
      description: 'An article the generated requests may read, change or delete.',
      content: '<p>Body</p>',
      category: '1',
      ...(isDraft ? { is_draft: 'true' } : {}),
    });
    const response = await t.call({
      method: 'POST',
      url: endpoints.saveArticle.path,
      token,
      payload,
      headers,
    });
    return endpoints.saveArticle.response.parse(response.json()).data.news_id;
  }

  beforeAll(async () => {
    identity = createFirebaseVerifier({ projectId: projectId(), emulatorHost: emulatorHost() });
    // Far above what the generated requests send, so no refusal is a rate limit's.
    t = await createTestApp(backend, {
      identity,
      rateLimits: { registration: 10_000, writes: 10_000 },
    });
    const author = await t.createUser('Fuzz Author');
    const other = await t.createUser('Other Author');
    const email = `fuzz.${backend.name}.${RUN}@example.test`;
    const account = await signUp(email, 'secret-123');
    await verifyEmail({ ...account, email });
    world = {
      token: author.token,
      otherToken: other.token,
      userId: author.userId,
      otherUserId: other.userId,
      ownPublishedId: await saveArticle(author.token, false),
      ownDraftId: await saveArticle(author.token, true),
      otherDraftId: await saveArticle(other.token, true),
      identity: (await signInWithPassword(email, 'secret-123')).idToken,
    };
  });
  afterAll(async () => {
    await t.close();
    await identity.close();
  });

  /** Calls that end the sessions they are sent with: they get tokens nothing else uses. */
  async function worldFor(name: EndpointName): Promise<FuzzWorld> {
    if (!SESSION_ENDING.has(name)) return world;
    const author = await t.createUser(`Fuzz ${name}`);
    const other = await t.createUser(`Other ${name}`);
    return { ...world, token: author.token, otherToken: other.token };
  }

  it.each(names)('%s answers every generated request without a 5xx', async (name) => {
    const random = seededRandom(SEED + names.indexOf(name));
    const failures: string[] = [];
    const callWorld = await worldFor(name);
    const requests = [
      ...sweepRequests(random, callWorld, name),
      ...Array.from({ length: RANDOM_RUNS_PER_ENDPOINT }, () =>
        randomRequest(random, callWorld, name),
      ),
    ];
    for (const [index, generated] of requests.entries()) {
      const response = await t.call(generated.request);
      const status = response.statusCode;
      const envelope = status >= 400 ? safeJson(response.body) : undefined;
      const refusedWithReason =
        status < 400 ||
        (typeof envelope === 'object' &&
          envelope !== null &&
          'status' in envelope &&
          envelope.status === status &&
          'message' in envelope &&
          typeof envelope.message === 'string' &&
          envelope.message !== '');
      if (status >= 500 || !refusedWithReason) {
        failures.push(`#${index} ${generated.note} -> ${status} ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures, `seed ${SEED}`).toEqual([]);
  });

  const outOfRange = (field: string, max = DB_INTEGER_MAX) =>
    describeIssue({ path: [field], message: SERVER_MESSAGES.wholeNumber(max) });
  const fields = (values: Record<string, string>) => ({
    title: 'Range',
    keywords: '[]',
    creator: '[]',
    description: 'd',
    content: '<p>c</p>',
    category: '1',
    ...values,
  });

  // The requests that answered 500 before ids and cursors were checked against their columns.
  it.each([
    ['deleteDraft', { payload: { news_id: Number.MAX_SAFE_INTEGER } }, outOfRange('news_id')],
    ['publishDraft', { payload: { news_id: Number.MAX_SAFE_INTEGER } }, outOfRange('news_id')],
    ['authorProfile', { query: 'user_id=99999999999' }, outOfRange('user_id')],
    ['articleById', { query: 'news_id=4294967296' }, outOfRange('news_id')],
    [
      'newsList',
      {
        query: `category_id=1&cursor=${encodeNewsCursor({ publishedAt: '2026-01-01T00:00:00.000Z', id: 99_999_999_999 })}`,
      },
      describeIssue({ path: ['cursor'], message: SERVER_MESSAGES.invalidCursor }),
    ],
    ['newsList', { query: 'category_id=40000' }, outOfRange('category_id', DB_SMALLINT_MAX)],
    ['saveArticle', { multipart: fields({ news_id: '99999999999' }) }, outOfRange('news_id')],
    [
      'saveArticle',
      { multipart: fields({ category: '99999999999' }) },
      outOfRange('category', DB_SMALLINT_MAX),
    ],
  ] as const)(
    '%s refuses %j beyond the column range with 400 and the reason',
    async (name, input, message) => {
      const endpoint = endpoints[name];
      const body =
        'multipart' in input
          ? multipartBody(input.multipart)
          : 'payload' in input
            ? { payload: input.payload, headers: {} }
            : { headers: {} };
      const response = await t.call({
        method: endpoint.method,
        url: 'query' in input ? `${endpoint.path}?${input.query}` : endpoint.path,
        token: world.token,
        ...body,
      });
      expect(response.json()).toEqual({ status: 400, message });
      expect(response.statusCode).toBe(400);
    },
  );

  it('answers the largest id a column holds as not found', async () => {
    for (const endpoint of [endpoints.deleteDraft, endpoints.publishDraft]) {
      const response = await t.call({
        method: 'POST',
        url: endpoint.path,
        token: world.token,
        payload: { news_id: DB_INTEGER_MAX },
      });
      expect(response.json()).toEqual({ status: 404, message: SERVER_MESSAGES.articleNotFound });
    }
    const profile = await t.call({
      method: 'GET',
      url: `${endpoints.authorProfile.path}?user_id=${DB_INTEGER_MAX}`,
    });
    expect(profile.json()).toEqual({ status: 404, message: SERVER_MESSAGES.userNotFound });
  });

  it('refuses an oversized JSON body with 413', async () => {
    const response = await t.call({
      method: 'POST',
      url: endpoints.registration.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ identity: 'x'.repeat(200_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413 });
  });

  it('answers an unsupported method with a 404 envelope', async () => {
    const response = await t.call({
      method: 'DELETE',
      url: endpoints.deleteDraft.path,
      token: world.token,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, message: expect.any(String) });
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
