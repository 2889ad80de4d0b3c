import { Readable } from 'node:stream';
import {
  ARTICLE_LIMITS,
  AUTHORING_LIMITS,
  CATEGORY_BY_SLUG,
  type EndpointName,
  endpoints,
  FEED_PATHS,
  PAGE_PATHS,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
  UNIQUE_KEY_HEADER,
  UPLOAD_FIELDS,
} from '@byline/api-client/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDuePublications } from '../src/community/announcementService';
import { articleRevisions, articles } from '../src/db/schema';
import type { PageRenderer } from '../src/pages/renderer';
import { createTestApp, sampleImage, TEST_UNIQUE_KEY, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { callEndpoint } from './helpers/community';
import { type FilePart, multipartBody } from './helpers/multipart';

const CATEGORY = CATEGORY_BY_SLUG.world;
const HOUR_MS = 60 * 60 * 1000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

/**
 * A stand-in for the web build's renderer (as in pages.test.ts): the home and category pages list
 * the titles of their news lists, the article page its title; every read goes through the API.
 */
const renderer: PageRenderer = {
  async render(url, { fetch }) {
    const read = (path: string) =>
      fetch(path, { headers: { [UNIQUE_KEY_HEADER]: TEST_UNIQUE_KEY } });
    const article = /^\/article\/(\d+)$/.exec(url);
    if (article) {
      const response = await read(`${endpoints.articleById.path}?news_id=${article[1]}`);
      if (!response.ok) return page(404, '<h1>Article not found</h1>');
      const { data } = (await response.json()) as { data: { title: string } };
      return page(200, `<h1>${data.title}</h1>`);
    }
    if (url === PAGE_PATHS.home || url === PAGE_PATHS.category(CATEGORY.slug)) {
      const response = await read(`${endpoints.newsList.path}?category_id=${CATEGORY.id}`);
      const { data } = (await response.json()) as { data: Array<{ title: string }> };
      return page(200, data.map((item) => `<h2>${item.title}</h2>`).join(''));
    }
    return page(404, '<h1>Page not found</h1>');
  },
};

function page(status: number, body: string) {
  return { status, cacheable: true, html: Readable.from([`<!DOCTYPE html><html>${body}</html>`]) };
}

/** The editor's fields of an article, as multipart text. */
const articleFields = (overrides: Record<string, string | number | boolean> = {}) => ({
  title: 'Harbour plan',
  keywords: JSON.stringify(['harbour']),
  creator: JSON.stringify([]),
  description: 'What the council decided.',
  content: '<p>The council voted on the harbour plan.</p>',
  video_url: '',
  category: String(CATEGORY.id),
  ...Object.fromEntries(Object.entries(overrides).map(([key, value]) => [key, String(value)])),
});

interface SaveAnswer {
  status: number;
  message: string;
  data: { news_id: number; status: string; version: number; published_at: string | null };
}

describe.each(testBackends())('authoring workflows on $name', (backend) => {
  let t: TestApp;
  let author: { userId: number; token: string };
  let follower: { userId: number; token: string };

  beforeAll(async () => {
    t = await createTestApp(backend, { pageRenderer: renderer });
    author = await t.createUser('Ada Author');
    follower = await t.createUser('Fay Follower');
    const followed = await callEndpoint(t, 'follow', follower.token, { user_id: author.userId });
    expect(followed.status).toBe(200);
  });
  afterAll(() => t.close());

  const save = async (
    overrides: Record<string, string | number | boolean> = {},
    token = author.token,
    files: FilePart[] = [],
  ): Promise<SaveAnswer> => {
    const { payload, headers } = multipartBody(articleFields(overrides), files);
    const response = await t.call({
      method: 'POST',
      url: endpoints.saveArticle.path,
      token,
      payload,
      headers,
    });
    return { ...response.json(), status: response.statusCode } as SaveAnswer;
  };
  /** A call as the author, or as `token`'s user, or anonymous (null). */
  const call = <Name extends EndpointName>(
    name: Name,
    fields: Record<string, string | number | boolean> = {},
    token: string | null = author.token,
  ) => callEndpoint(t, name, token ?? undefined, fields);
  const stored = async (id: number) =>
    (await t.database.db.select().from(articles).where(eq(articles.id, id)))[0];
  const revisionsOf = (id: number) =>
    t.database.db
      .select()
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, id))
      .orderBy(desc(articleRevisions.id));
  /** The follower's unread count, once the jobs due now (the announcements) have run. */
  const unread = async () => {
    await t.runJobs();
    return (await call('unreadNotificationCount', {}, follower.token)).body.data.unread_count;
  };

  it('grows the version with every change and refuses a save from another version, changing nothing', async () => {
    const created = await save({ is_draft: true });
    expect(created.data).toMatchObject({ status: 'draft', version: 1, published_at: null });
    const id = created.data.news_id;
    const second = await save({ news_id: id, is_draft: true, title: 'Second', base_version: 1 });
    expect(second).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.draftUpdated });
    expect(second.data.version).toBe(2);

    // Another tab still on version 1.
    const stale = await save({ news_id: id, is_draft: true, title: 'Stale', base_version: 1 });
    expect(stale).toMatchObject({ status: 409, message: SERVER_MESSAGES.draftConflict });
    const staleSave = await save({ news_id: id, title: 'Stale publish', base_version: 1 });
    expect(staleSave.status).toBe(409);
    const stalePublish = await call('publishDraft', { news_id: id, base_version: 1 });
    expect(stalePublish).toMatchObject({ status: 409, message: SERVER_MESSAGES.draftConflict });
    expect(await stored(id)).toMatchObject({ title: 'Second', version: 2, status: 'draft' });
    expect(await revisionsOf(id)).toHaveLength(2);

    // The spec's own flow names no base: not checked.
    const unchecked = await save({ news_id: id, is_draft: true, title: 'Third' });
    expect(unchecked.data.version).toBe(3);
    const published = await call('publishDraft', { news_id: id, base_version: 3 });
    expect(published.body.data).toMatchObject({ status: 'published', version: 4 });
    expect(published.body.data.published_at).not.toBeNull();
  });

  it('makes one draft of a client key, also when the first saves arrive at once', async () => {
    const clientKey = 'editor-key-0001';
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        save({ is_draft: true, autosave: true, client_key: clientKey, title: `Try ${index}` }),
      ),
    );
    for (const answer of answers) expect(answer.status, answer.message).toBe(200);
    const ids = new Set(answers.map((answer) => answer.data.news_id));
    expect(ids.size).toBe(1);
    expect(answers.map((answer) => answer.data.version).sort()).toEqual([1, 2, 3, 4, 5]);
    const rows = await t.database.db
      .select({ value: count() })
      .from(articles)
      .where(and(eq(articles.authorId, author.userId), eq(articles.clientKey, clientKey)));
    expect(rows[0]?.value).toBe(1);
    // Saved later under the same key (its first answer lost): the same draft, one more version.
    const retried = await save({ is_draft: true, client_key: clientKey, base_version: 5 });
    expect(retried).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.draftUpdated });
    expect(retried.data).toMatchObject({ news_id: [...ids][0], version: 6 });
    // Another author's key is their own.
    const other = await t.createUser('Other Author');
    const theirs = await save({ is_draft: true, client_key: clientKey }, other.token);
    expect(theirs.data.news_id).not.toBe(retried.data.news_id);
    expect(theirs.data.version).toBe(1);
  });

  it('coalesces autosaves within revisionCoalesceMs into one revision, and keeps saves apart', async () => {
    const id = (await save({ is_draft: true, title: 'Draft one' })).data.news_id;
    for (const title of ['Auto a', 'Auto b', 'Auto c']) {
      await save({ news_id: id, is_draft: true, autosave: true, title });
    }
    let revisions = await revisionsOf(id);
    expect(revisions.map((revision) => [revision.kind, revision.title])).toEqual([
      ['autosave', 'Auto c'],
      ['save', 'Draft one'],
    ]);
    expect(revisions[0]?.words).toBe(7);

    // Time passes beyond the window: the next autosave starts a revision of its own.
    await t.database.db
      .update(articleRevisions)
      .set({
        savedAt: sql`${articleRevisions.savedAt} - ${AUTHORING_LIMITS.revisionCoalesceMs + 1000} * interval '1 millisecond'`,
      })
      .where(eq(articleRevisions.articleId, id));
    await save({ news_id: id, is_draft: true, autosave: true, title: 'Auto d' });
    await save({ news_id: id, is_draft: true, autosave: true, title: 'Auto e' });
    // A manual save is kept apart, and an autosave after it is a new one.
    await save({ news_id: id, is_draft: true, title: 'Kept by hand' });
    await save({ news_id: id, is_draft: true, autosave: true, title: 'Auto f' });
    revisions = await revisionsOf(id);
    expect(revisions.map((revision) => [revision.kind, revision.title])).toEqual([
      ['autosave', 'Auto f'],
      ['save', 'Kept by hand'],
      ['autosave', 'Auto e'],
      ['autosave', 'Auto c'],
      ['save', 'Draft one'],
    ]);
    // The API lists them newest first, for the author only.
    const listed = await call('revisions', { news_id: id });
    expect(listed.body.data.map((revision) => revision.title)).toEqual(
      revisions.map((revision) => revision.title),
    );
    const other = await call('revisions', { news_id: id }, follower.token);
    expect(other).toMatchObject({ status: 404, message: SERVER_MESSAGES.articleNotFound });
  });

  it('keeps the newest revisionsKept revisions of an article', async () => {
    const id = (await save({ is_draft: true, title: 'Often saved' })).data.news_id;
    await t.database.db.execute(sql`
      insert into article_revisions (article_id, kind, title, description, content, category_id)
      select ${id}::integer, 'save', 'Old ' || g, '', '', ${CATEGORY.id}::smallint
      from generate_series(1, ${AUTHORING_LIMITS.revisionsKept + 5}::integer) as g`);
    await save({ news_id: id, is_draft: true, title: 'Newest' });
    const revisions = await revisionsOf(id);
    expect(revisions).toHaveLength(AUTHORING_LIMITS.revisionsKept);
    expect(revisions[0]?.title).toBe('Newest');
    // The oldest went: the first save's and the first six inserted.
    expect(revisions.at(-1)?.title).toBe('Old 7');
  });

  it('keeps the cover description as plain text, to its limit, with its cover and through restores', async () => {
    const cover = async (): Promise<FilePart[]> => [
      {
        field: UPLOAD_FIELDS.saveArticle,
        filename: 'harbour.png',
        contentType: 'image/png',
        bytes: await sampleImage('png'),
      },
    ];
    const created = await save(
      { image_alt: '  Boats <b>moored</b> at the quay\u0007  ' },
      author.token,
      await cover(),
    );
    expect(created.status).toBe(200);
    const id = created.data.news_id;
    const read = await call('articleById', { news_id: id }, null);
    expect(read.body.data.image_alt).toBe('Boats moored at the quay');

    // Left out, the description stays; too long, the save is refused and nothing changes.
    await save({ news_id: id, title: 'Harbour plan, amended' });
    expect((await stored(id))?.imageAlt).toBe('Boats moored at the quay');
    const tooLong = await save({
      news_id: id,
      image_alt: 'x'.repeat(ARTICLE_LIMITS.imageAltMax + 1),
    });
    expect(tooLong).toMatchObject({
      status: 400,
      message: `image_alt: ${SERVER_MESSAGES.imageAltTooLong(ARTICLE_LIMITS.imageAltMax)}`,
    });
    const longest = 'x'.repeat(ARTICLE_LIMITS.imageAltMax);
    expect((await save({ news_id: id, image_alt: longest })).status).toBe(200);

    // A revision keeps the text, not the cover: restoring one leaves the cover's description.
    const [, , firstRevision] = await revisionsOf(id);
    if (!firstRevision) throw new Error('no first revision');
    await call('restoreRevision', { revision_id: firstRevision.id });
    expect((await stored(id))?.imageAlt).toBe(longest);

    // A new cover without a description has none: the old one described another picture (kept
    // with the live article's pending changes, as the editor opens them).
    await save({ news_id: id, is_draft: true }, author.token, await cover());
    expect((await call('draft', { news_id: id })).body.data.image_alt).toBe('');
    expect((await stored(id))?.imageAlt).toBe(longest);
    await save({ news_id: id, image_alt: 'A ferry leaving' }, author.token, await cover());
    expect((await stored(id))?.imageAlt).toBe('A ferry leaving');
  });

  it('restores a revision: its text comes back as a new version and revision, the status stays', async () => {
    const first = await save({ title: 'As first published', keywords: JSON.stringify(['first']) });
    const id = first.data.news_id;
    await save({ news_id: id, title: 'Rewritten', content: '<p>Another text.</p>' });
    const [, original] = await revisionsOf(id);
    if (!original) throw new Error('no first revision');
    const other = await call('restoreRevision', { revision_id: original.id }, follower.token);
    expect(other).toMatchObject({ status: 404, message: SERVER_MESSAGES.revisionNotFound });
    const hidden = await call('revision', { revision_id: original.id }, follower.token);
    expect(hidden).toMatchObject({ status: 404, message: SERVER_MESSAGES.revisionNotFound });
    const whole = await call('revision', { revision_id: original.id });
    expect(whole.body.data).toMatchObject({
      news_id: id,
      kind: 'publish',
      title: 'As first published',
      keywords: ['first'],
    });

    const restored = await call('restoreRevision', { revision_id: original.id });
    expect(restored).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.revisionRestored });
    expect(restored.body.data).toMatchObject({ news_id: id, status: 'published', version: 3 });
    // A live article's restored text waits for its update, as any change of it.
    expect(await stored(id)).toMatchObject({ title: 'Rewritten', version: 3 });
    const updated = await call('publishDraft', { news_id: id, base_version: 3 });
    expect(updated.body.data).toMatchObject({ status: 'published', version: 4 });
    expect(await stored(id)).toMatchObject({
      title: 'As first published',
      content: '<p>The council voted on the harbour plan.</p>',
      keywords: ['first'],
      searchText: 'as first published\nwhat the council decided.\nfirst',
      status: 'published',
    });
    const [update, restore] = await revisionsOf(id);
    expect(restore).toMatchObject({ kind: 'restore', title: 'As first published' });
    expect(update).toMatchObject({ kind: 'publish', title: 'As first published' });
    const read = await call('articleById', { news_id: id }, null);
    expect(read.body.data.title).toBe('As first published');
  });

  it('shows a scheduled article to no reader before its time, and everywhere once it has come, with no job run', async () => {
    const db = t.database.db;
    const live = await save({ title: 'Already live' });
    expect(live.data.status).toBe('published');
    const unreadAfterLive = await unread();
    const profileBefore = await call('authorProfile', { user_id: author.userId }, null);
    const countBefore = profileBefore.body.data.profile.articles_count;

    const scheduledAt = hoursFromNow(2);
    const scheduled = await save({ title: 'Embargoed harbour report', publish_at: scheduledAt });
    expect(scheduled).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.articleScheduled });
    expect(scheduled.data).toMatchObject({ status: 'scheduled', published_at: scheduledAt });
    const id = scheduled.data.news_id;
    // A newcomer whose only article is scheduled is no author yet for readers.
    const newcomer = await t.createUser('Nell Newcomer');
    const newcomerArticle = await save(
      { title: 'Debut', publish_at: hoursFromNow(3) },
      newcomer.token,
    );
    const url = new URL(PAGE_PATHS.article(id), t.config.publicOrigin).href;
    let rewards = 0;

    /** Every reader surface: true where the article shows. */
    const surfaces = async () => {
      const titles = (items: Array<{ title: string }>) => items.map((item) => item.title);
      const has = (items: Array<{ id: number }>) => items.some((item) => item.id === id);
      const get = (path: string) => t.app.inject({ method: 'GET', url: path });
      const list = await call('newsList', { category_id: CATEGORY.id }, null);
      const search = await call(
        'newsList',
        { category_id: CATEGORY.id, q: 'embargoed' },
        undefined,
      );
      const recent = await call('mostRecent', {}, null);
      const recentInCategory = await call('mostRecent', { category_id: CATEGORY.id }, null);
      const watched = await call('mostWatched', {}, null);
      const article = await call('articleById', { news_id: id }, null);
      const profile = await call('authorProfile', { user_id: author.userId }, null);
      const comments = await call('comments', { news_id: id }, null);
      const reward = await call(
        'rewardAuthor',
        {
          user_id: author.userId,
          amount: 1,
          news_id: id,
          idempotency_key: `reward-key-${++rewards}`,
        },
        follower.token,
      );
      const articlePage = await get(PAGE_PATHS.article(id));
      const homePage = await get(PAGE_PATHS.home);
      const categoryPage = await get(PAGE_PATHS.category(CATEGORY.slug));
      const siteFeed = await get(FEED_PATHS.siteFeed);
      const categoryFeed = await get(FEED_PATHS.categoryFeed(CATEGORY.slug));
      const authorFeed = await get(FEED_PATHS.authorFeed(author.userId));
      const articleSitemap = await get(FEED_PATHS.articlesSitemap(0));
      const newsSitemap = await get(FEED_PATHS.newsSitemap);
      return {
        newsList: has(list.body.data),
        search: search.status === 200 && has(search.body.data),
        mostRecent: has(recent.body.data),
        mostRecentInCategory: has(recentInCategory.body.data),
        mostWatched: has(watched.body.data),
        article: article.status === 200,
        profile: has(profile.body.data.articles),
        profileCount: profile.body.data.profile.articles_count === countBefore + 1,
        comments: comments.status === 200,
        reward: reward.status === 200,
        articlePage: articlePage.statusCode === 200,
        homePage: homePage.body.includes('Embargoed harbour report'),
        categoryPage: categoryPage.body.includes('Embargoed harbour report'),
        siteFeed: siteFeed.body.includes(url),
        categoryFeed: categoryFeed.body.includes(url),
        authorFeed: authorFeed.body.includes(url),
        articleSitemap: articleSitemap.body.includes(url),
        newsSitemap: newsSitemap.body.includes(url),
        // Sanity: the lists were read at all.
        read: titles(list.body.data).includes('Already live'),
      };
    };
    const everywhere = await surfaces();
    expect(everywhere).toEqual({
      ...Object.fromEntries(Object.keys(everywhere).map((key) => [key, false])),
      read: true,
    });
    // Not a new author either: no feed, no author sitemap entry.
    const newcomerFeed = await t.app.inject({
      method: 'GET',
      url: FEED_PATHS.authorFeed(newcomer.userId),
    });
    expect(newcomerFeed.statusCode).toBe(404);
    const authorsSitemap = await t.app.inject({ method: 'GET', url: FEED_PATHS.authorsSitemap(0) });
    expect(authorsSitemap.body).not.toContain(PAGE_PATHS.authorProfile(newcomer.userId));
    expect(authorsSitemap.body).toContain(PAGE_PATHS.authorProfile(author.userId));
    // The home and category pages changed last when something went live, not at its time.
    const pagesSitemap = await t.app.inject({ method: 'GET', url: FEED_PATHS.pagesSitemap });
    const lastmods = [...pagesSitemap.body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)];
    expect(lastmods.length).toBeGreaterThan(0);
    for (const [, lastmod] of lastmods) expect(Date.parse(lastmod ?? '')).toBeLessThan(Date.now());
    // Its author sees it, as scheduled, and in My Drafts with its time.
    const own = await call('articleById', { news_id: id });
    expect(own.body.data.status).toBe('scheduled');
    const drafts = await call('drafts');
    expect(drafts.body.data.find((draft) => draft.id === id)).toMatchObject({
      status: 'scheduled',
      scheduled_at: scheduledAt,
      version: 1,
    });
    // Followers are not told before its time.
    expect(await unread()).toBe(unreadAfterLive);
    const added = await call('addComment', { news_id: id, text: 'Early!' }, follower.token);
    expect(added).toMatchObject({ status: 404, message: SERVER_MESSAGES.articleNotFound });

    // Its time comes: nothing runs, the next read shows it.
    const past = sql`now() - interval '1 second'`;
    await db
      .update(articles)
      .set({ publishedAt: past })
      .where(eq(articles.id, newcomerArticle.data.news_id));
    await db.update(articles).set({ publishedAt: past }).where(eq(articles.id, id));
    const after = await surfaces();
    expect(after).toEqual(Object.fromEntries(Object.keys(after).map((key) => [key, true])));
    expect((await stored(id))?.announcedAt).toBeNull();
    const newcomerFeedNow = await t.app.inject({
      method: 'GET',
      url: FEED_PATHS.authorFeed(newcomer.userId),
    });
    expect(newcomerFeedNow.statusCode).toBe(200);
    const authorsSitemapNow = await t.app.inject({
      method: 'GET',
      url: FEED_PATHS.authorsSitemap(0),
    });
    expect(authorsSitemapNow.body).toContain(PAGE_PATHS.authorProfile(newcomer.userId));

    // The job sent for its time tells them, once; so does, for any left over, the minute's sweep.
    expect(await announceDuePublications(db)).toBe(2);
    expect(await unread()).toBe(unreadAfterLive + 1);
    expect(await unread()).toBe(unreadAfterLive + 1);
    expect((await stored(id))?.announcedAt).not.toBeNull();
    const notifications = await call('notifications', {}, follower.token);
    expect(notifications.body.data[0]).toMatchObject({
      kind: 'published',
      article: { id, title: 'Embargoed harbour report' },
    });
    expect(await announceDuePublications(db)).toBe(0);
  });

  it('tells followers of a publication now at once, and of any article only once', async () => {
    const before = await unread();
    const id = (await save({ title: 'Straight out' })).data.news_id;
    expect(await unread()).toBe(before + 1);
    // Taken back and published again: nobody is told twice.
    await save({ news_id: id, is_draft: true, title: 'Straight out' });
    await call('publishDraft', { news_id: id });
    expect(await unread()).toBe(before + 1);
  });

  it('a cancelled schedule is a draft again, never announced; scheduling again and publishing now announces', async () => {
    const before = await unread();
    const id = (await save({ title: 'On hold', publish_at: hoursFromNow(1) })).data.news_id;
    const cancelled = await call('cancelSchedule', { news_id: id });
    expect(cancelled).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.scheduleCancelled });
    expect(cancelled.body.data).toMatchObject({ status: 'draft', published_at: null, version: 2 });
    expect(await stored(id)).toMatchObject({
      status: 'draft',
      publishedAt: null,
      announcedAt: null,
    });
    expect(await announceDuePublications(t.database.db)).toBe(0);
    expect(await unread()).toBe(before);

    const rescheduled = await call('publishDraft', { news_id: id, publish_at: hoursFromNow(4) });
    expect(rescheduled).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.articleScheduled });
    expect(rescheduled.body.data).toMatchObject({ status: 'scheduled', version: 3 });
    // A save as a draft takes it off the schedule too (no time is kept that would bring it back).
    const drafted = await save({ news_id: id, is_draft: true, title: 'On hold' });
    expect(drafted.data).toMatchObject({ status: 'draft', published_at: null, version: 4 });
    await call('publishDraft', { news_id: id, publish_at: hoursFromNow(4) });
    const now = await call('publishDraft', { news_id: id });
    expect(now).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.articlePublished });
    expect(now.body.data.status).toBe('published');
    expect(Date.parse(now.body.data.published_at ?? '')).toBeLessThanOrEqual(Date.now());
    expect(await unread()).toBe(before + 1);
    expect((await revisionsOf(id)).map((revision) => revision.kind)).toEqual([
      'publish',
      'publish',
      'save',
      'publish',
      'publish',
    ]);
  });
});
