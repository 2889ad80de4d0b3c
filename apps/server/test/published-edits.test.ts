import {
  type EndpointName,
  endpoints,
  FEED_PATHS,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
  wasUpdatedAfterPublishing,
} from '@byline/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePendingEdits, coinTransfers, notifications, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { callEndpoint } from './helpers/community';
import { multipartBody } from './helpers/multipart';

/** The editor's fields of an article, as multipart text. */
const articleFields = (overrides: Record<string, string | number | boolean> = {}) => ({
  title: 'Harbour plan',
  keywords: JSON.stringify(['harbour']),
  creator: JSON.stringify([]),
  description: 'What the council decided.',
  content: '<p>The council voted on the harbour plan.</p>',
  video_url: '',
  category: '1',
  ...Object.fromEntries(Object.entries(overrides).map(([key, value]) => [key, String(value)])),
});

describe.each(testBackends())('published articles that change on $name', (backend) => {
  let t: TestApp;
  let author: { userId: number; token: string };
  let reader: { userId: number; token: string };

  beforeAll(async () => {
    t = await createTestApp(backend, { env: { READ_CACHE_MS: '60000' } });
    author = await t.createUser('Ada Author');
    reader = await t.createUser('Rey Reader');
    expect((await callEndpoint(t, 'follow', reader.token, { user_id: author.userId })).status).toBe(
      200,
    );
  });
  afterAll(() => t.close());

  const save = async (overrides: Record<string, string | number | boolean>) => {
    const { payload, headers } = multipartBody(articleFields(overrides));
    const response = await t.call({
      method: 'POST',
      url: endpoints.saveArticle.path,
      token: author.token,
      payload,
      headers,
    });
    return {
      status: response.statusCode,
      ...(response.json() as {
        message: string;
        data: { news_id: number; version: number; status: string };
      }),
    };
  };
  const call = <Name extends EndpointName>(
    name: Name,
    fields: Record<string, string | number | boolean>,
    token: string | null = author.token,
  ) => callEndpoint(t, name, token ?? undefined, fields);
  /** What a reader gets of the article (also through the read cache's lists). */
  const readerSees = async (id: number) => call('articleById', { news_id: id }, null);
  const categoryTitles = async () => {
    const answer = await call('newsList', { category_id: 1, limit: 50 }, null);
    return (answer.body.data as Array<{ id: number; title: string }>).map((item) => item.title);
  };
  const searchTitles = async (q: string) => {
    const answer = await call('search', { q }, null);
    return answer.status === 200
      ? (answer.body.data as Array<{ title: string }>).map((item) => item.title)
      : [];
  };
  const feed = async () => (await t.app.inject({ url: FEED_PATHS.siteFeed })).body;
  const publish = async (title: string) => {
    const saved = await save({ title });
    expect(saved.status).toBe(200);
    // The followers hear of it from the queue's job.
    await t.runJobs();
    return saved.data;
  };

  it('keeps edits of a live article apart until Update, then shows them with an updated time', async () => {
    const first = await publish('Harbour plan approved');
    const id = first.news_id;
    const before = (await readerSees(id)).body.data;
    if (!before) throw new Error('the article is not there');
    expect(wasUpdatedAfterPublishing(before)).toBe(false);
    // Fill the read cache with the list and search as readers see them.
    expect(await categoryTitles()).toContain('Harbour plan approved');
    expect(await searchTitles('approved')).toContain('Harbour plan approved');
    const etag = (await t.app.inject({ url: FEED_PATHS.siteFeed })).headers.etag;

    // Autosave and save of the live article: kept apart, readers see the published text.
    const autosaved = await save({
      news_id: id,
      is_draft: true,
      autosave: true,
      base_version: first.version,
      title: 'Harbour plan approved, with changes',
    });
    expect(autosaved).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.changesKept });
    expect(autosaved.data).toMatchObject({ status: 'published', version: first.version + 1 });
    const kept = await save({
      news_id: id,
      is_draft: true,
      base_version: autosaved.data.version,
      title: 'Harbour plan revised',
      content: '<p>The council changed the plan.</p>',
    });
    expect(kept.message).toBe(SUCCESS_MESSAGES.changesKept);
    expect((await readerSees(id)).body.data).toMatchObject({
      title: 'Harbour plan approved',
      updated_at: before.updated_at,
    });
    expect(await categoryTitles()).toContain('Harbour plan approved');
    expect(await feed()).not.toContain('Harbour plan revised');
    // The editor opens the author's text, marked as not yet published.
    expect((await call('draft', { news_id: id })).body.data).toMatchObject({
      status: 'published',
      title: 'Harbour plan revised',
      pending_update: true,
    });
    // A stale Update changes nothing.
    const stale = await call('publishDraft', { news_id: id, base_version: first.version });
    expect(stale).toMatchObject({ status: 409, message: SERVER_MESSAGES.draftConflict });

    const updated = await call('publishDraft', { news_id: id, base_version: kept.data.version });
    expect(updated).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.articleUpdated });
    const after = (await readerSees(id)).body.data;
    if (!after) throw new Error('the article is not there');
    expect(after).toMatchObject({
      title: 'Harbour plan revised',
      content: '<p>The council changed the plan.</p>',
      pub_date: before.pub_date,
    });
    expect(wasUpdatedAfterPublishing(after)).toBe(true);
    // Cached lists, search and the feed show the new text at once.
    expect(await categoryTitles()).toContain('Harbour plan revised');
    expect(await categoryTitles()).not.toContain('Harbour plan approved');
    expect(await searchTitles('revised')).toContain('Harbour plan revised');
    const newFeed = await t.app.inject({ url: FEED_PATHS.siteFeed });
    expect(newFeed.body).toContain('Harbour plan revised');
    expect(newFeed.headers.etag).not.toBe(etag);
    expect(
      await t.database.db
        .select()
        .from(articlePendingEdits)
        .where(eq(articlePendingEdits.articleId, id)),
    ).toHaveLength(0);
    expect((await call('draft', { news_id: id })).body.data?.pending_update).toBe(false);
  });

  it('refuses changes of someone else’s live article, changing nothing', async () => {
    const { news_id: id } = await publish('Quay market opens');
    const other = await callEndpoint(t, 'unpublishArticle', reader.token, { news_id: id });
    expect(other).toMatchObject({ status: 403, message: SERVER_MESSAGES.notYourArticle });
    const deleted = await callEndpoint(t, 'deleteArticle', reader.token, { news_id: id });
    expect(deleted).toMatchObject({ status: 403, message: SERVER_MESSAGES.notYourArticle });
    const updated = await callEndpoint(t, 'publishDraft', reader.token, { news_id: id });
    expect(updated.status).toBe(403);
    expect((await readerSees(id)).body.data).toMatchObject({ title: 'Quay market opens' });
  });

  it('unpublishes: the article is a draft with the author’s newest text, and leaves every list', async () => {
    const { news_id: id, version } = await publish('Ferry timetable changes');
    expect(await categoryTitles()).toContain('Ferry timetable changes');
    await save({ news_id: id, is_draft: true, base_version: version, title: 'Ferry timetable v2' });
    const taken = await call('unpublishArticle', { news_id: id });
    expect(taken).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.articleUnpublished });
    expect(taken.body.data).toMatchObject({ status: 'draft', published_at: null });
    expect(await readerSees(id)).toMatchObject({
      status: 404,
      message: SERVER_MESSAGES.articleNotFound,
    });
    expect(await categoryTitles()).not.toContain('Ferry timetable changes');
    expect(await searchTitles('ferry')).toEqual([]);
    expect(await feed()).not.toContain('Ferry timetable');
    const mostWatched = await call('mostWatched', {}, null);
    expect((mostWatched.body.data as Array<{ id: number }>).map((item) => item.id)).not.toContain(
      id,
    );
    const drafts = await call('drafts', {});
    expect(drafts.body.data).toContainEqual(
      expect.objectContaining({ id, title: 'Ferry timetable v2', status: 'draft' }),
    );
    // Again: it is no longer published.
    expect(await call('unpublishArticle', { news_id: id })).toMatchObject({
      status: 409,
      message: SERVER_MESSAGES.notPublished,
    });
  });

  it('deletes a rewarded, commented article: 410 for readers, no coin moves, nothing dangles', async () => {
    const { news_id: id } = await publish('Lighthouse reopens');
    expect(
      (await callEndpoint(t, 'addComment', reader.token, { news_id: id, text: 'Lovely.' })).status,
    ).toBe(200);
    const reward = await callEndpoint(t, 'rewardAuthor', reader.token, {
      user_id: author.userId,
      amount: 7,
      news_id: id,
      idempotency_key: 'published-edits-reward-1',
    });
    expect(reward.status).toBe(200);
    const wallets = async () =>
      Object.fromEntries(
        (await t.database.db.select({ id: users.id, wallet: users.wallet }).from(users)).map(
          (row) => [row.id, row.wallet],
        ),
      );
    const ledgerBefore = await wallets();
    const unreadBefore = (await call('unreadNotificationCount', {}, reader.token)).body.data
      .unread_count;

    const deleted = await call('deleteArticle', { news_id: id });
    expect(deleted).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.articleDeleted });
    expect(await readerSees(id)).toMatchObject({
      status: 410,
      message: SERVER_MESSAGES.articleRemoved,
    });
    expect(await call('deleteArticle', { news_id: id })).toMatchObject({
      status: 410,
      message: SERVER_MESSAGES.articleRemoved,
    });
    expect(await call('comments', { news_id: id }, null)).toMatchObject({ status: 404 });
    expect(await categoryTitles()).not.toContain('Lighthouse reopens');
    expect(await feed()).not.toContain('Lighthouse reopens');

    // No coin moved back or forth; each wallet still equals its ledger; the line shows no article.
    expect(await wallets()).toEqual(ledgerBefore);
    const sums = await t.database.db.execute(sql`
      select u.id, u.wallet,
        coalesce((select sum(amount) from ${coinTransfers} where to_user_id = u.id), 0)
          - coalesce((select sum(amount) from ${coinTransfers} where from_user_id = u.id), 0)
          as ledger
      from ${users} u`);
    for (const row of (sums as unknown as { rows: Array<{ wallet: unknown; ledger: unknown }> })
      .rows) {
      expect(Number(row.wallet)).toBe(Number(row.ledger));
    }
    const history = await call('walletHistory', {}, reader.token);
    expect(history.body.data[0]).toMatchObject({ kind: 'reward', amount: 7, article: null });
    // The follower's "published" notification of it is gone, and its count with it.
    const left = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.articleId, id));
    expect(left.map((row) => row.kind)).toEqual(['reward']);
    const unreadAfter = (await call('unreadNotificationCount', {}, reader.token)).body.data
      .unread_count;
    expect(unreadAfter).toBe(unreadBefore - 1);
    const [counted] = await t.database.db
      .select({ unread: users.unreadNotifications })
      .from(users)
      .where(eq(users.id, reader.userId));
    const listed = await call('notifications', { limit: 50 }, reader.token);
    expect(counted?.unread).toBe(
      (listed.body.data as Array<{ read: boolean }>).filter((item) => !item.read).length,
    );
  });

  it('deletes drafts too; one never published is not recorded as removed', async () => {
    const draft = await save({ is_draft: true, title: 'Never published' });
    const id = draft.data.news_id;
    expect(await call('deleteArticle', { news_id: id })).toMatchObject({ status: 200 });
    expect(await call('deleteArticle', { news_id: id })).toMatchObject({
      status: 404,
      message: SERVER_MESSAGES.articleNotFound,
    });
    expect(await readerSees(id)).toMatchObject({ status: 404 });
  });
});
