import { SERVER_MESSAGES } from '@byline/api-client/contract';
import { signRequest } from '@fedify/fedify';
import { Follow } from '@fedify/vocab';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FEDIVERSE_MESSAGES, OPERATOR_MESSAGES } from '../src/constants';
import { fediverseFollowers } from '../src/db/schema';
import { ADMIN_PATHS } from '../src/routes/admin';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { saveArticle } from './helpers/community';
import {
  createActor,
  createRemoteServer,
  inProcessFetch,
  BYLINE_ORIGIN as ORIGIN,
  type RemoteServer,
} from './helpers/fediverse';

const ADMIN_TOKEN = 'an-admin-token-long-enough-for-the-rule';
const ACTIVITY_JSON = 'application/activity+json';
const INBOX_RATE_LIMIT = 8;

describe.each(testBackends())('fediverse safety on $name', (backend) => {
  let t: TestApp;
  let friendly: RemoteServer;
  let blocked: RemoteServer;
  let author: { userId: number; token: string };

  const admin = (method: 'GET' | 'POST' | 'DELETE', body?: object, token = ADMIN_TOKEN) =>
    t.app.inject({
      method,
      url: ADMIN_PATHS.fediverseBlockedDomains,
      headers: { 'admin-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
  const followers = () =>
    t.database.db
      .select({ actorUri: fediverseFollowers.actorUri })
      .from(fediverseFollowers)
      .where(eq(fediverseFollowers.userId, author.userId));
  /** A Follow signed with the remote account's own key, posted to the author's inbox. */
  const signedFollow = async (remote: RemoteServer, name: string) => {
    const follow = new Follow({
      id: new URL(`${remote.origin}/follows/${name}-${Math.random()}`),
      actor: remote.actorId(name),
      object: new URL(`${ORIGIN}/ap/users/${author.userId}`),
    });
    const request = new Request(`${ORIGIN}/ap/users/${author.userId}/inbox`, {
      method: 'POST',
      headers: { 'content-type': ACTIVITY_JSON },
      body: JSON.stringify(await follow.toJsonLd()),
    });
    const key = remote.keys.get(name)?.[0];
    if (!key) throw new Error(`no key for ${name}`);
    return globalThis.fetch(
      await signRequest(request, key.privateKey, new URL(`${remote.actorId(name).href}#main-key`)),
    );
  };

  beforeAll(async () => {
    t = await createTestApp(backend, {
      adminToken: ADMIN_TOKEN,
      env: {
        PUBLIC_ORIGIN: ORIGIN,
        FEDIVERSE_ALLOW_PRIVATE_ADDRESS: 'true',
        FEDIVERSE_BLOCKED_DOMAINS: 'Blocked.test, spam.example',
        FEDIVERSE_INBOX_RATE_LIMIT: String(INBOX_RATE_LIMIT),
      },
    });
    friendly = await createRemoteServer('https://friendly.test', ['alice']);
    blocked = await createRemoteServer('https://eu.blocked.test', ['mallory']);
    vi.stubGlobal(
      'fetch',
      inProcessFetch(() => t, [friendly, blocked], globalThis.fetch),
    );
    author = await createActor(t, 'Ada Harbour', 'ada');
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await t.close();
  });

  it('lets the operator list, add and remove blocked domains, with the admin token only', async () => {
    expect((await admin('GET')).json().data.domains).toEqual(['blocked.test', 'spam.example']);
    const refused = await admin('GET', undefined, 'wrong-token-wrong-token-wrong-token');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(SERVER_MESSAGES.adminToken);

    const added = await admin('POST', { domain: 'Bad.Example.' });
    expect(added.json().data).toEqual({ domain: 'bad.example', added: true });
    expect((await admin('POST', { domain: 'bad.example' })).json().data.added).toBe(false);
    const notDomain = await admin('POST', { domain: 'not a domain' });
    expect(notDomain.statusCode).toBe(400);
    expect(notDomain.json().message).toBe(OPERATOR_MESSAGES.notADomain);
    expect((await admin('GET')).json().data.domains).toContain('bad.example');

    expect((await admin('DELETE', { domain: 'bad.example' })).statusCode).toBe(200);
    const missing = await admin('DELETE', { domain: 'bad.example' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(OPERATOR_MESSAGES.domainNotBlocked);
    expect((await admin('GET')).json().data.domains).toEqual(['blocked.test', 'spam.example']);
  });

  it('refuses a blocked domain’s activities (its subdomains too), takes a friendly one’s', async () => {
    const refused = await signedFollow(blocked, 'mallory');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      FEDIVERSE_MESSAGES.blockedDomain,
    );

    expect((await signedFollow(friendly, 'alice')).status).toBe(202);
    await t.runJobs();
    expect(await followers()).toEqual([{ actorUri: friendly.actorId('alice').href }]);
  });

  it('delivers nothing to a follower whose domain is blocked after they followed', async () => {
    expect((await admin('POST', { domain: 'friendly.test' })).statusCode).toBe(200);
    const before = friendly.inboxPosts.length;
    await saveArticle(t, author.token, { title: 'Quiet harbour' });
    await t.runJobs();
    expect(friendly.inboxPosts.length).toBe(before);

    expect((await admin('DELETE', { domain: 'friendly.test' })).statusCode).toBe(200);
    await saveArticle(t, author.token, { title: 'Busy harbour' });
    await t.runJobs();
    expect(friendly.inboxPosts.length).toBe(before + 1);
  });

  it('refuses an oversize activity with 413 and its reason', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/ap/inbox',
      headers: { 'content-type': ACTIVITY_JSON },
      payload: JSON.stringify({ type: 'Create', content: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(SERVER_MESSAGES.bodyTooLarge);
  });

  it('limits the posts an address makes to the inboxes (429), not its reads', async () => {
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/ap/inbox',
        headers: { 'content-type': ACTIVITY_JSON },
        payload: '{}',
      });
    const statuses = [];
    for (let i = 0; i <= INBOX_RATE_LIMIT; i += 1) statuses.push((await post()).statusCode);
    // The posts of the tests above counted too: the allowance runs out within one more.
    expect(statuses[0]).not.toBe(429);
    expect(statuses.at(-1)).toBe(429);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toContain(SERVER_MESSAGES.rateLimited);
    const actor = await t.app.inject({
      method: 'GET',
      url: `/ap/users/${author.userId}`,
      headers: { accept: ACTIVITY_JSON },
    });
    expect(actor.statusCode).toBe(200);
  });
});
