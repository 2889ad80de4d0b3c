import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_REFUSALS,
  ACCOUNT_SUCCESS,
  accountExportFileName,
  DELETED_ACCOUNT_NAME,
  endpoints,
  SERVER_MESSAGES,
} from '@byline/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseVerifier, type IdentityVerifier } from '../src/auth/identity';
import { subscriptions, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { callEndpoint, saveArticle } from './helpers/community';
import {
  emulatorHost,
  projectId,
  signInWithPassword,
  signUp,
  verifyEmail,
} from './helpers/emulator';

const PASSWORD = 'secret-123';
const RUN = randomUUID().slice(0, 8);

describe.each(testBackends())('the account on $name', (backend) => {
  const address = (local: string) => `${local}.account.${backend.name}.${RUN}@example.test`;
  let t: TestApp;
  let identity: IdentityVerifier;

  beforeAll(async () => {
    identity = createFirebaseVerifier({ projectId: projectId(), emulatorHost: emulatorHost() });
    t = await createTestApp(backend, { identity });
  });
  afterAll(async () => {
    await t.close();
    await identity.close();
  });

  /** A verified Firebase account signed in to Byline: its session, user id and a fresh ID token. */
  async function person(local: string) {
    const email = address(local);
    const created = await signUp(email, PASSWORD);
    await verifyEmail({ ...created, email });
    const { idToken, localId } = await signInWithPassword(email, PASSWORD);
    const registered = await callEndpoint(t, 'registration', undefined, {
      full_name: `Person ${local}`,
      user_email: email,
      device_token: '',
      user_name: local,
      identity: idToken,
      login_type: 'email',
      platform: 3,
    });
    expect(registered.status).toBe(200);
    const token = registered.body.data.token.replace(/^Bearer /, '');
    return { email, uid: localId, token, userId: registered.body.data.user_id };
  }

  /** A fresh confirmation: signing in again with the password, as the account page does. */
  const confirmation = async (email: string) => (await signInWithPassword(email, PASSWORD)).idToken;

  const deleteWith = (token: string, fields: { identity: string; articles: string }) =>
    callEndpoint(t, 'deleteAccount', token, fields);

  const totals = async () => {
    const result = (await t.database.db.execute(sql`
      select (select coalesce(sum(wallet), 0) from users)::bigint as wallets,
        (select coalesce(sum(amount), 0) from coin_transfers where kind = 'grant')::bigint as grants
    `)) as unknown as { rows: Array<{ wallets: string | number; grants: string | number }> };
    const row = result.rows[0];
    return { wallets: Number(row?.wallets), grants: Number(row?.grants) };
  };

  it('answers the download as a file with the person’s articles, comments, follows and ledger', async () => {
    const writer = await person('exporter');
    const reader = await person('export-reader');
    const published = await saveArticle(t, writer.token, { title: 'Exported story' });
    await saveArticle(t, writer.token, { title: 'Exported draft', isDraft: true });
    await callEndpoint(t, 'addComment', writer.token, { news_id: published, text: 'My note.' });
    await callEndpoint(t, 'follow', writer.token, { user_id: reader.userId });
    await callEndpoint(t, 'rewardAuthor', reader.token, {
      user_id: writer.userId,
      amount: 7,
      news_id: published,
      idempotency_key: `export-${RUN}`,
    });
    await callEndpoint(t, 'subscribe', undefined, { email: writer.email });

    const response = await t.call({
      method: 'GET',
      url: endpoints.exportAccount.path,
      token: writer.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${accountExportFileName(writer.userId)}"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = endpoints.exportAccount.response.parse(response.json());
    expect(data.profile).toMatchObject({ user_id: writer.userId, user_email: writer.email });
    expect(data.articles.map((article) => [article.title, article.status])).toEqual([
      ['Exported story', 'published'],
      ['Exported draft', 'draft'],
    ]);
    expect(data.comments.map((comment) => comment.text)).toEqual(['My note.']);
    expect(data.following.map((follow) => follow.user.user_id)).toEqual([reader.userId]);
    expect(data.wallet.ledger.map((line) => [line.kind, line.direction, line.amount])).toEqual([
      ['grant', 'in', 100],
      ['reward', 'in', 7],
    ]);
    expect(data.wallet.balance).toBe(107);
    expect(data.newsletter.subscribed).toBe(true);

    // Only with a session: the file is the caller's own.
    const anonymous = await t.call({ method: 'GET', url: endpoints.exportAccount.path });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a confirmation of another account, an old one or a forged one, changing nothing', async () => {
    const owner = await person('careful');
    const stranger = await person('stranger');
    const other = await deleteWith(owner.token, {
      identity: await confirmation(stranger.email),
      articles: 'keep',
    });
    expect([other.status, other.message]).toEqual([403, ACCOUNT_REFUSALS.identityMismatch]);

    // The emulator refuses a token whose sign-in predates the account, so the provider's
    // answer is aged instead: the same account, signed in ten minutes ago.
    const aged: IdentityVerifier = {
      ...identity,
      verify: async (idToken) => ({
        ...(await identity.verify(idToken)),
        authTime: new Date(Date.now() - 10 * 60_000),
      }),
    };
    const later = await createTestApp(backend, { identity: aged, database: t.database });
    try {
      const stale = await callEndpoint(later, 'deleteAccount', owner.token, {
        identity: await confirmation(owner.email),
        articles: 'keep',
      });
      expect([stale.status, stale.message]).toEqual([401, ACCOUNT_REFUSALS.confirmationTooOld]);
    } finally {
      await later.close();
    }

    const forged = await deleteWith(owner.token, { identity: 'not-a-token', articles: 'keep' });
    expect([forged.status, forged.message]).toEqual([401, SERVER_MESSAGES.invalidIdentity]);

    // Still there, still signed in.
    const details = await callEndpoint(t, 'userDetails', owner.token, { user_id: owner.userId });
    expect(details.status).toBe(200);
  });

  it('deletes an account keeping its articles under the deleted author’s name', async () => {
    const leaving = await person('leaving');
    const friend = await person('friend');
    const kept = await saveArticle(t, leaving.token, { title: 'A story that stays' });
    const draft = await saveArticle(t, leaving.token, { title: 'Unfinished', isDraft: true });
    await callEndpoint(t, 'addComment', leaving.token, { news_id: kept, text: 'Thanks all.' });
    await callEndpoint(t, 'follow', friend.token, { user_id: leaving.userId });
    await callEndpoint(t, 'follow', leaving.token, { user_id: friend.userId });
    await callEndpoint(t, 'rewardAuthor', friend.token, {
      user_id: leaving.userId,
      amount: 3,
      news_id: kept,
      idempotency_key: `keep-${RUN}`,
    });
    await callEndpoint(t, 'subscribe', undefined, { email: leaving.email });
    const before = await totals();

    const deleted = await deleteWith(leaving.token, {
      identity: await confirmation(leaving.email),
      articles: 'keep',
    });
    expect(deleted.status).toBe(200);
    expect(deleted.message).toBe(ACCOUNT_SUCCESS.accountDeleted);
    expect(deleted.body.data).toEqual({
      articles_kept: 1,
      articles_removed: 0,
      comments_kept: 1,
      comments_removed: 0,
    });

    // The session is over; deleting again says it happened already.
    const after = await callEndpoint(t, 'userDetails', leaving.token, { user_id: leaving.userId });
    expect(after.status).toBe(401);
    const again = await deleteWith(leaving.token, { identity: 'x', articles: 'keep' });
    expect([again.status, again.message]).toEqual([410, ACCOUNT_REFUSALS.accountAlreadyDeleted]);

    // The profile is gone; the kept article and comment name the deleted author.
    const profile = await callEndpoint(t, 'authorProfile', undefined, { user_id: leaving.userId });
    expect([profile.status, profile.message]).toEqual([410, ACCOUNT_REFUSALS.accountDeleted]);
    const article = await callEndpoint(t, 'articleById', undefined, { news_id: kept });
    expect(article.body.data.author).toMatchObject({
      full_name: DELETED_ACCOUNT_NAME,
      user_profile: null,
    });
    const comments = await callEndpoint(t, 'comments', undefined, { news_id: kept });
    expect(comments.body.data.map((comment) => comment.author?.full_name)).toEqual([
      DELETED_ACCOUNT_NAME,
    ]);
    const gone = await callEndpoint(t, 'articleById', undefined, { news_id: draft });
    expect(gone.status).toBe(404);

    // Follows are gone both ways, with the friend's counts; nobody can follow the account again.
    const friendProfile = await callEndpoint(t, 'authorProfile', undefined, {
      user_id: friend.userId,
    });
    expect(friendProfile.body.data.profile).toMatchObject({
      followers_count: 0,
      following_count: 0,
    });
    const follow = await callEndpoint(t, 'follow', friend.token, { user_id: leaving.userId });
    expect([follow.status, follow.message]).toEqual([404, SERVER_MESSAGES.userNotFound]);

    // Every coin is still accounted for; the friend's ledger keeps the reward.
    expect(await totals()).toEqual(before);
    const wallet = await callEndpoint(t, 'walletHistory', friend.token, {});
    expect(wallet.body.data[0]?.counterparty?.full_name).toBe(DELETED_ACCOUNT_NAME);

    // Nothing personal stays; the newsletter forgets the address; Firebase forgets the account.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, leaving.userId));
    expect(row).toMatchObject({ email: '', fullName: DELETED_ACCOUNT_NAME, authorBio: '' });
    expect(row?.deletedAt).not.toBeNull();
    const subscribed = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, leaving.email));
    expect(subscribed).toEqual([]);
    await expect(signInWithPassword(leaving.email, PASSWORD)).rejects.toThrow(/EMAIL_NOT_FOUND/);
  });

  it('deletes an account removing its articles and comments: their addresses answer 410', async () => {
    const leaving = await person('remover');
    const neighbour = await person('neighbour');
    const theirs = await saveArticle(t, neighbour.token, { title: 'Neighbour story' });
    const removed = await saveArticle(t, leaving.token, { title: 'A story that goes' });
    await callEndpoint(t, 'addComment', leaving.token, { news_id: theirs, text: 'Bye.' });
    await callEndpoint(t, 'addComment', neighbour.token, { news_id: removed, text: 'Sad.' });

    const deleted = await deleteWith(leaving.token, {
      identity: await confirmation(leaving.email),
      articles: 'remove',
    });
    expect(deleted.body.data).toEqual({
      articles_kept: 0,
      articles_removed: 1,
      comments_kept: 0,
      comments_removed: 1,
    });
    const article = await callEndpoint(t, 'articleById', undefined, { news_id: removed });
    expect([article.status, article.message]).toEqual([410, SERVER_MESSAGES.articleRemoved]);
    const comments = await callEndpoint(t, 'comments', undefined, { news_id: theirs });
    expect(comments.body.data).toEqual([]);
    expect(comments.body.total).toBe(0);
  });
});
