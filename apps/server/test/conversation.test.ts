import {
  type Comment,
  type Notification,
  REACTION_RATE_LIMIT,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
} from '@byline/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, comments } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { callEndpoint, readAllPages, saveArticle } from './helpers/community';

type User = { userId: number; token: string };

/**
 * The conversation (docs/adr/0025): replies threaded one level under a comment, their
 * notifications, reactions on articles and comments counted once per reader and kind (also under
 * concurrent requests), and marking the notifications a page shows read.
 */
describe.each(testBackends())('the conversation on $name', (backend) => {
  let t: TestApp;
  let author: User;
  let reader: User;
  let other: User;
  let db: TestApp['database']['db'];

  beforeAll(async () => {
    t = await createTestApp(backend, { rateLimits: { comments: 10_000, reactions: 10_000 } });
    db = t.database.db;
    author = await t.createUser('Ada Author');
    reader = await t.createUser('Rita Reader');
    other = await t.createUser('Omar Other');
  });
  afterAll(() => t.close());

  const call = <Name extends Parameters<typeof callEndpoint>[1]>(
    name: Name,
    user: User | undefined,
    fields: Parameters<typeof callEndpoint>[3] = {},
  ) => callEndpoint(t, name, user?.token, fields);

  const notificationsOf = async (user: User) =>
    (await call('notifications', user, { limit: 50 })).body.data as Notification[];
  const unreadOf = async (user: User) =>
    (await call('unreadNotificationCount', user)).body.data.unread_count;
  const commentCountOf = async (articleId: number) =>
    (
      await db.select({ n: articles.commentCount }).from(articles).where(eq(articles.id, articleId))
    )[0]?.n;
  const post = async (user: User, articleId: number, text: string) =>
    (await call('addComment', user, { news_id: articleId, text })).body.data as Comment;
  const reply = (user: User, commentId: number, text: string) =>
    call('replyToComment', user, { comment_id: commentId, text });
  const repliesOf = async (commentId: number) =>
    (await call('commentReplies', undefined, { comment_id: commentId })).body.data as Comment[];

  describe('replies', () => {
    it('thread under the comment they answer, counted, and tell the person replied to', async () => {
      const articleId = await saveArticle(t, author.token);
      const top = await post(reader, articleId, 'The harbour looked splendid.');
      const unreadBefore = await unreadOf(reader);

      const answered = await reply(other, top.id, 'It did, the lights especially.');
      expect(answered).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.replyPosted });
      const first = answered.body.data;
      expect(first).toMatchObject({ parent_id: top.id, reply_count: 0, news_id: articleId });

      // The list of top-level comments shows the thread with its count, not the reply.
      const listed = await call('comments', undefined, { news_id: articleId });
      expect(listed.body.data.map((comment) => comment.id)).toEqual([top.id]);
      expect(listed.body.data[0]?.reply_count).toBe(1);
      expect(listed.body.total).toBe(2);
      expect((await repliesOf(top.id)).map((comment) => comment.id)).toEqual([first.id]);

      // One notification per reply, for the person replied to, leading to the thread.
      expect(await unreadOf(reader)).toBe(unreadBefore + 1);
      const [told] = await notificationsOf(reader);
      expect(told).toMatchObject({
        kind: 'reply',
        actor: { user_id: other.userId },
        article: { id: articleId },
        comment_id: top.id,
        read: false,
      });

      // A reply to a reply joins the same thread and tells the reply's writer.
      const otherUnread = await unreadOf(other);
      const second = (await reply(reader, first.id, 'Agreed!')).body.data;
      expect(second.parent_id).toBe(top.id);
      expect(await unreadOf(other)).toBe(otherUnread + 1);
      expect((await notificationsOf(other))[0]).toMatchObject({
        kind: 'reply',
        actor: { user_id: reader.userId },
        comment_id: top.id,
      });
      expect((await repliesOf(top.id)).map((comment) => comment.id)).toEqual([first.id, second.id]);
      expect(
        (await call('comments', undefined, { news_id: articleId })).body.data[0]?.reply_count,
      ).toBe(2);
      // Nobody is told of their own reply.
      const ownUnread = await unreadOf(reader);
      await reply(reader, top.id, 'Adding to my own comment.');
      expect(await unreadOf(reader)).toBe(ownUnread);
    });

    it('to a deleted, hidden or missing comment are refused and change nothing', async () => {
      const articleId = await saveArticle(t, author.token);
      const gone = await post(reader, articleId, 'Soon gone');
      await call('deleteComment', reader, { comment_id: gone.id });
      const rude = await post(reader, articleId, 'Rude');
      await call('hideComment', author, { comment_id: rude.id });
      const count = await commentCountOf(articleId);
      const unread = await unreadOf(reader);

      for (const commentId of [gone.id, rude.id, 2_000_000_000]) {
        const refused = await reply(other, commentId, 'Hello?');
        expect(refused).toMatchObject({ status: 404, message: SERVER_MESSAGES.replyToMissing });
      }
      expect(await commentCountOf(articleId)).toBe(count);
      expect(await unreadOf(reader)).toBe(unread);
      expect((await call('commentReplies', undefined, { comment_id: gone.id })).status).toBe(404);
      expect((await reply(undefined as unknown as User, rude.id, 'x')).status).toBe(401);
    });

    it('go with their thread: deleting or hiding the comment takes its replies', async () => {
      const articleId = await saveArticle(t, author.token);
      const deleted = await post(reader, articleId, 'Thread one');
      const hidden = await post(reader, articleId, 'Thread two');
      for (const thread of [deleted, hidden]) {
        await reply(other, thread.id, 'A reply');
        await reply(author, thread.id, 'Another reply');
      }
      expect(await commentCountOf(articleId)).toBe(6);

      await call('deleteComment', reader, { comment_id: deleted.id });
      expect(await commentCountOf(articleId)).toBe(3);
      expect(
        await db
          .select({ id: comments.id })
          .from(comments)
          .where(eq(comments.parentId, deleted.id)),
      ).toEqual([]);

      await call('hideComment', author, { comment_id: hidden.id });
      expect(await commentCountOf(articleId)).toBe(0);
      expect((await call('comments', undefined, { news_id: articleId })).body).toMatchObject({
        data: [],
        total: 0,
      });
    });

    it('deleting a reply counts one fewer on its thread', async () => {
      const articleId = await saveArticle(t, author.token);
      const top = await post(reader, articleId, 'Top');
      const answer = (await reply(other, top.id, 'My answer')).body.data;
      await call('deleteComment', other, { comment_id: answer.id });
      expect(
        (await call('comments', undefined, { news_id: articleId })).body.data[0]?.reply_count,
      ).toBe(0);
      expect(await commentCountOf(articleId)).toBe(1);
    });

    it('page oldest first without duplicates or gaps', async () => {
      const articleId = await saveArticle(t, author.token);
      const top = await post(reader, articleId, 'Top');
      const posted: number[] = [];
      for (let index = 0; index < 7; index += 1) {
        posted.push((await reply(other, top.id, `#${index}`)).body.data.id);
      }
      const { items, pages } = await readAllPages(
        async (cursor) =>
          (
            await call('commentReplies', undefined, {
              comment_id: top.id,
              limit: 3,
              ...(cursor ? { cursor } : {}),
            })
          ).body,
      );
      expect(pages).toBe(3);
      expect(items.map((comment) => (comment as Comment).id)).toEqual(posted);
    });
  });

  describe('reactions', () => {
    it('on an article count once per reader and kind, and can be taken back', async () => {
      const articleId = await saveArticle(t, author.token);
      const given = await call('reactToArticle', reader, {
        news_id: articleId,
        kind: 'like',
        active: true,
      });
      expect(given).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.reactionAdded });
      expect(given.body.data).toEqual({
        counts: { like: 1, unicorn: 0, insightful: 0, celebrate: 0 },
        mine: ['like'],
      });

      const again = await call('reactToArticle', reader, {
        news_id: articleId,
        kind: 'like',
        active: true,
      });
      expect(again).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.reactionAlreadyGiven });
      expect(again.body.data.counts.like).toBe(1);

      await call('reactToArticle', other, { news_id: articleId, kind: 'like', active: true });
      await call('reactToArticle', other, { news_id: articleId, kind: 'unicorn', active: true });
      const read = await call('articleById', undefined, { news_id: articleId });
      expect(read.body.data.reactions).toEqual({
        like: 2,
        unicorn: 1,
        insightful: 0,
        celebrate: 0,
      });
      expect((await call('ownReactions', other, { news_id: articleId })).body.data).toMatchObject({
        article: expect.arrayContaining(['like', 'unicorn']),
        comments: [],
      });

      const back = await call('reactToArticle', reader, {
        news_id: articleId,
        kind: 'like',
        active: false,
      });
      expect(back).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.reactionRemoved });
      expect(back.body.data).toMatchObject({ counts: { like: 1 }, mine: [] });
      const none = await call('reactToArticle', reader, {
        news_id: articleId,
        kind: 'like',
        active: false,
      });
      expect(none).toMatchObject({ status: 200, message: SUCCESS_MESSAGES.reactionNotGiven });
      expect(none.body.data.counts.like).toBe(1);
    });

    it('on a comment show in its lists; a deleted or hidden one is not found', async () => {
      const articleId = await saveArticle(t, author.token);
      const top = await post(reader, articleId, 'Top');
      const answer = (await reply(other, top.id, 'My answer')).body.data;
      await call('reactToComment', author, {
        comment_id: top.id,
        kind: 'insightful',
        active: true,
      });
      await call('reactToComment', author, { comment_id: answer.id, kind: 'like', active: true });
      const listed = await call('comments', undefined, { news_id: articleId });
      expect(listed.body.data[0]?.reactions.insightful).toBe(1);
      expect((await repliesOf(top.id))[0]?.reactions.like).toBe(1);
      const mine = (await call('ownReactions', author, { news_id: articleId })).body.data;
      expect(mine.article).toEqual([]);
      expect(mine.comments).toEqual(
        expect.arrayContaining([
          { comment_id: top.id, kinds: ['insightful'] },
          { comment_id: answer.id, kinds: ['like'] },
        ]),
      );

      await call('deleteComment', other, { comment_id: answer.id });
      await call('hideComment', author, { comment_id: top.id });
      for (const commentId of [answer.id, top.id, 2_000_000_000]) {
        const refused = await call('reactToComment', reader, {
          comment_id: commentId,
          kind: 'like',
          active: true,
        });
        expect(refused).toMatchObject({ status: 404, message: SERVER_MESSAGES.commentNotFound });
      }
    });

    it('are refused for an unknown kind, a draft, a missing article and without a session', async () => {
      const articleId = await saveArticle(t, author.token);
      const draftId = await saveArticle(t, author.token, { isDraft: true });
      const unknown = await call('reactToArticle', reader, {
        news_id: articleId,
        kind: 'angry',
        active: true,
      });
      expect(unknown).toMatchObject({
        status: 400,
        message: `kind: ${SERVER_MESSAGES.reactionKind}`,
      });
      for (const newsId of [draftId, 2_000_000_000]) {
        const missing = await call('reactToArticle', reader, {
          news_id: newsId,
          kind: 'like',
          active: true,
        });
        expect(missing).toMatchObject({ status: 404, message: SERVER_MESSAGES.articleNotFound });
      }
      const signedOut = await call('reactToArticle', undefined, {
        news_id: articleId,
        kind: 'like',
        active: true,
      });
      expect(signedOut.status).toBe(401);
      expect(
        (await call('articleById', undefined, { news_id: articleId })).body.data.reactions,
      ).toEqual({ like: 0, unicorn: 0, insightful: 0, celebrate: 0 });
    });

    it('stay right under concurrent requests: many readers, and one reader pressing many times', async () => {
      const articleId = await saveArticle(t, author.token);
      const top = await post(reader, articleId, 'Top');
      const readers = await Promise.all(
        Array.from({ length: 12 }, (_, index) => t.createUser(`Concurrent ${index}`)),
      );
      await Promise.all([
        ...readers.map((user) =>
          call('reactToArticle', user, { news_id: articleId, kind: 'celebrate', active: true }),
        ),
        ...readers.map((user) =>
          call('reactToComment', user, { comment_id: top.id, kind: 'like', active: true }),
        ),
        // The same reader's same reaction, many times at once: counted once.
        ...Array.from({ length: 10 }, () =>
          call('reactToArticle', reader, { news_id: articleId, kind: 'like', active: true }),
        ),
      ]);
      const read = await call('articleById', undefined, { news_id: articleId });
      expect(read.body.data.reactions).toMatchObject({ celebrate: 12, like: 1 });
      expect(
        (await call('comments', undefined, { news_id: articleId })).body.data[0]?.reactions.like,
      ).toBe(12);

      // Half take theirs back while the same reader takes back and gives at once.
      const answers = await Promise.all([
        ...readers
          .slice(0, 6)
          .map((user) =>
            call('reactToArticle', user, { news_id: articleId, kind: 'celebrate', active: false }),
          ),
        ...Array.from({ length: 6 }, (_, index) =>
          call('reactToArticle', reader, {
            news_id: articleId,
            kind: 'like',
            active: index % 2 === 0,
          }),
        ),
      ]);
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      const after = (await call('articleById', undefined, { news_id: articleId })).body.data;
      const given = (await call('ownReactions', reader, { news_id: articleId })).body.data.article;
      expect(after.reactions.celebrate).toBe(6);
      expect(after.reactions.like).toBe(given.includes('like') ? 1 : 0);
    });
  });

  describe('the notifications a page shows', () => {
    it('are marked read, and nobody else’s', async () => {
      const articleId = await saveArticle(t, author.token);
      for (let index = 0; index < 3; index += 1) await post(reader, articleId, `#${index}`);
      const before = await unreadOf(author);
      const shown = (await notificationsOf(author)).slice(0, 2);
      expect(shown.every((notification) => !notification.read)).toBe(true);
      const foreign = (await notificationsOf(reader))[0]?.id;

      const marked = await call('markNotificationsRead', author, {
        notification_ids: [
          ...shown.map((notification) => notification.id),
          ...(foreign ? [foreign] : []),
        ],
      });
      expect(marked).toMatchObject({
        status: 200,
        message: SUCCESS_MESSAGES.notificationsShownRead,
      });
      expect(marked.body.data.unread_count).toBe(before - 2);
      const after = await notificationsOf(author);
      expect(after.slice(0, 2).every((notification) => notification.read)).toBe(true);
      expect(after[2]?.read).toBe(false);
      // Marking them again changes nothing.
      const again = await call('markNotificationsRead', author, {
        notification_ids: shown.map((notification) => notification.id),
      });
      expect(again.body.data.unread_count).toBe(before - 2);
    });
  });
});

describe('reaction changes per user', () => {
  it(`are limited to ${REACTION_RATE_LIMIT.changes} a minute (429, nothing counted)`, async () => {
    const [backend] = testBackends();
    if (!backend) throw new Error('no backend');
    const t = await createTestApp(backend, { rateLimits: { reactions: 3 } });
    try {
      const author = await t.createUser('Ada Author');
      const reader = await t.createUser('Rita Reader');
      const articleId = await saveArticle(t, author.token);
      const kinds = ['like', 'unicorn', 'insightful', 'celebrate'];
      const answers = [];
      for (const kind of kinds) {
        answers.push(
          await callEndpoint(t, 'reactToArticle', reader.token, {
            news_id: articleId,
            kind,
            active: true,
          }),
        );
      }
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
      expect(answers[3]?.message).toBe(SERVER_MESSAGES.reactionRateLimited);
      const read = await callEndpoint(t, 'articleById', undefined, { news_id: articleId });
      expect(read.body.data.reactions.celebrate).toBe(0);
    } finally {
      await t.close();
    }
  });
});
