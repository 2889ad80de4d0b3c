import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../contract';
import { fixtures, MOCK_COMMENTED_ARTICLE_ID } from '../mocks';
import { renderApiHook, setupMockBackend, tracked } from './hookTestSupport';
import { useComments } from './useComments';
import { useCommentReplies, useMarkNotificationsRead, useOwnReactions } from './useConversation';
import {
  useReactToArticle,
  useReactToComment,
  useReplyToComment,
} from './useConversationMutations';
import { useNotifications, useUnreadNotificationCount } from './useNotifications';
import { useArticle } from './useReads';

const backend = setupMockBackend();

const thread = fixtures.comments.find((comment) => comment.reply_count > 0);
if (!thread) throw new Error('The fixtures have no thread with replies');

describe('replies', () => {
  it('load per thread only when asked, oldest first', async () => {
    const { result, rerender } = renderApiHook(
      backend,
      ({ open }: { open: boolean }) => useCommentReplies(thread.id, { enabled: open }),
      { initialProps: { open: false } },
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(backend.api.db.log.filter((entry) => entry.endpoint === 'commentReplies')).toEqual([]);
    rerender({ open: true });
    await waitFor(() => expect(result.current.items).toEqual(fixtures.replies[thread.id]));
  });

  it('a reply ends its loaded thread, and the thread and the total count one more', async () => {
    const { result } = renderApiHook(backend, () => ({
      comments: useComments(MOCK_COMMENTED_ARTICLE_ID),
      replies: useCommentReplies(thread.id),
      reply: tracked(useReplyToComment()),
    }));
    await waitFor(() => expect(result.current.replies.items.length).toBe(thread.reply_count));
    await waitFor(() => expect(result.current.comments.total).toBe(fixtures.commentTotal));
    await act(async () => {
      await result.current.reply.trigger({ comment_id: thread.id, text: 'Me too.' });
    });
    expect(result.current.replies.items.at(-1)?.text).toBe('Me too.');
    await waitFor(() => expect(result.current.comments.total).toBe(fixtures.commentTotal + 1));
    expect(result.current.comments.items.find((item) => item.id === thread.id)?.reply_count).toBe(
      thread.reply_count + 1,
    );
  });

  it('a reply to a missing comment is refused with the reason', async () => {
    const { result } = renderApiHook(backend, () => tracked(useReplyToComment()));
    await act(async () => {
      await expect(
        result.current.trigger({ comment_id: 999_999, text: 'Hello?' }),
      ).rejects.toMatchObject({
        status: 404,
        message: SERVER_MESSAGES.replyToMissing,
      });
    });
  });
});

describe('reactions', () => {
  it("an article's counts and the reader's own reactions take the server's answer, once", async () => {
    const { result } = renderApiHook(backend, () => ({
      article: useArticle(MOCK_COMMENTED_ARTICLE_ID),
      own: useOwnReactions(MOCK_COMMENTED_ARTICLE_ID, true).data,
      react: tracked(useReactToArticle()),
    }));
    await waitFor(() => expect(result.current.article.data).toBeDefined());
    await waitFor(() => expect(result.current.own).toBeDefined());
    const before = result.current.article.data?.reactions.celebrate ?? 0;
    for (let press = 0; press < 2; press += 1) {
      await act(async () => {
        await result.current.react.trigger({
          news_id: MOCK_COMMENTED_ARTICLE_ID,
          kind: 'celebrate',
          active: true,
        });
      });
    }
    expect(result.current.article.data?.reactions.celebrate).toBe(before + 1);
    expect(result.current.own?.article).toContain('celebrate');
  });

  it("a comment's counts change in the lists that show it", async () => {
    const { result } = renderApiHook(backend, () => ({
      comments: useComments(MOCK_COMMENTED_ARTICLE_ID),
      react: tracked(useReactToComment(MOCK_COMMENTED_ARTICLE_ID)),
    }));
    await waitFor(() => expect(result.current.comments.items.length).toBeGreaterThan(0));
    await act(async () => {
      await result.current.react.trigger({ comment_id: thread.id, kind: 'unicorn', active: true });
    });
    expect(
      result.current.comments.items.find((item) => item.id === thread.id)?.reactions.unicorn,
    ).toBe(thread.reactions.unicorn + 1);
  });
});

describe('notifications a page shows', () => {
  it('are marked read: the bell counts fewer at once', async () => {
    const { result } = renderApiHook(backend, () => ({
      list: useNotifications(),
      unread: useUnreadNotificationCount(true),
      mark: tracked(useMarkNotificationsRead()),
    }));
    await waitFor(() => expect(result.current.unread.data).toBe(fixtures.unreadNotificationCount));
    await waitFor(() => expect(result.current.list.items.length).toBeGreaterThan(0));
    const shown = result.current.list.items.filter((item) => !item.read).slice(0, 2);
    await act(async () => {
      await result.current.mark.trigger({ notification_ids: shown.map((item) => item.id) });
    });
    expect(result.current.unread.data).toBe(fixtures.unreadNotificationCount - shown.length);
    expect(
      result.current.list.items.filter((item) => shown.some((one) => one.id === item.id)),
    ).toEqual(shown.map((item) => ({ ...item, read: true })));
  });
});
