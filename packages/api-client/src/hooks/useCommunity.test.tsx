import { act, renderHook, waitFor } from '@testing-library/react';
import { getResponse, HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../client/ApiError';
import {
  ERROR_MESSAGES,
  endpoints,
  IDEMPOTENCY_KEY_PATTERN,
  NOTIFICATION_POLL_MS,
  SERVER_MESSAGES,
} from '../contract';
import {
  fixtures,
  MOCK_COMMENTED_ARTICLE_ID,
  MOCK_SECOND_AUTHOR_ID,
  MOCK_SECOND_AUTHOR_TOKEN,
} from '../mocks';
import { ApiClientProvider } from './ApiClientProvider';
import { renderApiHook, setupMockBackend, tracked } from './hookTestSupport';
import {
  useAddComment,
  useComments,
  useDeleteComment,
  useEditComment,
  useHideComment,
} from './useComments';
import { useFollow, useFollowers, useFollowStatus, useUnfollow } from './useFollows';
import { useResetUserCache } from './useMutations';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadNotificationCount,
} from './useNotifications';
import { useAuthorProfile } from './useReads';
import { useRewardAuthor, useWalletHistory } from './useWallet';

const backend = setupMockBackend();

function requests(endpoint: keyof typeof endpoints) {
  return backend.api.db.log.filter((entry) => entry.endpoint === endpoint);
}

async function failureOf(promise: Promise<unknown>) {
  const reason = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isApiError(reason)) throw new Error(`expected an ApiError, got ${String(reason)}`);
  return reason;
}

const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);

describe('useComments', () => {
  it('pages the comments with the cursor and keeps the total', async () => {
    const { result } = renderApiHook(backend, () =>
      useComments(MOCK_COMMENTED_ARTICLE_ID, { pageSize: 4 }),
    );
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(result.current.total).toBe(fixtures.commentTotal);
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(fixtures.comments));
    expect(result.current.hasMore).toBe(false);
    expect(requests('comments').at(-1)?.url).toContain('cursor=');
  });

  it('asks nothing without an article', async () => {
    const { result } = renderApiHook(backend, () => useComments(undefined));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toMatchObject({ items: [], total: undefined, isEmpty: false });
    expect(backend.api.db.log).toHaveLength(0);
  });

  it('a posted comment tops the list and the total grows; an edit shows the new text', async () => {
    const { result } = renderApiHook(backend, () => ({
      comments: useComments(MOCK_COMMENTED_ARTICLE_ID),
      add: tracked(useAddComment()),
      edit: tracked(useEditComment()),
    }));
    await waitFor(() => expect(result.current.comments.total).toBe(fixtures.commentTotal));

    let posted: { id: number } | undefined;
    await act(async () => {
      posted = await result.current.add.trigger({
        news_id: MOCK_COMMENTED_ARTICLE_ID,
        text: 'A fair summary of the meeting.',
      });
    });
    expect(result.current.comments.items[0]?.id).toBe(posted?.id);
    expect(result.current.comments.total).toBe(fixtures.commentTotal + 1);

    await act(async () => {
      await result.current.edit.trigger({ comment_id: posted?.id ?? 0, text: 'Edited text.' });
    });
    expect(result.current.comments.items[0]?.text).toBe('Edited text.');
    await waitFor(() => expect(result.current.comments.total).toBe(fixtures.commentTotal + 1));
  });

  it('a deleted comment leaves at once; a refused hide puts the comment back', async () => {
    const { result } = renderApiHook(backend, () => ({
      comments: useComments(MOCK_COMMENTED_ARTICLE_ID),
      remove: tracked(useDeleteComment()),
      hide: tracked(useHideComment()),
    }));
    await waitFor(() =>
      expect(result.current.comments.items).toHaveLength(fixtures.comments.length),
    );
    const own = fixtures.comments.find((comment) => comment.author?.user_id === 1);
    const other = fixtures.comments.find((comment) => comment.author?.user_id !== 1);

    let deletion: Promise<unknown> | undefined;
    act(() => {
      deletion = result.current.remove.trigger({ comment_id: own?.id ?? 0 });
    });
    // Optimistic: gone before the server answers.
    expect(ids(result.current.comments.items)).not.toContain(own?.id);
    // Its replies go with it.
    const gone = 1 + (own?.reply_count ?? 0);
    expect(result.current.comments.total).toBe(fixtures.commentTotal - gone);
    await act(async () => {
      await deletion;
    });
    await waitFor(() => expect(result.current.comments.total).toBe(fixtures.commentTotal - gone));
    expect(backend.api.db.findComment(own?.id ?? 0)).toBeUndefined();

    // The second author may not hide comments on the first author's article.
    backend.token = MOCK_SECOND_AUTHOR_TOKEN;
    let error: unknown;
    await act(async () => {
      error = await failureOf(result.current.hide.trigger({ comment_id: other?.id ?? 0 }));
    });
    expect(error).toMatchObject({ status: 403, message: SERVER_MESSAGES.onlyArticleAuthorHides });
    await waitFor(() => expect(ids(result.current.comments.items)).toContain(other?.id));
    expect(result.current.comments.total).toBe(fixtures.commentTotal - gone);
  });
});

