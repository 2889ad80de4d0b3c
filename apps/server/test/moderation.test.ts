import { MODERATION_MESSAGES, ROLE_MESSAGES, SERVER_MESSAGES } from '@byline/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/sessions';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { callEndpoint, saveArticle } from './helpers/community';

/** Moderation on the server (docs/adr/0037): reports, the queue's actions, the log, blocks. */
describe.each(testBackends())('moderation on $name', (backend) => {
  let t: TestApp;
  let author: { userId: number; token: string };
  let reader: { userId: number; token: string };
  let troll: { userId: number; token: string };
  let editor: { userId: number; token: string };
  let administrator: { userId: number; token: string };
  let articleId: number;

  beforeAll(async () => {
    t = await createTestApp(backend, { rateLimits: { reports: 3 } });
    author = await t.createUser('Moderation Author');
    reader = await t.createUser('Moderation Reader', 'reader');
    troll = await t.createUser('Moderation Troll', 'reader');
    editor = await t.createUser('Moderation Editor', 'editor');
    administrator = await t.createUser('Moderation Administrator', 'administrator');
    articleId = await saveArticle(t, author.token, { title: 'Harbour repairs begin' });
  });
  afterAll(() => t.close());

  const comment = async (token: string, text: string) => {
    const answer = await callEndpoint(t, 'addComment', token, { news_id: articleId, text });
    expect(answer.status).toBe(200);
    return (answer.body as { data: { id: number } }).data.id;
  };
  const commentTexts = async () => {
    const answer = await callEndpoint(t, 'comments', undefined, { news_id: articleId });
    const body = answer.body as { data: { text: string }[]; total: number };
    return { texts: body.data.map((item) => item.text), total: body.total };
  };

  it('stores a report once per reporter: a second one updates it, and the queue counts one', async () => {
    const commentId = await comment(troll.token, 'You are all fools.');
    const first = await callEndpoint(t, 'report', reader.token, {
      target_type: 'comment',
      target_id: commentId,
      reason: 'spam',
    });
    expect(first).toMatchObject({ status: 200, message: MODERATION_MESSAGES.reported });
    const second = await callEndpoint(t, 'report', reader.token, {
      target_type: 'comment',
      target_id: commentId,
      reason: 'harassment',
      note: 'Insults everyone',
    });
    expect(second).toMatchObject({ status: 200, message: MODERATION_MESSAGES.reportUpdated });
    await callEndpoint(t, 'report', author.token, {
      target_type: 'comment',
      target_id: commentId,
      reason: 'harassment',
    });

    const queue = await callEndpoint(t, 'moderationQueue', editor.token, {});
    expect(queue.status).toBe(200);
    const entry = (queue.body.data as { target_id: number }[]).find(
      (item) => item.target_id === commentId,
    );
    expect(entry).toMatchObject({
      target_type: 'comment',
      summary: 'You are all fools.',
      state: 'visible',
      report_count: 2,
      reasons: [{ reason: 'harassment', count: 2 }],
      notes: ['Insults everyone'],
    });
  });

  it("refuses a reader's moderation calls and an editor's read of the log", async () => {
    expect(await callEndpoint(t, 'moderationQueue', reader.token, {})).toMatchObject({
      status: 403,
      message: ROLE_MESSAGES.moderate,
    });
    expect(
      await callEndpoint(t, 'suspendAccount', author.token, {
        user_id: troll.userId,
        action: 'suspend',
        reason: 'Abuse',
      }),
    ).toMatchObject({ status: 403, message: ROLE_MESSAGES.moderate });
    expect(await callEndpoint(t, 'moderationLog', editor.token, {})).toMatchObject({
      status: 403,
      message: ROLE_MESSAGES.readModerationLog,
    });
  });

  it('hides a comment from every reader and restores it, its replies with it, and logs both', async () => {
    const commentId = await comment(troll.token, 'A rude remark.');
    const reply = await callEndpoint(t, 'replyToComment', author.token, {
      comment_id: commentId,
      text: 'Please be civil.',
    });
    expect(reply.status).toBe(200);
    const before = await commentTexts();
    expect(before.texts).toContain('A rude remark.');

    const hidden = await callEndpoint(t, 'moderateComment', editor.token, {
      comment_id: commentId,
      action: 'hide',
      reason: 'Rude',
    });
    expect(hidden).toMatchObject({ status: 200, message: MODERATION_MESSAGES.commentHidden });
    const after = await commentTexts();
    expect(after.texts).not.toContain('A rude remark.');
    expect(after.total).toBe(before.total - 2);

    const again = await callEndpoint(t, 'moderateComment', editor.token, {
      comment_id: commentId,
      action: 'hide',
      reason: 'Rude',
    });
    expect(again).toMatchObject({ status: 409, message: MODERATION_MESSAGES.commentAlreadyHidden });

    const restored = await callEndpoint(t, 'moderateComment', editor.token, {
      comment_id: commentId,
      action: 'restore',
      reason: 'Fair criticism after all',
    });
    expect(restored).toMatchObject({ status: 200, message: MODERATION_MESSAGES.commentRestored });
    expect(await commentTexts()).toEqual(before);
    const replies = await callEndpoint(t, 'commentReplies', undefined, { comment_id: commentId });
    expect((replies.body.data as { text: string }[]).map((item) => item.text)).toEqual([
      'Please be civil.',
    ]);

    const log = await callEndpoint(t, 'moderationLog', administrator.token, {});
    expect(log.status).toBe(200);
    expect(log.body.data.slice(0, 2)).toMatchObject([
      { action: 'restoreComment', target_id: commentId, reason: 'Fair criticism after all' },
      {
        action: 'hideComment',
        target_id: commentId,
        reason: 'Rude',
        moderator: { full_name: 'Moderation Editor' },
      },
    ]);
  });

  it("a suspension ends the account's sessions, refuses its writes and hides its comments; reinstating shows them", async () => {
    const victim = await t.createUser('Moderation Suspended');
    await comment(victim.token, 'Buy cheap watches here.');
    expect((await commentTexts()).texts).toContain('Buy cheap watches here.');

    const suspended = await callEndpoint(t, 'suspendAccount', editor.token, {
      user_id: victim.userId,
      action: 'suspend',
      reason: 'Spam',
    });
    expect(suspended).toMatchObject({ status: 200, message: MODERATION_MESSAGES.accountSuspended });
    // Its session ended at once.
    expect(
      await callEndpoint(t, 'userDetails', victim.token, { user_id: victim.userId }),
    ).toMatchObject({
      status: 401,
      message: SERVER_MESSAGES.unauthorized,
    });
    expect((await commentTexts()).texts).not.toContain('Buy cheap watches here.');

    // A new session reads, but writes nothing.
    const token = await createSession(t.database.db, victim.userId);
    expect(await callEndpoint(t, 'userDetails', token, { user_id: victim.userId })).toMatchObject({
      status: 200,
    });
    expect(
      await callEndpoint(t, 'addComment', token, { news_id: articleId, text: 'Still here.' }),
    ).toMatchObject({ status: 403, message: MODERATION_MESSAGES.suspended });

    const reinstated = await callEndpoint(t, 'suspendAccount', editor.token, {
      user_id: victim.userId,
      action: 'reinstate',
      reason: 'Appeal accepted',
    });
    expect(reinstated).toMatchObject({
      status: 200,
      message: MODERATION_MESSAGES.accountReinstated,
    });
    expect((await commentTexts()).texts).toContain('Buy cheap watches here.');
  });

  it('limits a report flood', async () => {
    const flooder = await t.createUser('Moderation Flooder', 'reader');
    for (const reason of ['spam', 'hate', 'other']) {
      const answer = await callEndpoint(t, 'report', flooder.token, {
        target_type: 'article',
        target_id: articleId,
        reason,
      });
      expect(answer.status).toBe(200);
    }
    expect(
      await callEndpoint(t, 'report', flooder.token, {
        target_type: 'profile',
        target_id: author.userId,
        reason: 'spam',
      }),
    ).toMatchObject({ status: 429, message: MODERATION_MESSAGES.tooManyReports });
  });

  it('unpublishes an article with its reason sent to its author', async () => {
    const storyId = await saveArticle(t, author.token, { title: 'A doubtful story' });
    const answer = await callEndpoint(t, 'moderateArticle', editor.token, {
      news_id: storyId,
      reason: 'Unsourced claims',
    });
    expect(answer).toMatchObject({ status: 200, message: MODERATION_MESSAGES.articleUnpublished });
    const article = await callEndpoint(t, 'articleById', undefined, { news_id: storyId });
    expect(article.status).toBe(404);
    const notifications = await callEndpoint(t, 'notifications', author.token, {});
    expect(notifications.body.data[0]).toMatchObject({
      kind: 'unpublished',
      note: 'Unsourced claims',
      article: { id: storyId, title: 'A doubtful story' },
    });
  });

  it('a block keeps the blocked account’s notifications away', async () => {
    const blocker = await t.createUser('Moderation Blocker');
    const storyId = await saveArticle(t, blocker.token, { title: 'Blocker story' });
    expect(
      await callEndpoint(t, 'blockAccount', blocker.token, {
        user_id: troll.userId,
        blocked: true,
      }),
    ).toMatchObject({ status: 200, message: MODERATION_MESSAGES.blocked });
    expect(await callEndpoint(t, 'blockedAccounts', blocker.token, {})).toMatchObject({
      body: { data: { user_ids: [troll.userId] } },
    });
    await callEndpoint(t, 'addComment', troll.token, { news_id: storyId, text: 'Boo.' });
    expect((await callEndpoint(t, 'notifications', blocker.token, {})).body.data).toEqual([]);
    await callEndpoint(t, 'blockAccount', blocker.token, { user_id: troll.userId, blocked: false });
    await callEndpoint(t, 'addComment', troll.token, { news_id: storyId, text: 'Boo again.' });
    expect((await callEndpoint(t, 'notifications', blocker.token, {})).body.data).toHaveLength(1);
    expect(
      await callEndpoint(t, 'blockAccount', blocker.token, {
        user_id: blocker.userId,
        blocked: true,
      }),
    ).toMatchObject({ status: 403, message: MODERATION_MESSAGES.ownBlock });
  });
});
