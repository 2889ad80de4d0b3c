import { createServer } from 'node:net';
import { createFederation, MemoryKvStore } from '@fedify/fedify';
import { Article, Person } from '@fedify/vocab';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { saveArticle } from './helpers/community';
import { createActor } from './helpers/fediverse';

/** A free loopback port (the server's public origin names it before it listens). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

/**
 * Another server's view of a running Byline, over real HTTP on a loopback port: Fedify's own
 * client (`lookupObject`, what `fedify lookup` runs) resolves an author by handle and by id, and
 * an article by its id. (`@fedify/cli` is published for Fedify 1.x only: no CLI of Fedify 2 to
 * spawn.) WebFinger of a handle is always https: the test's fetch reaches this plain-http port
 * for it, as a TLS proxy in front of the server would.
 */
describe.each(testBackends())('fedify lookup of a running server on $name', (backend) => {
  let t: TestApp;
  let origin: string;
  let host: string;
  let author: { userId: number; token: string };
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    const port = await freePort();
    host = `127.0.0.1:${port}`;
    origin = `http://${host}`;
    t = await createTestApp(backend, {
      env: { PUBLIC_ORIGIN: origin, FEDIVERSE_ALLOW_PRIVATE_ADDRESS: 'true' },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (url.protocol === 'https:' && url.host === host) url.protocol = 'http:';
      return realFetch(new Request(url, request));
    });
    author = await createActor(t, 'Ada Harbour', 'ada');
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await t.close();
  });

  const lookup = (query: string) =>
    createFederation<undefined>({ kv: new MemoryKvStore(), allowPrivateAddress: true })
      .createContext(new URL('https://client.test'), undefined)
      .lookupObject(query);

  it('resolves an author by handle and by id, and an article by its id', async () => {
    const byHandle = await lookup(`@ada@${host}`);
    expect(byHandle).toBeInstanceOf(Person);
    expect(byHandle?.id?.href).toBe(`${origin}/ap/users/${author.userId}`);
    expect((byHandle as Person).preferredUsername?.toString()).toBe('ada');

    const byId = await lookup(`${origin}/ap/users/${author.userId}`);
    expect(byId?.name?.toString()).toBe('Ada Harbour');

    const id = await saveArticle(t, author.token, { title: 'Lookup harbour' });
    const article = await lookup(`${origin}/ap/articles/${id}`);
    expect(article).toBeInstanceOf(Article);
    expect(article?.name?.toString()).toBe('Lookup harbour');
    expect((article as Article).attributionId?.href).toBe(`${origin}/ap/users/${author.userId}`);
    // The page people open from their timeline, marked as the fediverse's.
    expect(article?.url).toEqual(new URL(`${origin}/article/${id}?ref=fediverse`));
  });
});