describe('follows', () => {
  it('useFollowStatus asks nothing when signed out', async () => {
    const { result } = renderApiHook(backend, () => useFollowStatus(2, false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.data).toBeUndefined();
    expect(backend.api.db.log).toHaveLength(0);
  });

  it('follow and unfollow change the status and the author’s follower count in the profile', async () => {
    const { result } = renderApiHook(backend, () => ({
      status: tracked(useFollowStatus(2)),
      profile: tracked(useAuthorProfile(2)),
      followers: useFollowers(2),
      follow: tracked(useFollow()),
      unfollow: tracked(useUnfollow()),
    }));
    await waitFor(() => expect(result.current.status.data?.following).toBe(false));
    await waitFor(() => expect(result.current.profile.data).toBeDefined());
    await waitFor(() => expect(result.current.followers.isLoading).toBe(false));
    const count = result.current.status.data?.followers_count ?? 0;
    expect(result.current.profile.data?.profile.followers_count).toBe(count);

    let following: Promise<unknown> | undefined;
    act(() => {
      following = result.current.follow.trigger({ user_id: 2 });
    });
    // At once, before the server answers.
    expect(result.current.status.data).toMatchObject({
      following: true,
      followers_count: count + 1,
    });
    await act(async () => {
      await following;
    });
    expect(result.current.profile.data?.profile.followers_count).toBe(count + 1);
    await waitFor(() => expect(result.current.followers.items[0]?.user_id).toBe(1));

    await act(async () => {
      await result.current.unfollow.trigger({ user_id: 2 });
    });
    expect(result.current.status.data).toMatchObject({ following: false, followers_count: count });
    expect(result.current.profile.data?.profile.followers_count).toBe(count);
  });

  it('a refused follow puts the status back', async () => {
    const { result } = renderApiHook(backend, () => ({
      status: tracked(useFollowStatus(2)),
      follow: tracked(useFollow()),
    }));
    await waitFor(() => expect(result.current.status.data?.following).toBe(false));
    backend.server.use(backend.api.variants.follow.error);
    await act(async () => {
      await failureOf(result.current.follow.trigger({ user_id: 2 }));
    });
    await waitFor(() => expect(result.current.status.data?.following).toBe(false));
  });
});

describe('useRewardAuthor', () => {
  const reward = { user_id: 2, amount: 5, news_id: 67 };
  const sentKeys = () => requests('rewardAuthor').map((entry) => entry.fields.idempotency_key);

  it('sends one key per reward: the same on a retry, a fresh one after success', async () => {
    const { result } = renderApiHook(backend, () => ({
      reward: tracked(useRewardAuthor()),
      wallet: useWalletHistory(),
    }));
    await waitFor(() => expect(result.current.wallet.balance).toBe(fixtures.currentUser.my_wallet));

    // The server stores the reward, but its answer never arrives.
    const success = backend.api.variants.rewardAuthor.success;
    backend.server.use(
      http.post(
        `*${endpoints.rewardAuthor.path}`,
        async ({ request }) => {
          await getResponse([success], request);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await act(async () => {
      const error = await failureOf(result.current.reward.trigger(reward));
      expect(error.message).toBe(ERROR_MESSAGES.reward);
    });
    const [firstKey] = sentKeys();
    expect(firstKey).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(result.current.reward.idempotencyKey).toBe(firstKey);

    // The retry sends the same key: the server answers the stored reward and charges nothing more.
    await act(async () => {
      const result2 = await result.current.reward.trigger(reward);
      expect(result2.balance).toBe(fixtures.currentUser.my_wallet - 5);
    });
    expect(sentKeys()).toEqual([firstKey, firstKey]);
    expect(backend.api.db.balance(1)).toBe(fixtures.currentUser.my_wallet - 5);
    await waitFor(() =>
      expect(result.current.wallet.balance).toBe(fixtures.currentUser.my_wallet - 5),
    );
    expect(result.current.wallet.items[0]).toMatchObject({ direction: 'out', amount: 5 });

    // After a success, the same reward again is a new reward with a new key.
    await act(async () => {
      await result.current.reward.trigger(reward);
    });
    const keys = sentKeys();
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(firstKey);
    expect(backend.api.db.balance(1)).toBe(fixtures.currentUser.my_wallet - 10);
  });

  it('a different reward after a failure gets a fresh key, and so does one after reset()', async () => {
    const { result } = renderApiHook(backend, () => tracked(useRewardAuthor()));
    backend.server.use(backend.api.variants.rewardAuthor.networkError);
    await act(async () => {
      await failureOf(result.current.trigger(reward));
    });
    const forFive = result.current.idempotencyKey;
    await act(async () => {
      await failureOf(result.current.trigger({ ...reward, amount: 6 }));
    });
    const first = result.current.idempotencyKey;
    expect(first).not.toBe(forFive);
    act(() => result.current.reset());
    await act(async () => {
      await failureOf(result.current.trigger({ ...reward, amount: 6 }));
    });
    expect(result.current.idempotencyKey).not.toBe(first);
    expect(backend.api.db.log).toHaveLength(0);
  });
});

describe('notifications', () => {
  it('useNotifications pages with the unread count; marking one read lowers both counts', async () => {
    const { result } = renderApiHook(backend, () => ({
      list: useNotifications({ pageSize: 10 }),
      bell: tracked(useUnreadNotificationCount(true)),
      mark: tracked(useMarkNotificationRead()),
      markAll: tracked(useMarkAllNotificationsRead()),
    }));
    await waitFor(() => expect(result.current.list.items).toHaveLength(10));
    await waitFor(() => expect(result.current.bell.data).toBe(fixtures.unreadNotificationCount));
    expect(result.current.list.unreadCount).toBe(fixtures.unreadNotificationCount);
    act(() => result.current.list.loadMore());
    await waitFor(() => expect(result.current.list.items).toHaveLength(20));

    const unread = result.current.list.items.find((item) => !item.read);
    let marking: Promise<unknown> | undefined;
    act(() => {
      marking = result.current.mark.trigger({ notification_id: unread?.id ?? 0 });
    });
    await waitFor(() =>
      expect(result.current.bell.data).toBe(fixtures.unreadNotificationCount - 1),
    );
    expect(result.current.list.items.find((item) => item.id === unread?.id)?.read).toBe(true);
    expect(result.current.list.unreadCount).toBe(fixtures.unreadNotificationCount - 1);
    await act(async () => {
      await marking;
    });
    expect(backend.api.db.unreadCount(1)).toBe(fixtures.unreadNotificationCount - 1);

    await act(async () => {
      await result.current.markAll.trigger();
    });
    expect(result.current.bell.data).toBe(0);
    expect(result.current.list.unreadCount).toBe(0);
    expect(result.current.list.items.every((item) => item.read)).toBe(true);
  });

  it('a refused mark puts the counts back', async () => {
    const { result } = renderApiHook(backend, () => ({
      bell: tracked(useUnreadNotificationCount(true)),
      markAll: tracked(useMarkAllNotificationsRead()),
    }));
    await waitFor(() => expect(result.current.bell.data).toBe(fixtures.unreadNotificationCount));
    backend.server.use(backend.api.variants.markAllNotificationsRead.networkError);
    await act(async () => {
      await failureOf(result.current.markAll.trigger());
    });
    await waitFor(() => expect(result.current.bell.data).toBe(fixtures.unreadNotificationCount));
  });
});

describe('useUnreadNotificationCount polling', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks nothing when disabled', async () => {
    const { result } = renderApiHook(backend, () => useUnreadNotificationCount(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.data).toBeUndefined();
    expect(backend.api.db.log).toHaveLength(0);
  });

  it('asks again every NOTIFICATION_POLL_MS while visible', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = renderApiHook(backend, () => tracked(useUnreadNotificationCount(true)));
    await waitFor(() => expect(result.current.data).toBe(fixtures.unreadNotificationCount));
    expect(requests('unreadNotificationCount')).toHaveLength(1);

    // Someone follows the author meanwhile: the next poll shows it.
    backend.api.db.notify({ user_id: 1, kind: 'follow', actor_id: 3 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS - 1_000);
    });
    expect(requests('unreadNotificationCount')).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    await waitFor(() => expect(result.current.data).toBe(fixtures.unreadNotificationCount + 1));
    expect(requests('unreadNotificationCount')).toHaveLength(2);
  });

  it('does not poll a hidden tab', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const cache = new Map();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiClientProvider
        client={backend.client}
        swrConfig={{
          provider: () => cache,
          dedupingInterval: 0,
          isVisible: () => false,
          isOnline: () => true,
        }}
      >
        {children}
      </ApiClientProvider>
    );
    const { result } = renderHook(() => tracked(useUnreadNotificationCount(true)), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(fixtures.unreadNotificationCount));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS * 3);
    });
    expect(requests('unreadNotificationCount')).toHaveLength(1);
  });
});

describe('useResetUserCache and the paged lists', () => {
  it('asks the signed-in user’s notifications and wallet again for the new session', async () => {
    const { result } = renderApiHook(backend, () => ({
      notifications: useNotifications(),
      wallet: useWalletHistory(),
      reset: useResetUserCache(),
    }));
    await waitFor(() =>
      expect(result.current.notifications.unreadCount).toBe(fixtures.unreadNotificationCount),
    );
    await waitFor(() => expect(result.current.wallet.balance).toBe(fixtures.currentUser.my_wallet));

    backend.token = MOCK_SECOND_AUTHOR_TOKEN;
    await act(async () => {
      await result.current.reset();
    });
    await waitFor(() =>
      expect(result.current.wallet.balance).toBe(backend.api.db.balance(MOCK_SECOND_AUTHOR_ID)),
    );
    await waitFor(() =>
      expect(result.current.notifications.unreadCount).toBe(
        backend.api.db.unreadCount(MOCK_SECOND_AUTHOR_ID),
      ),
    );
    expect(
      result.current.notifications.items.every(
        (item) => item.actor.user_id !== MOCK_SECOND_AUTHOR_ID,
      ),
    ).toBe(true);
  });
});
