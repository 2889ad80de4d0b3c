import { endpoints, UPLOAD_FIELDS } from '@byline/api-client/contract';
import { Article, Create, Delete, Follow, Image, Person, Tombstone, Update } from '@fedify/vocab';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sampleImage } from './helpers/app';
import { testBackends } from './helpers/backends';
import { callEndpoint } from './helpers/community';
import { fediverseSuite, BYLINE_ORIGIN as ORIGIN } from './helpers/fediverse';
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
  const suite = fediverseSuite(backend, REMOTE, ['alice', 'bob']);

  const getJson = (url: string) =>
    suite.t.app.inject({ method: 'GET', url, headers: { accept: ACTIVITY_JSON } });
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
    const response = await suite.t.call({
      method: 'POST',
      url: endpoints.saveArticle.path,
      token: suite.author.token,
      payload,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { news_id: number; version: number };
  };
  /** A remote account follows the author (and gets its Accept). */
  const follow = async (name: string) => {
    const ctx = suite.remote.context();
    const target = await ctx.lookupObject('@ada_news@byline.test');
    if (!(target instanceof Person)) throw new Error('the author was not found');
    await ctx.sendActivity(
      { identifier: name },
      target,
      new Follow({
        id: new URL(`${REMOTE}/follows/${name}`),
        actor: suite.remote.actorId(name),
        object: target.id,
      }),
    );
    await suite.t.runJobs();
  };
  /** What the remote server received since `from`, with the POSTs that brought it. */
  const receivedSince = (from: { activities: number; posts: number }) => ({
    activities: suite.remote.received.slice(from.activities),
    posts: suite.remote.inboxPosts.slice(from.posts),
  });
  const mark = () => ({
    activities: suite.remote.received.length,
    posts: suite.remote.inboxPosts.length,
  });

  it('serves a live article as an Article with its cover, tags and audience; its outbox lists it', async () => {
    const { news_id: id } = await save({ image_alt: 'Boats moored at the quay' }, true);
    await suite.t.runJobs();
    const response = await getJson(`/ap/articles/${id}`);
    expect(response.statusCode).toBe(200);
    const actorId = `${ORIGIN}/ap/users/${suite.author.userId}`;
    const object = response.json();
    expect(object).toMatchObject({
      id: `${ORIGIN}/ap/articles/${id}`,
      type: typeName(Article),
      name: 'Harbour festival returns',
      summary: 'Boats, music and food along the quay.',
      // The page people open from their timeline, marked so its views count as the fediverse's.
      url: `${ORIGIN}/article/${id}?ref=fediverse`,
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

    const outbox = (await getJson(`/ap/users/${suite.author.userId}/outbox`)).json();
    expect(outbox.totalItems).toBe(1);
    expect(outbox.orderedItems).toEqual([
      expect.objectContaining({
        type: 'Create',
        object: expect.objectContaining({ id: `${ORIGIN}/ap/articles/${id}` }),
      }),
    ]);

    // Fedify's client finds the same object by its id.
    const found = await suite.remote.context().lookupObject(`${ORIGIN}/ap/articles/${id}`);
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
    const deleted = await callEndpoint(suite.t, 'deleteArticle', suite.author.token, {
      news_id: live.news_id,
    });
    expect(deleted.status).toBe(200);
    expect((await getJson(`/ap/articles/${live.news_id}`)).statusCode).toBe(410);
    expect((await getJson('/ap/articles/999999')).statusCode).toBe(404);
    await suite.t.runJobs();
  });

  it('sends Create, Update and Delete to the followers, one delivery per shared inbox', async () => {
    await follow('alice');
    await follow('bob');
    let since = mark();

    const { news_id: id, version } = await save({ title: 'Quay market opens' });
    await suite.t.runJobs();
    let got = receivedSince(since);
    expect(got.activities).toHaveLength(1);
    expect(got.posts).toEqual(['/inbox']);
    const create = got.activities[0];
    expect(create).toBeInstanceOf(Create);
    expect(create?.actorId?.href).toBe(`${ORIGIN}/ap/users/${suite.author.userId}`);
    const created = await (create as Create).getObject();
    expect(created).toBeInstanceOf(Article);
    expect(created?.id?.href).toBe(`${ORIGIN}/ap/articles/${id}`);
    expect(created?.name?.toString()).toBe('Quay market opens');

    since = mark();
    await save({ news_id: String(id), base_version: String(version), title: 'Quay market moves' });
    await suite.t.runJobs();
    got = receivedSince(since);
    expect(got.posts).toEqual(['/inbox']);
    expect(got.activities[0]).toBeInstanceOf(Update);
    const updated = await (got.activities[0] as Update).getObject();
    expect(updated?.name?.toString()).toBe('Quay market moves');
    expect(updated?.updated).not.toBeNull();

    // A draft save of the live article shows nobody anything.
    since = mark();
    const draft = await suite.t.call({
      method: 'GET',
      url: `${endpoints.draft.path}?news_id=${id}`,
      token: suite.author.token,
    });
    await save({
      news_id: String(id),
      base_version: String(draft.json().data.version),
      title: 'Not yet',
      is_draft: 'true',
    });
    await suite.t.runJobs();
    expect(receivedSince(since).posts).toEqual([]);

    since = mark();
    expect(
      (await callEndpoint(suite.t, 'deleteArticle', suite.author.token, { news_id: id })).status,
    ).toBe(200);
    await suite.t.runJobs();
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
    await suite.t.runJobs();
    expect(receivedSince(since).posts).toEqual([]);

    // Its time comes: the job sent for it is due.
    await suite.t.database.db.execute(
      sql`update articles set published_at = now() - interval '1 second' where id = ${id}`,
    );
    await suite.t.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'article-live' and state = 'created'`,
    );
    await suite.t.runJobs();
    let got = receivedSince(since);
    expect(got.posts).toEqual(['/inbox']);
    expect(got.activities[0]).toBeInstanceOf(Create);
    expect((await (got.activities[0] as Create).getObject())?.name?.toString()).toBe('Night ferry');

    since = mark();
    expect(
      (await callEndpoint(suite.t, 'unpublishArticle', suite.author.token, { news_id: id })).status,
    ).toBe(200);
    await suite.t.runJobs();
    got = receivedSince(since);
    expect(got.posts).toEqual(['/inbox']);
    expect(got.activities[0]).toBeInstanceOf(Delete);
  });
});
