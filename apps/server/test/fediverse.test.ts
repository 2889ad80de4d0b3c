import { endpoints, SERVER_MESSAGES } from '@byline/api-client/contract';
import {
  createFederation,
  type Federation,
  generateCryptoKeyPair,
  MemoryKvStore,
  signRequest,
} from '@fedify/fedify';
import { Accept, Follow, Person, Undo } from '@fedify/vocab';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fediverseFollowers, fediverseKeys } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { BYLINE_ORIGIN, inProcessFetch } from './helpers/fediverse';
import { multipartBody } from './helpers/multipart';

const ORIGIN = BYLINE_ORIGIN;
const REMOTE = 'https://remote.test';
const ACTIVITY_JSON = 'application/activity+json';

/**
 * A second fediverse server in the test process (Fedify, in memory): its account alice follows
 * and unfollows Byline's authors and records what she is sent.
 */
async function createRemote() {
  const keys = [await generateCryptoKeyPair('RSASSA-PKCS1-v1_5')];
  const received: Array<Accept> = [];
  const remote: Federation<undefined> = createFederation<undefined>({
    kv: new MemoryKvStore(),
    origin: REMOTE,
    allowPrivateAddress: true,
  });
  remote
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      if (identifier !== 'alice') return null;
      const pairs = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: 'alice',
        name: 'Alice Remote',
        inbox: ctx.getInboxUri(identifier),
        publicKey: pairs[0]?.cryptographicKey,
      });
    })
    .setKeyPairsDispatcher((_ctx, identifier) => (identifier === 'alice' ? keys : []));
  remote.setInboxListeners('/users/{identifier}/inbox', '/inbox').on(Accept, (_ctx, accept) => {
    received.push(accept);
  });
  const context = () => remote.createContext(new URL(REMOTE), undefined);
  return { remote, keys, received, context, aliceId: new URL(`${REMOTE}/users/alice`) };
}

