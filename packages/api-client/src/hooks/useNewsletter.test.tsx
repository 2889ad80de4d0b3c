import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/ApiError';
import { SERVER_MESSAGES, SUBSCRIBE_RATE_LIMIT } from '../contract';
import {
  MOCK_NEWSLETTER_TOKENS,
  MOCK_SECOND_AUTHOR_TOKEN,
  MOCK_SUBSCRIBER_EMAIL,
  MOCK_USER_ID,
} from '../mocks';
import { renderApiHook, setupMockBackend, tracked } from './hookTestSupport';
import { useSubscribe, useUnsubscribe } from './useNewsletter';
import { useNewsletterReach } from './useNewsletterReach';

const backend = setupMockBackend();

describe('useSubscribe and useUnsubscribe', () => {
  it('subscribe answers no token (the link goes to the inbox), and an unsubscribe link ends it', async () => {
    const { result } = renderApiHook(backend, () => ({
      subscribe: useSubscribe(),
      unsubscribe: useUnsubscribe(),
    }));
    await act(async () => {
      expect(await result.current.subscribe.trigger({ email: 'Hook@Example.com' })).toBeNull();
    });
    expect(backend.api.db.subscriptions.get('hook@example.com')?.confirmed).toBe(false);
    await act(async () => {
      await result.current.unsubscribe.trigger({ token: MOCK_NEWSLETTER_TOKENS.manage });
    });
    expect(backend.api.db.subscriptions.get(MOCK_SUBSCRIBER_EMAIL)?.active).toBe(false);
  });

  it('rejects with the rate limit message once an address is over its allowance', async () => {
    const { result } = renderApiHook(backend, () => useSubscribe());
    await act(async () => {
      for (let call = 0; call < SUBSCRIBE_RATE_LIMIT.perEmail; call += 1) {
        await result.current.trigger({ email: 'busy@example.com' });
      }
      const refused = await result.current
        .trigger({ email: 'busy@example.com' })
        .catch((error: unknown) => error);
      expect(isApiError(refused) && refused.message).toBe(SERVER_MESSAGES.subscribeRateLimited);
    });
  });
});

describe('useNewsletterReach', () => {
  /** The signed-in mock author's published article, sent to `sent` subscribers. */
  const ownPublished = (sent: number) => {
    const { db } = backend.api;
    const article = db.articles.find(
      (record) => record.author_id === MOCK_USER_ID && db.statusOf(record) === 'published',
    );
    if (!article) throw new Error('no published article of the mock author');
    db.newsletterSent.set(article.id, sent);
    return article.id;
  };

  it('asks nothing without an id', async () => {
    const { result } = renderApiHook(backend, () => tracked(useNewsletterReach(null)));
    await act(async () => {});
    expect(result.current.data).toBeUndefined();
    expect(backend.api.db.log).toHaveLength(0);
  });

  it("reads how many subscribers the author's article was sent to", async () => {
    const newsId = ownPublished(3);
    const { result } = renderApiHook(backend, () => tracked(useNewsletterReach(newsId)));
    await waitFor(() => expect(result.current.data).toEqual({ sent: 3 }));
  });

  it("answers another author's article as not found", async () => {
    const newsId = ownPublished(3);
    backend.token = MOCK_SECOND_AUTHOR_TOKEN;
    const { result } = renderApiHook(backend, () => tracked(useNewsletterReach(newsId)));
    await waitFor(() => expect(result.current.error?.status).toBe(404));
    expect(result.current.error?.message).toBe(SERVER_MESSAGES.articleNotFound);
    expect(result.current.data).toBeUndefined();
  });
});
