import { endpoints } from '@byline/api-client/contract';
import {
  createFederation,
  type Federation,
  generateCryptoKeyPair,
  MemoryKvStore,
} from '@fedify/fedify';
import { Activity, Endpoints, Person } from '@fedify/vocab';
import { afterAll, beforeAll, vi } from 'vitest';
import { createTestApp, type TestApp } from './app';
import type { TestBackend } from './backends';
import { multipartBody } from './multipart';

export const BYLINE_ORIGIN = 'https://byline.test';

/**
 * A second fediverse server in the test process (Fedify, in memory) at `origin`: its accounts
 * (each with its own inbox, all sharing the server's `/inbox`) follow Byline's authors; it
 * records every activity it is sent, and every POST that reached one of its inboxes.
 */
export async function createRemoteServer(origin: string, accounts: readonly string[]) {
  const keys = new Map(
    await Promise.all(
      accounts.map(
        async (name) => [name, [await generateCryptoKeyPair('RSASSA-PKCS1-v1_5')]] as const,
      ),
    ),
  );
  const received: Activity[] = [];
  const inboxPosts: string[] = [];
  const federation: Federation<undefined> = createFederation<undefined>({
    kv: new MemoryKvStore(),
    origin,
    allowPrivateAddress: true,
  });
  federation
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      if (!keys.has(identifier)) return null;
      const pairs = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        name: `${identifier} remote`,
        inbox: ctx.getInboxUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: pairs[0]?.cryptographicKey,
      });
    })
    .setKeyPairsDispatcher((_ctx, identifier) => [...(keys.get(identifier) ?? [])]);
  federation
    .setInboxListeners('/users/{identifier}/inbox', '/inbox')
    .on(Activity, (_ctx, activity) => {
      received.push(activity);
    });
  const context = () => federation.createContext(new URL(origin), undefined);
  return {
    origin,
    federation,
    keys,
    received,
    inboxPosts,
    context,
    actorId: (name: string) => new URL(`${origin}/users/${name}`),
  };
}

export type RemoteServer = Awaited<ReturnType<typeof createRemoteServer>>;

/** What `inProcessFetch` needs of a remote server: where it is, its Fedify, its inbox log. */
export type InProcessRemote = Pick<RemoteServer, 'origin' | 'federation'> & {
  inboxPosts?: string[];
};

/**
 * A `fetch` that reaches Byline (through inject) and the remote servers in-process; anything
 * else goes out for real. Both are read at each call: a suite makes them before its tests.
 */
export function inProcessFetch(
  getApp: () => TestApp,
  remotes: readonly InProcessRemote[] | (() => readonly InProcessRemote[]),
  realFetch: typeof fetch,
) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const remote = (typeof remotes === 'function' ? remotes() : remotes).find(
      (one) => one.origin === url.origin,
    );
    if (remote) {
      if (request.method === 'POST' && url.pathname.endsWith('inbox')) {
        remote.inboxPosts?.push(url.pathname);
      }
      return remote.federation.fetch(request, { contextData: undefined });
    }
    if (url.origin !== BYLINE_ORIGIN) return realFetch(request);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await getApp().app.inject({
      method: request.method as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/** A user of `t` who is an actor: made, then given `handle` through the profile update. */
export async function createActor(
  t: TestApp,
  name: string,
  handle: string,
): Promise<{ userId: number; token: string }> {
  const user = await t.createUser(name);
  const { payload, headers } = multipartBody({ full_name: name, fediverse_handle: handle });
  const answer = await t.call({
    method: 'POST',
    url: endpoints.updateProfile.path,
    token: user.token,
    payload,
    headers,
  });
  if (answer.statusCode !== 200) throw new Error(`the handle was refused: ${answer.body}`);
  return user;
}

/**
 * Byline on BYLINE_ORIGIN and one remote server with `accounts`, reaching each other in-process,
 * and an author who is an actor (`@ada_news`): set up before the suite's tests, closed after.
 */
export function fediverseSuite(
  backend: TestBackend,
  remoteOrigin: string,
  accounts: readonly string[],
) {
  const suite = {} as {
    t: TestApp;
    remote: RemoteServer;
    author: { userId: number; token: string };
  };
  beforeAll(async () => {
    suite.t = await createTestApp(backend, {
      env: { PUBLIC_ORIGIN: BYLINE_ORIGIN, FEDIVERSE_ALLOW_PRIVATE_ADDRESS: 'true' },
    });
    suite.remote = await createRemoteServer(remoteOrigin, accounts);
    vi.stubGlobal(
      'fetch',
      inProcessFetch(() => suite.t, [suite.remote], globalThis.fetch),
    );
    suite.author = await createActor(suite.t, 'Ada Harbour', 'ada_news');
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await suite.t.close();
  });
  return suite;
}