describe.each(testBackends())('authors on the fediverse on $name', (backend) => {
  let t: TestApp;
  let remote: Awaited<ReturnType<typeof createRemote>>;
  let author: { userId: number; token: string };
  const realFetch = globalThis.fetch;

  /** Both servers reach each other in-process: Byline through inject, the remote through Fedify. */
  const route = inProcessFetch(
    () => t,
    () => [{ origin: REMOTE, federation: remote.remote }],
    realFetch,
  );

  const setHandle = (token: string, handle: string) => {
    const { payload, headers } = multipartBody({
      full_name: 'Ada Harbour',
      fediverse_handle: handle,
    });
    return t.call({
      method: 'POST',
      url: endpoints.updateProfile.path,
      token,
      payload,
      headers,
    });
  };
  const getJson = (url: string, accept = ACTIVITY_JSON) =>
    t.app.inject({ method: 'GET', url, headers: { accept } });

  beforeAll(async () => {
    t = await createTestApp(backend, {
      env: { PUBLIC_ORIGIN: ORIGIN, FEDIVERSE_ALLOW_PRIVATE_ADDRESS: 'true' },
    });
    remote = await createRemote();
    vi.stubGlobal('fetch', route);
    author = await t.createUser('Ada Harbour');
    expect((await setHandle(author.token, 'ada_news')).statusCode).toBe(200);
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await t.close();
  });

  it('finds an author by WebFinger and answers their actor with profile, collections and keys', async () => {
    const finger = await getJson(
      `/.well-known/webfinger?resource=${encodeURIComponent('acct:ada_news@byline.test')}`,
      'application/jrd+json',
    );
    expect(finger.statusCode).toBe(200);
    const actorId = `${ORIGIN}/ap/users/${author.userId}`;
    expect(finger.json().links).toContainEqual(
      expect.objectContaining({ rel: 'self', type: ACTIVITY_JSON, href: actorId }),
    );

    const response = await getJson(`/ap/users/${author.userId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/activity+json');
    const actor = response.json();
    expect(actor).toMatchObject({
      id: actorId,
      type: 'Person',
      preferredUsername: 'ada_news',
      name: 'Ada Harbour',
      url: `${ORIGIN}/profile/${author.userId}`,
      inbox: `${actorId}/inbox`,
      outbox: `${actorId}/outbox`,
      followers: `${actorId}/followers`,
      following: `${actorId}/following`,
      endpoints: { sharedInbox: `${ORIGIN}/ap/inbox` },
    });
    expect(actor.publicKey.publicKeyPem).toContain('BEGIN PUBLIC KEY');
    expect(actor.assertionMethod).toContainEqual(
      expect.objectContaining({ type: 'Multikey', controller: actorId }),
    );
    // The keys are made once and kept: a second read shows the same ones.
    const again = (await getJson(`/ap/users/${author.userId}`)).json();
    expect(again.publicKey.publicKeyPem).toBe(actor.publicKey.publicKeyPem);
    const stored = await t.database.db
      .select({ kind: fediverseKeys.kind })
      .from(fediverseKeys)
      .where(eq(fediverseKeys.userId, author.userId));
    expect(stored.map((row) => row.kind).sort()).toEqual(['ed25519', 'rsa']);

    // Fedify's own client resolves the handle to the same actor.
    const found = await remote.context().lookupObject('@ada_news@byline.test');
    expect(found?.id?.href).toBe(actorId);
  });

  it('answers NodeInfo, and nothing for a user without a handle', async () => {
    const links = (await getJson('/.well-known/nodeinfo', 'application/json')).json();
    expect(links.links[0].href).toBe(`${ORIGIN}/nodeinfo/2.1`);
    const info = (await getJson('/nodeinfo/2.1', 'application/json')).json();
    expect(info).toMatchObject({ software: { name: 'byline' }, protocols: ['activitypub'] });
    expect(info.usage.users.total).toBeGreaterThanOrEqual(1);

    const reader = await t.createUser('No Handle');
    expect((await getJson(`/ap/users/${reader.userId}`)).statusCode).toBe(404);
  });

  it('keeps an old handle its holder’s: it still finds them, and nobody else may take it', async () => {
    const holder = await t.createUser('Changing Hands');
    expect((await setHandle(holder.token, 'first_name')).statusCode).toBe(200);
    expect((await setHandle(holder.token, 'second_name')).json().data.fediverse_handle).toBe(
      'second_name',
    );
    const old = await t.app.inject({ method: 'GET', url: '/@first_name' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/profile/${holder.userId}`);
    const finger = await getJson(
      `/.well-known/webfinger?resource=${encodeURIComponent('acct:first_name@byline.test')}`,
      'application/jrd+json',
    );
    expect(finger.json().links).toContainEqual(
      expect.objectContaining({ href: `${ORIGIN}/ap/users/${holder.userId}` }),
    );
    const other = await t.createUser('Someone Else');
    const taken = await setHandle(other.token, 'first_name');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SERVER_MESSAGES.fediverseHandleTaken);
  });

  it('takes a follow from another server, accepts it through the queue, counts it, and takes its undo', async () => {
    const followersCount = async () =>
      (
        await t.call({ method: 'GET', url: `/api/User/authorProfile?user_id=${author.userId}` })
      ).json().data?.profile?.followers_count;
    const before = await followersCount();
    expect(before).toBeTypeOf('number');
    const ctx = remote.context();
    const target = await ctx.lookupObject('@ada_news@byline.test');
    if (!(target instanceof Person)) throw new Error('the author was not found');
    const follow = new Follow({
      id: new URL(`${REMOTE}/follows/1`),
      actor: remote.aliceId,
      object: target.id,
    });
    await ctx.sendActivity({ identifier: 'alice' }, target, follow);
    await t.runJobs();

    const rows = await t.database.db
      .select()
      .from(fediverseFollowers)
      .where(eq(fediverseFollowers.userId, author.userId));
    expect(rows).toMatchObject([
      {
        actorUri: remote.aliceId.href,
        inbox: `${REMOTE}/users/alice/inbox`,
        handle: '@alice@remote.test',
      },
    ]);
    expect(remote.received).toHaveLength(1);
    expect(remote.received[0]?.objectId?.href).toBe(follow.id?.href);
    expect(await followersCount()).toBe(before + 1);
    const collection = (await getJson(`/ap/users/${author.userId}/followers`)).json();
    expect(collection.totalItems).toBe(1);

    await ctx.sendActivity(
      { identifier: 'alice' },
      target,
      new Undo({ id: new URL(`${REMOTE}/undos/1`), actor: remote.aliceId, object: follow }),
    );
    await t.runJobs();
    expect(
      await t.database.db
        .select()
        .from(fediverseFollowers)
        .where(eq(fediverseFollowers.userId, author.userId)),
    ).toEqual([]);
    expect(await followersCount()).toBe(before);
  });

  it('refuses an unsigned inbox post and one signed with a key that is not the actor’s', async () => {
    const inbox = `${ORIGIN}/ap/users/${author.userId}/inbox`;
    const follow = new Follow({
      id: new URL(`${REMOTE}/follows/forged`),
      actor: remote.aliceId,
      object: new URL(`${ORIGIN}/ap/users/${author.userId}`),
    });
    const body = JSON.stringify(await follow.toJsonLd());
    const post = () =>
      new Request(inbox, { method: 'POST', headers: { 'content-type': ACTIVITY_JSON }, body });

    const unsigned = await route(post());
    expect(unsigned.status).toBe(401);

    const stranger = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
    const forged = await signRequest(
      post(),
      stranger.privateKey,
      new URL(`${REMOTE}/users/alice#main-key`),
    );
    expect((await route(forged)).status).toBe(401);
    await t.runJobs();
    expect(
      await t.database.db
        .select()
        .from(fediverseFollowers)
        .where(eq(fediverseFollowers.userId, author.userId)),
    ).toEqual([]);
  });
});
