import { endpoints, UPLOAD_FIELDS } from '@byline/api-client/contract';
import { Article, Create, Delete, Follow, Image, Person, Tombstone, Update } from '@fedify/vocab';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, sampleImage, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { callEndpoint } from './helpers/community';
import {
  createActor,
  createRemoteServer,
  inProcessFetch,
  BYLINE_ORIGIN as ORIGIN,
  type RemoteServer,
} from './helpers/fediverse';
import { multipartBody } from './helpers/multipart';

const REMOTE = 'https://remote.test';
const ACTIVITY_JSON = 'application/activity+json';
/** A vocabulary type's name as compact JSON-LD writes it (`Article`). */
const typeName = (type: { typeId: URL }) => type.typeId.hash.slice(1);

const articleFields = (overrides: Record<string, string>) => ({
  title: 'Harbour festival returns',
  keywords: JSON.stringify(['Harbour', 'Summer nights']),
  creator: JSON.stringify([]),
  description: 'Boats, music and food along the quay.',
  content: '<p>Opening night, <a href="/tag/harbour">all week</a>.</p>',
  video_url: '',
  category: '1',
  ...overrides,
});

describe.each(testBackends())('articles on the fediverse on $name', (backend) => {
  let t: TestApp;
  let remote: RemoteServer;
  let author: { userId: number; token: string };

  const getJson = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: ACTIVITY_JSON } });
  const save = async (fields: Record<string, string>, withCover = false) => {
    const { payload, headers } = multipartBody(
      articleFields(fields),
      withCover
        ? [
            {
              field: UPLOAD_FIELDS.saveArticle,
              filename: 'harbour.png',
              contentType: 'image/png',
              bytes: await sampleImage('png'),
            },
          ]
        : [],
    );
    const response = await t.call({
      method: 'POST',
      url: endpoints.saveArticle.path,
      token: author.token,
      payload,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { news_id: number; version: number };
  };
  /** A remote account follows the author (and gets its Accept). */
  const follow = async (name: string) => {
    const ctx = remote.context();
    const target = await ctx.lookupObject('@ada_news@byline.test');
    if (!(target instanceof Person)) throw new Error('the author was not found');
    await ctx.sendActivity(
      { identifier: name },
      target,
      new Follow({
        id: new URL(`${REMOTE}/follows/${name}`),
        actor: remote.actorId(name),
        object: target.id,
      }),
    );
    await t.runJobs();
  };
  /** What the remote server received since `from`, with the POSTs that brought it. */
  const receivedSince = (from: { activities: number; posts: number }) => ({
    activities: remote.received.slice(from.activities),
    posts: remote.inboxPosts.slice(from.posts),
  });
  const mark = () => ({ activities: remote.received.length, posts: remote.inboxPosts.length });

  beforeAll(async () => {
    t = await createTestApp(backend, {
      env: { PUBLIC_ORIGIN: ORIGIN, FEDIVERSE_ALLOW_PRIVATE_ADDRESS: 'true' },
    });
    remote = await createRemoteServer(REMOTE, ['alice', 'bob']);
    vi.stubGlobal(
      'fetch',
      inProcessFetch(() => t, [remote], globalThis.fetch),
    );
    author = await createActor(t, 'Ada Harbour', 'ada_news');
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await t.close();
  });

  it('serves a live article as an Article with its cover, tags and audience; its outbox lists it', async () => {
    const { news_id: id } = await save({ image_alt: 'Boats moored at the quay' }, true);
    await t.runJobs();
    const response = await getJson(`/ap/articles/${id}`);
    expect(response.statusCode).toBe(200);
    const actorId = `${ORIGIN}/ap/users/${author.userId}`;
    const object = response.json();
    expect(object).toMatchObject({
      id: `${ORIGIN}/ap/articles/${id}`,
      type: typeName(Article),
      name: 'Harbour festival returns',
      summary: 'Boats, music and food along the quay.',
      url: `${ORIGIN}/article/${id}`,
      attributedTo: actorId,
      to: 'as:Public',
      cc: `${actorId}/followers`,
      attachment: {
        type: typeName(Image),
        mediaType: 'image/webp',
        name: 'Boats moored at the quay',
        url: expect.stringMatching(/^https:\/\/byline\.test\/.+\.webp$/),
      },
    });
    // The page's sanitised text, its links absolute.
    expect(object.content).toBe(
      `<p>Opening night, <a href="${ORIGIN}/tag/harbour" rel="noopener noreferrer nofollow">all week</a>.</p>`,
    );
    expect(object.tag).toEqual([
      { type: 'Hashtag', href: `${ORIGIN}/tag/harbour`, name: '#Harbour' },
      { type: 'Hashtag', href: `${ORIGIN}/tag/summer-nights`, name: '#Summernights' },
    ]);
    expect(Date.parse(object.published)).toBeGreaterThan(Date.now() - 60_000);
    // Not edited since: no `updated`.
    expect(object.updated).toBeUndefined();

    const outbox = (await getJson(`/ap/users/${author.userId}/outbox`)).json();
    expect(outbox.totalItems).toBe(1);
    expect(outbox.orderedItems).toEqual([
      expect.objectContaining({
        type: 'Create',
        object: expect.objectContaining({ id: `${ORIGIN}/ap/articles/${id}` }),
      }),
    ]);

    // Fedify's client finds the same object by its id.
    const found = await remote.context().lookupObject(`${ORIGIN}/ap/articles/${id}`);
    expect(found).toBeInstanceOf(Article);
    expect(found?.name?.toString()).toBe('Harbour festival returns');
  });

  it('answers 404 for a draft and a scheduled article, 410 for a deleted one', async () => {
    const draft = await save({ is_draft: 'true', title: 'Not yet' });
    expect((await getJson(`/ap/articles/${draft.news_id}`)).statusCode).toBe(404);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await save({ title: 'Tomorrow', publish_at: later });
    expect((await getJson(`/ap/articles/${scheduled.news_id}`)).statusCode).toBe(404);
    const live = await save({ title: 'Brief' });
    expect((await getJson(`/ap/articles/${live.news_id}`)).statusCode).toBe(200);
    const deleted = await callEndpoint(t, 'deleteArticle', author.token, { news_id: live.news_id });
    expect(deleted.status).toBe(200);
    expect((await getJson(`/ap/articles/${live.news_id}`)).statusCode).toBe(410);
    expect((await getJson('/ap/articles/999999')).statusCode).toBe(404);
    await t.runJobs();
  });

  it('sends Create, Update and Delete to the followers, one delivery per shared inbox', async () => {
    await follow('alice');
    await follow('bob');
    let since = mark();

    const { news_id: id, version } = await save({ title: 'Quay market opens' });
    await t.runJobs();
    let got = receivedSince(since);
    expect(got.activities).toHaveLength(1);
    expect(got.posts).toEqual(['/inbox']);
    const create = got.activities[0];
    expect(create).toBeInstanceOf(Create);
    expect(create?.actorId?.href).toBe(`${ORIGIN}/ap/users/${author.userId}`);
    const created = await (create as Create).getObject();
    expect(created).toBeInstanceOf(Article);
    expect(created?.id?.href).toBe(`${ORIGIN}/ap/articles/${id}`);
    expect(created?.name?.toString()).toBe('Quay market opens');

    since = mark();
    await save({ news_id: String(id), base_version: String(version), title: 'Quay market moves' });
    await t.runJobs();
    got = receivedSince(since);
    expect(got.posts).toEqual(['/inbox']);
    expect(got.activities[0]).toBeInstanceOf(Update);
    const updated = await (got.activities[0] as Update).getObject();
    expect(updated?.name?.toString()).toBe('Quay market moves');
    expect(updated?.updated).not.toBeNull();

    // A draft save of the live article shows nobody anything.
    since = mark();
    const draft = await t.call({
      method: 'GET',
      url: `${endpoints.draft.path}?news_id=${id}`,
      token: author.token,
    });
    await save({
      news_id: String(id),
      base_version: String(draft.json().data.version),
      title: 'Not yet',
      is_draft: 'true',
    });
    await t.runJobs();
    expect(receivedSince(since).posts).toEqual([]);

    since = mark();
    expect((await callEndpoint(t, 'deleteArticle', author.token, { news_id: id })).status).toBe(
      200,
    );
    await t.runJobs();
    got = receivedSince(since);
    expect(got.posts).toEqual(['/inbox']);
    const deleted = got.activities[0];
    expect(deleted).toBeInstanceOf(Delete);
    const tombstone = await (deleted as Delete).getObject();
    expect(tombstone).toBeInstanceOf(Tombstone);
    expect(tombstone?.id?.href).toBe(`${ORIGIN}/ap/articles/${id}`);
  });

  it('sends the Create of a scheduled article when it goes live (its article-live job), then a Delete when it is taken back', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const { news_id: id } = await save({ title: 'Night ferry', publish_at: later });
    let since = mark();
    await t.runJobs();
    expect(receivedSince(since).posts).toEqual([]);

    // Its time comes: the job sent for it is due.
    await t.database.db.execute(
      sql`update articles set published_at = now() - interval '1 second' where id = ${id}`,
    );
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'article-live' and state = 'created'`,
    );
    await t.runJobs();
    let got = receivedSince(since);
    expect(got.posts).toEqual(['/inbox']);
    expect(got.activities[0]).toBeInstanceOf(Create);
    expect((await (got.activities[0] as Create).getObject())?.name?.toString()).toBe('Night ferry');

    since = mark();
    expect((await callEndpoint(t, 'unpublishArticle', author.token, { news_id: id })).status).toBe(
      200,
    );
    await t.runJobs();
    got = receivedSince(since);
    expect(got.posts).toEqual(['/inbox']);
    expect(got.activities[0]).toBeInstanceOf(Delete);
  });
});
