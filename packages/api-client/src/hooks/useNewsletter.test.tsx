import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/ApiError';
import { SERVER_MESSAGES, SUBSCRIBE_RATE_LIMIT } from '../contract';
import { MOCK_NEWSLETTER_TOKENS, MOCK_SUBSCRIBER_EMAIL } from '../mocks';
import { renderApiHook, setupMockBackend } from './hookTestSupport';
import { useSubscribe, useUnsubscribe } from './useNewsletter';

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
