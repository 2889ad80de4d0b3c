import {
  COMMENT_RATE_LIMIT,
  type Comment,
  type FollowEntry,
  type Notification,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
  type WalletEntry,
} from '@byline/api-client/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELCOME_GRANT_COINS } from '../src/constants';
import { articles, coinTransfers, comments, follows, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { callEndpoint, readAllPages, saveArticle } from './helpers/community';

type User = { userId: number; token: string };

/**
 * Comments, follows, coins and notifications (docs/adr/0015) as their users see them,
 * through the HTTP calls, on each database.
 */
describe.each(testBackends())('the community on $name', (backend) => {
  let t: TestApp;
  let author: User;
  let reader: User;
  let db: TestApp['database']['db'];

  beforeAll(async () => {
    // The per-user comment limit has its own test (a second server with the default limit).
    t = await createTestApp(backend, { rateLimits: { comments: 10_000 } });
    db = t.database.db;
    author = await t.createUser('Ada Author');
    reader = await t.createUser('Rita Reader');
  });
  afterAll(() => t.close());

  const call = <Name extends Parameters<typeof callEndpoint>[1]>(
    name: Name,
    user: User | undefined,
    fields: Record<string, string | number | boolean> = {},
  ) => callEndpoint(t, name, user?.token, fields);

  const balanceOf = async (userId: number) =>
    (await db.select({ wallet: users.wallet }).from(users).where(eq(users.id, userId)))[0]?.wallet;
  const commentCountOf = async (articleId: number) =>
    (
      await db.select({ n: articles.commentCount }).from(articles).where(eq(articles.id, articleId))
    )[0]?.n;
  const notificationsOf = async (user: User) => {
    // Publications are told by a job (docs/adr/0028): the ones due now run first.
    await t.runJobs();
    const { items } = await readAllPages(async (cursor) => {
      const answer = await call('notifications', user, cursor ? { cursor } : {});
      expect(answer.status).toBe(200);
      return answer.body;
    });
    return items as Notification[];
  };
  const unreadOf = async (user: User) =>
    (await call('unreadNotificationCount', user)).body.data.unread_count;

  describe('comments', () => {
    it('are posted, listed, edited and deleted by their writer only', async () => {
      const articleId = await saveArticle(t, author.token);
      const posted = await call('addComment', reader, { news_id: articleId, text: '  First!  ' });
      expect(posted.status).toBe(200);
      expect(posted.message).toBe(SUCCESS_MESSAGES.commentPosted);
      const comment = posted.body.data;
      expect(comment).toMatchObject({
        news_id: articleId,
        text: 'First!',
        author: { user_id: reader.userId, full_name: 'Rita Reader' },
      });
      expect(comment.updated_at).toBe(comment.created_at);

      const listed = await call('comments', undefined, { news_id: articleId });
      expect(listed.body).toMatchObject({ total: 1, next_cursor: null });
      expect(listed.body.data).toEqual([comment]);

      // Someone else, even the article's author, can neither edit nor delete it.
      for (const name of ['editComment', 'deleteComment'] as const) {
        const refused = await call(name, author, { comment_id: comment.id, text: 'Mine' });
        expect(refused).toMatchObject({ status: 403, message: SERVER_MESSAGES.notYourComment });
      }

      const edited = await call('editComment', reader, { comment_id: comment.id, text: 'Second' });
      expect(edited.status).toBe(200);
      expect(edited.body.data.text).toBe('Second');
      expect(Date.parse(edited.body.data.updated_at)).toBeGreaterThanOrEqual(
        Date.parse(comment.created_at),
      );
      expect((await call('comments', undefined, { news_id: articleId })).body.data[0]?.text).toBe(
        'Second',
      );

      const deleted = await call('deleteComment', reader, { comment_id: comment.id });
      expect(deleted).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.commentDeleted });
      expect((await call('comments', undefined, { news_id: articleId })).body).toMatchObject({
        data: [],
        total: 0,
      });
      expect(await commentCountOf(articleId)).toBe(0);
      const again = await call('deleteComment', reader, { comment_id: comment.id });
      expect(again).toMatchObject({ status: 404, message: SERVER_MESSAGES.commentNotFound });
    });

    it('page newest first without duplicates or gaps, also while new ones arrive', async () => {
      const articleId = await saveArticle(t, author.token);
      const posted: number[] = [];
      for (let index = 0; index < 23; index += 1) {
        const answer = await call('addComment', reader, { news_id: articleId, text: `#${index}` });
        posted.push(answer.body.data.id);
      }
      let arrived = false;
      const { items, pages } = await readAllPages(async (cursor) => {
        const answer = await call('comments', undefined, {
          news_id: articleId,
          limit: 5,
          ...(cursor ? { cursor } : {}),
        });
        expect(answer.body.total).toBe(23 + (arrived ? 1 : 0));
        if (!arrived) {
          // A comment posted between two pages belongs to a new first page, not to this reading.
          arrived = true;
          await call('addComment', author, { news_id: articleId, text: 'Late' });
        }
        return answer.body;
      });
      expect(pages).toBe(5);
      expect(items.map((comment: Comment) => comment.id)).toEqual([...posted].reverse());
    });

    it("are hidden by the article's author only, from every list and count", async () => {
      const articleId = await saveArticle(t, author.token);
      const kept = (await call('addComment', reader, { news_id: articleId, text: 'Kind' })).body
        .data;
      const rude = (await call('addComment', reader, { news_id: articleId, text: 'Rude' })).body
        .data;
      const byWriter = await call('hideComment', reader, { comment_id: rude.id });
      expect(byWriter).toMatchObject({
        status: 403,
        message: SERVER_MESSAGES.onlyArticleAuthorHides,
      });

      const hidden = await call('hideComment', author, { comment_id: rude.id });
      expect(hidden).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.commentHidden });
      const listed = await call('comments', undefined, { news_id: articleId });
      expect(listed.body.data.map((comment) => comment.id)).toEqual([kept.id]);
      expect(listed.body.total).toBe(1);
      expect(await commentCountOf(articleId)).toBe(1);
      // Gone for its writer too: it can be neither edited nor deleted, nor hidden twice.
      expect(
        (await call('editComment', reader, { comment_id: rude.id, text: 'Sorry' })).status,
      ).toBe(404);
      expect((await call('deleteComment', reader, { comment_id: rude.id })).status).toBe(404);
      expect((await call('hideComment', author, { comment_id: rude.id })).status).toBe(404);
      expect(await commentCountOf(articleId)).toBe(1);
    });

    it('are plain text: markup comes back as the characters typed', async () => {
      const articleId = await saveArticle(t, author.token);
      const text = '<script>alert(1)</script> <b>bold</b> &amp; a < b';
      const posted = await call('addComment', reader, { news_id: articleId, text });
      expect(posted.body.data.text).toBe(text);
      const listed = await call('comments', undefined, { news_id: articleId });
      expect(listed.body.data[0]?.text).toBe(text);
    });

    it('disappear with their article when it is taken back to a draft', async () => {
      const articleId = await saveArticle(t, author.token);
      const comment = (await call('addComment', reader, { news_id: articleId, text: 'Hi' })).body
        .data;
      expect((await call('unpublishArticle', author, { news_id: articleId })).status).toBe(200);
      expect((await call('comments', undefined, { news_id: articleId })).status).toBe(404);
      expect(
        (await call('editComment', reader, { comment_id: comment.id, text: 'x' })).status,
      ).toBe(404);
      expect((await call('addComment', reader, { news_id: articleId, text: 'x' })).status).toBe(
        404,
      );
      // Deleting the draft deletes its comments.
      expect((await call('deleteDraft', author, { news_id: articleId })).status).toBe(200);
      const left = await db
        .select({ n: count() })
        .from(comments)
        .where(eq(comments.articleId, articleId));
      expect(left[0]?.n).toBe(0);
    });

    it('a burst of posts is refused with 429 past the per-user limit, storing nothing more', async () => {
      // A second server on the same database, with the real limit.
      const limited = await createTestApp(backend, { database: t.database });
      try {
        const articleId = await saveArticle(t, author.token);
        const writer = await t.createUser('Busy Writer');
        const burst = COMMENT_RATE_LIMIT.posts * 2;
        const answers = await Promise.all(
          Array.from({ length: burst }, (_, index) =>
            callEndpoint(limited, 'addComment', writer.token, {
              news_id: articleId,
              text: `Post ${index}`,
            }),
          ),
        );
        const statuses = answers.map((answer) => answer.status).sort();
        expect(statuses).toEqual([
          ...Array(COMMENT_RATE_LIMIT.posts).fill(200),
          ...Array(burst - COMMENT_RATE_LIMIT.posts).fill(429),
        ]);
        for (const answer of answers.filter((a) => a.status === 429)) {
          expect(answer.message).toBe(SERVER_MESSAGES.commentRateLimited);
        }
        const stored = await db
          .select({ n: count() })
          .from(comments)
          .where(eq(comments.articleId, articleId));
        expect(stored[0]?.n).toBe(COMMENT_RATE_LIMIT.posts);
        expect(await commentCountOf(articleId)).toBe(COMMENT_RATE_LIMIT.posts);
        // Per user: someone else may still post.
        const other = await t.createUser('Calm Writer');
        const calm = await callEndpoint(limited, 'addComment', other.token, {
          news_id: articleId,
          text: 'Calm',
        });
        expect(calm.status).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });

  describe('follows', () => {
    const profileOf = async (userId: number) =>
      (await call('authorProfile', undefined, { user_id: userId })).body.data.profile;

    it('follow and unfollow are idempotent and answer the state', async () => {
      const writer = await t.createUser('Idem Writer');
      const fan = await t.createUser('Idem Fan');
      const first = await call('follow', fan, { user_id: writer.userId });
      expect(first).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.followed });
      expect(first.body.data).toEqual({
        user_id: writer.userId,
        following: true,
        followers_count: 1,
      });
      const second = await call('follow', fan, { user_id: writer.userId });
      expect(second.body.data).toEqual(first.body.data);
      expect((await call('followStatus', fan, { user_id: writer.userId })).body.data).toEqual(
        first.body.data,
      );
      expect(await profileOf(writer.userId)).toMatchObject({
        followers_count: 1,
        following_count: 0,
      });
      expect(await profileOf(fan.userId)).toMatchObject({ followers_count: 0, following_count: 1 });

      const gone = await call('unfollow', fan, { user_id: writer.userId });
      expect(gone).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.unfollowed });
      expect(gone.body.data).toEqual({
        user_id: writer.userId,
        following: false,
        followers_count: 0,
      });
      expect((await call('unfollow', fan, { user_id: writer.userId })).body.data).toEqual(
        gone.body.data,
      );
      expect(await profileOf(fan.userId)).toMatchObject({ following_count: 0 });
      expect((await call('unfollow', fan, { user_id: fan.userId })).status).toBe(400);
    });

    it('counts stay right under concurrent follows and unfollows of many users', async () => {
      const star = await t.createUser('Star Writer');
      const fans = await Promise.all(
        Array.from({ length: 24 }, (_, index) => t.createUser(`Fan ${index}`)),
      );
      // Everyone follows at once, some twice; then half leave while the others follow again,
      // and the star follows some fans back at the same time (mutual follows: no deadlock).
      const firstWave = await Promise.all([
        ...fans.map((fan) => call('follow', fan, { user_id: star.userId })),
        ...fans.slice(0, 6).map((fan) => call('follow', fan, { user_id: star.userId })),
        ...fans.slice(0, 6).map((fan) => call('follow', star, { user_id: fan.userId })),
      ]);
      expect(firstWave.every((answer) => answer.status === 200)).toBe(true);
      const leaving = fans.slice(0, 12);
      const secondWave = await Promise.all([
        ...leaving.map((fan) => call('unfollow', fan, { user_id: star.userId })),
        ...fans.slice(12).map((fan) => call('follow', fan, { user_id: star.userId })),
        ...fans.slice(0, 6).map((fan) => call('unfollow', star, { user_id: fan.userId })),
      ]);
      expect(secondWave.every((answer) => answer.status === 200)).toBe(true);

      const rows = await db
        .select({ n: count() })
        .from(follows)
        .where(eq(follows.followeeId, star.userId));
      expect(rows[0]?.n).toBe(12);
      expect(await profileOf(star.userId)).toMatchObject({
        followers_count: 12,
        following_count: 0,
      });
      for (const [index, fan] of fans.entries()) {
        expect(await profileOf(fan.userId)).toMatchObject({
          following_count: index < 12 ? 0 : 1,
          followers_count: 0,
        });
      }
    });

    it('counts stay right when one user races follow against unfollow', async () => {
      const writer = await t.createUser('Raced Writer');
      const fan = await t.createUser('Racing Fan');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          call(index % 2 === 0 ? 'follow' : 'unfollow', fan, { user_id: writer.userId }),
        ),
      );
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      const [row] = await db
        .select({ n: count() })
        .from(follows)
        .where(and(eq(follows.followerId, fan.userId), eq(follows.followeeId, writer.userId)));
      const following = row?.n ?? 0;
      expect(await profileOf(writer.userId)).toMatchObject({ followers_count: following });
      expect(await profileOf(fan.userId)).toMatchObject({ following_count: following });
      const status = await call('followStatus', fan, { user_id: writer.userId });
      expect(status.body.data.following).toBe(following === 1);
    });

    it('lists followers and following newest first, page by page', async () => {
      const writer = await t.createUser('Listed Writer');
      const fans: User[] = [];
      for (let index = 0; index < 12; index += 1) {
        const fan = await t.createUser(`Listed Fan ${index}`);
        await call('follow', fan, { user_id: writer.userId });
        fans.push(fan);
      }
      const followers = await readAllPages(async (cursor) => {
        const answer = await call('followers', undefined, {
          user_id: writer.userId,
          limit: 5,
          ...(cursor ? { cursor } : {}),
        });
        expect(answer.status).toBe(200);
        return answer.body;
      });
      expect(followers.pages).toBe(3);
      expect(followers.items.map((entry: FollowEntry) => entry.user_id)).toEqual(
        fans.map((fan) => fan.userId).reverse(),
      );
      expect(followers.items[0]).toMatchObject({ full_name: 'Listed Fan 11' });

      const busy = fans[0] as User;
      const followed: number[] = [writer.userId];
      for (const other of fans.slice(1, 7)) {
        await call('follow', busy, { user_id: other.userId });
        followed.push(other.userId);
      }
      const following = await readAllPages(async (cursor) => {
        const answer = await call('following', undefined, {
          user_id: busy.userId,
          limit: 3,
          ...(cursor ? { cursor } : {}),
        });
        return answer.body;
      });
      expect(following.items.map((entry: FollowEntry) => entry.user_id)).toEqual(
        followed.reverse(),
      );

      for (const name of ['followers', 'following'] as const) {
        const missing = await call(name, undefined, { user_id: 2_147_483_647 });
        expect(missing).toMatchObject({ status: 404, message: SERVER_MESSAGES.userNotFound });
      }
    });
  });

  describe('coins', () => {
    const historyOf = async (user: User, limit = 50) => {
      const { items } = await readAllPages(async (cursor) => {
        const answer = await call('walletHistory', user, { limit, ...(cursor ? { cursor } : {}) });
        expect(answer.status).toBe(200);
        return answer.body;
      });
      return items as WalletEntry[];
    };

    it('a new account holds the welcome grant, in its balance and its history', async () => {
      const newcomer = await t.createUser('New Comer');
      const answer = await call('walletHistory', newcomer);
      expect(answer.body.balance).toBe(WELCOME_GRANT_COINS);
      expect(answer.body.data).toEqual([
        expect.objectContaining({
          direction: 'in',
          kind: 'grant',
          amount: WELCOME_GRANT_COINS,
          counterparty: null,
          article: null,
        }),
      ]);
      const details = await call('userDetails', newcomer, { user_id: newcomer.userId });
      expect(details.body.data.my_wallet).toBe(WELCOME_GRANT_COINS);
    });

    it('a reward moves coins and shows in both histories', async () => {
      const writer = await t.createUser('Paid Writer');
      const patron = await t.createUser('Patron');
      const articleId = await saveArticle(t, writer.token, { title: 'Worth a coin' });
      const sent = await call('rewardAuthor', patron, {
        user_id: writer.userId,
        amount: 30,
        news_id: articleId,
        idempotency_key: 'reward-one-0001',
      });
      expect(sent).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.rewardSent(30) });
      expect(sent.body.data.balance).toBe(WELCOME_GRANT_COINS - 30);
      expect(sent.body.data.transfer).toMatchObject({
        direction: 'out',
        kind: 'reward',
        amount: 30,
        counterparty: { user_id: writer.userId, full_name: 'Paid Writer' },
        article: { id: articleId, title: 'Worth a coin' },
      });

      const patronLines = await historyOf(patron);
      expect(patronLines.map((line) => [line.direction, line.kind, line.amount])).toEqual([
        ['out', 'reward', 30],
        ['in', 'grant', WELCOME_GRANT_COINS],
      ]);
      expect(patronLines[0]).toEqual(sent.body.data.transfer);
      const writerLines = await historyOf(writer);
      expect(writerLines[0]).toMatchObject({
        id: sent.body.data.transfer.id,
        direction: 'in',
        kind: 'reward',
        amount: 30,
        counterparty: { user_id: patron.userId, full_name: 'Patron' },
        article: { id: articleId, title: 'Worth a coin' },
      });
      const profile = await call('authorProfile', undefined, { user_id: writer.userId });
      expect(profile.body.data.profile.my_wallet).toBe(WELCOME_GRANT_COINS + 30);
      expect((await call('walletHistory', writer)).body.balance).toBe(WELCOME_GRANT_COINS + 30);
    });

    it('a retried reward (same key) is answered again and charges once, even at once', async () => {
      const writer = await t.createUser('Retry Writer');
      const patron = await t.createUser('Retry Patron');
      const reward = { user_id: writer.userId, amount: 7, idempotency_key: 'retry-key-0001' };
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => call('rewardAuthor', patron, reward)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
      const ids = new Set(answers.map((answer) => answer.body.data.transfer.id));
      expect(ids.size).toBe(1);
      expect(await balanceOf(patron.userId)).toBe(WELCOME_GRANT_COINS - 7);
      expect(await balanceOf(writer.userId)).toBe(WELCOME_GRANT_COINS + 7);
      const later = await call('rewardAuthor', patron, reward);
      expect(later.body.data.transfer.id).toBe([...ids][0]);
      expect(later.body.data.balance).toBe(WELCOME_GRANT_COINS - 7);
    });

    it('a different reward with a used key is refused, and nothing moves', async () => {
      const writer = await t.createUser('Key Writer');
      const patron = await t.createUser('Key Patron');
      const key = 'used-key-00001';
      await call('rewardAuthor', patron, {
        user_id: writer.userId,
        amount: 5,
        idempotency_key: key,
      });
      for (const change of [{ amount: 6 }, { user_id: author.userId }]) {
        const refused = await call('rewardAuthor', patron, {
          user_id: writer.userId,
          amount: 5,
          idempotency_key: key,
          ...change,
        });
        expect(refused).toMatchObject({
          status: 409,
          message: SERVER_MESSAGES.idempotencyKeyReused,
        });
      }
      expect(await balanceOf(patron.userId)).toBe(WELCOME_GRANT_COINS - 5);
      expect(await balanceOf(writer.userId)).toBe(WELCOME_GRANT_COINS + 5);
    });

    it('a reward beyond the balance is refused and leaves both balances as they were', async () => {
      const writer = await t.createUser('Short Writer');
      const patron = await t.createUser('Short Patron');
      const refused = await call('rewardAuthor', patron, {
        user_id: writer.userId,
        amount: WELCOME_GRANT_COINS + 1,
        idempotency_key: 'too-much-00001',
      });
      expect(refused).toMatchObject({ status: 409, message: SERVER_MESSAGES.notEnoughCoins });
      expect(await balanceOf(patron.userId)).toBe(WELCOME_GRANT_COINS);
      expect(await balanceOf(writer.userId)).toBe(WELCOME_GRANT_COINS);
      const lines = await db
        .select({ n: count() })
        .from(coinTransfers)
        .where(eq(coinTransfers.fromUserId, patron.userId));
      expect(lines[0]?.n).toBe(0);
      // The whole balance is fine; the key refused before is free.
      const all = await call('rewardAuthor', patron, {
        user_id: writer.userId,
        amount: WELCOME_GRANT_COINS,
        idempotency_key: 'too-much-00001',
      });
      expect(all.body.data.balance).toBe(0);
    });

    it('nobody rewards themselves, a missing user or an article that is not the recipient’s', async () => {
      const self = await call('rewardAuthor', reader, {
        user_id: reader.userId,
        amount: 1,
        idempotency_key: 'self-reward-01',
      });
      expect(self).toMatchObject({ status: 400, message: SERVER_MESSAGES.cannotRewardYourself });
      const missing = await call('rewardAuthor', reader, {
        user_id: 2_147_483_647,
        amount: 1,
        idempotency_key: 'missing-user-1',
      });
      expect(missing).toMatchObject({ status: 404, message: SERVER_MESSAGES.userNotFound });
      const draftId = await saveArticle(t, author.token, { isDraft: true });
      const draft = await call('rewardAuthor', reader, {
        user_id: author.userId,
        amount: 1,
        news_id: draftId,
        idempotency_key: 'draft-reward-1',
      });
      expect(draft).toMatchObject({ status: 404, message: SERVER_MESSAGES.articleNotFound });
    });

    it('a history pages through every line once, newest first', async () => {
      const writer = await t.createUser('Paged Writer');
      const patron = await t.createUser('Paged Patron');
      for (let index = 0; index < 5; index += 1) {
        await call('rewardAuthor', patron, {
          user_id: writer.userId,
          amount: 1 + index,
          idempotency_key: `paged-out-${index}`,
        });
        await call('rewardAuthor', writer, {
          user_id: patron.userId,
          amount: 2,
          idempotency_key: `paged-back-${index}`,
        });
      }
      const lines = await historyOf(patron, 3);
      expect(lines).toHaveLength(11);
      const ids = lines.map((line) => line.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const sum = lines.reduce(
        (total, l) => total + (l.direction === 'in' ? l.amount : -l.amount),
        0,
      );
      expect(sum).toBe(await balanceOf(patron.userId));
    });
  });

  describe('notifications', () => {
    it('tell of follows, rewards, comments and publications, with who, what and how much', async () => {
      const writer = await t.createUser('Noted Writer');
      const fan = await t.createUser('Noted Fan');
      await call('follow', fan, { user_id: writer.userId });
      await call('follow', fan, { user_id: writer.userId });
      const articleId = await saveArticle(t, writer.token, { title: 'Fresh news' });
      const comment = (await call('addComment', fan, { news_id: articleId, text: 'Nice' })).body
        .data;
      // Commenting on your own article tells nobody.
      await call('addComment', writer, { news_id: articleId, text: 'Thanks' });
      await call('rewardAuthor', fan, {
        user_id: writer.userId,
        amount: 4,
        news_id: articleId,
        idempotency_key: 'noted-reward-1',
      });

      const toWriter = await notificationsOf(writer);
      expect(toWriter.map((n) => n.kind)).toEqual(['reward', 'comment', 'follow']);
      const fanSummary = { user_id: fan.userId, full_name: 'Noted Fan', user_profile: null };
      const article = { id: articleId, title: 'Fresh news' };
      expect(toWriter).toEqual([
        expect.objectContaining({ kind: 'reward', actor: fanSummary, article, amount: 4 }),
        expect.objectContaining({
          kind: 'comment',
          actor: fanSummary,
          article,
          comment_id: comment.id,
          amount: null,
          read: false,
        }),
        expect.objectContaining({ kind: 'follow', actor: fanSummary, article: null }),
      ]);
      expect(await unreadOf(writer)).toBe(3);

      const toFan = await notificationsOf(fan);
      expect(toFan).toEqual([
        expect.objectContaining({
          kind: 'published',
          actor: { user_id: writer.userId, full_name: 'Noted Writer', user_profile: null },
          article,
        }),
      ]);
    });

    it('tell followers of an article once, at its first publication', async () => {
      const writer = await t.createUser('Publishing Writer');
      const fans = [await t.createUser('Fan One'), await t.createUser('Fan Two')];
      for (const fan of fans) await call('follow', fan, { user_id: writer.userId });
      const published = async (fan: User) =>
        (await notificationsOf(fan))
          .filter((n) => n.kind === 'published')
          .map((n) => n.article?.id);

      // A draft tells nobody; publishing it does (through publishDraft, and through a save).
      const viaPublish = await saveArticle(t, writer.token, { isDraft: true });
      const viaSave = await saveArticle(t, writer.token, { isDraft: true });
      expect(await published(fans[0] as User)).toEqual([]);
      expect((await call('publishDraft', writer, { news_id: viaPublish })).status).toBe(200);
      await saveArticle(t, writer.token, { newsId: viaSave });
      // Publishing again, or after taking it back to a draft, tells nobody again.
      await call('publishDraft', writer, { news_id: viaPublish });
      await saveArticle(t, writer.token, { newsId: viaPublish, isDraft: true });
      await call('publishDraft', writer, { news_id: viaPublish });
      await saveArticle(t, writer.token, { newsId: viaSave });
      // Each once (their jobs may run in either order).
      for (const fan of fans) {
        expect(await published(fan)).toEqual(expect.arrayContaining([viaSave, viaPublish]));
        expect(await published(fan)).toHaveLength(2);
      }
      expect(await notificationsOf(writer)).toEqual([
        expect.objectContaining({ kind: 'follow' }),
        expect.objectContaining({ kind: 'follow' }),
      ]);
    });

    it('are read one by one or all at once, each user only their own', async () => {
      const writer = await t.createUser('Reading Writer');
      const fans = [await t.createUser('Reader A'), await t.createUser('Reader B')];
      for (const fan of fans) await call('follow', fan, { user_id: writer.userId });
      const [newest, oldest] = await notificationsOf(writer);
      if (!newest || !oldest) throw new Error('two notifications expected');
      expect(await unreadOf(writer)).toBe(2);

      const opened = await call('markNotificationRead', writer, { notification_id: oldest.id });
      expect(opened).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.notificationRead });
      expect(opened.body.data).toEqual({ unread_count: 1 });
      // Again: nothing changes.
      expect(
        (await call('markNotificationRead', writer, { notification_id: oldest.id })).body.data,
      ).toEqual({ unread_count: 1 });
      const listed = await call('notifications', writer);
      expect(listed.body.unread_count).toBe(1);
      expect(listed.body.data.map((n) => n.read)).toEqual([false, true]);

      // Someone else's notification is as missing as one that never was.
      for (const notificationId of [newest.id, Number.MAX_SAFE_INTEGER]) {
        const refused = await call('markNotificationRead', fans[0], {
          notification_id: notificationId,
        });
        expect(refused).toMatchObject({
          status: 404,
          message: SERVER_MESSAGES.notificationNotFound,
        });
      }
      expect(await unreadOf(writer)).toBe(1);
      // Nobody else's list shows them.
      expect((await notificationsOf(fans[0] as User)).map((n) => n.id)).not.toContain(newest.id);

      const all = await call('markAllNotificationsRead', writer);
      expect(all).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.notificationsRead });
      expect(all.body.data).toEqual({ unread_count: 0 });
      expect(await unreadOf(writer)).toBe(0);
      expect((await notificationsOf(writer)).every((n) => n.read)).toBe(true);
    });

    it('tell an author of a follower once a day, however often Follow is toggled', async () => {
      const writer = await t.createUser('Toggled Writer');
      const fan = await t.createUser('Toggling Fan');
      for (let index = 0; index < 40; index += 1) {
        const name = index % 2 === 0 ? 'follow' : 'unfollow';
        expect((await call(name, fan, { user_id: writer.userId })).status).toBe(200);
      }
      // And at once, as many taps in flight together.
      const raced = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          call(index % 2 === 0 ? 'follow' : 'unfollow', fan, { user_id: writer.userId }),
        ),
      );
      expect(raced.every((answer) => answer.status === 200)).toBe(true);
      await call('follow', fan, { user_id: writer.userId });

      const follows = (await notificationsOf(writer)).filter((n) => n.kind === 'follow');
      expect(follows).toEqual([
        expect.objectContaining({ actor: expect.objectContaining({ user_id: fan.userId }) }),
      ]);
      expect(await unreadOf(writer)).toBe(1);

      // Another follower is news; so is the same follower on another day.
      const other = await t.createUser('Second Fan');
      await call('follow', other, { user_id: writer.userId });
      await db.execute(
        sql`update notifications set created_at = created_at - interval '1 day' where user_id = ${writer.userId} and actor_id = ${fan.userId}`,
      );
      await call('unfollow', fan, { user_id: writer.userId });
      await call('follow', fan, { user_id: writer.userId });
      const actors = (await notificationsOf(writer)).map((n) => n.actor.user_id);
      expect(actors).toEqual([fan.userId, other.userId, fan.userId]);
      expect(await unreadOf(writer)).toBe(3);
    });

    it('the unread count matches the unread rows after concurrent events and reads', async () => {
      const writer = await t.createUser('Busy Writer Two');
      const fans = await Promise.all(
        Array.from({ length: 10 }, (_, index) => t.createUser(`Busy Fan ${index}`)),
      );
      await Promise.all([
        ...fans.map((fan) => call('follow', fan, { user_id: writer.userId })),
        call('markAllNotificationsRead', writer),
        call('markAllNotificationsRead', writer),
      ]);
      const unreadRows = await db.execute(
        sql`select count(*)::integer as n from notifications where user_id = ${writer.userId} and read_at is null`,
      );
      const rows = (unreadRows as unknown as { rows: Array<{ n: number }> }).rows;
      expect(await unreadOf(writer)).toBe(Number(rows[0]?.n));
    });
  });

  describe('privacy', () => {
    it('wallets and notifications answer the signed-in user only', async () => {
      for (const name of [
        'walletHistory',
        'notifications',
        'unreadNotificationCount',
        'markAllNotificationsRead',
        'followStatus',
      ] as const) {
        const answer = await call(name, undefined, { user_id: author.userId });
        expect(answer).toMatchObject({ status: 401, message: SERVER_MESSAGES.unauthorized });
      }
      // The history has no user to name: a user_id is not part of the request.
      const named = await call('walletHistory', reader, { user_id: author.userId });
      expect(named.status).toBe(200);
      const readerLines = named.body.data;
      const authorLines = (await call('walletHistory', author)).body.data;
      expect(readerLines.map((line) => line.id)).not.toEqual(authorLines.map((line) => line.id));
      expect(named.body.balance).toBe(await balanceOf(reader.userId));
    });
  });
});
