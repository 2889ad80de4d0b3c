import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/ApiError';
import { SERVER_MESSAGES, SUBSCRIBE_RATE_LIMIT, UNSUBSCRIBE_TOKEN_PATTERN } from '../contract';
import { renderApiHook, setupMockBackend } from './hookTestSupport';
import { useSubscribe, useUnsubscribe } from './useNewsletter';

const backend = setupMockBackend();

describe('useSubscribe and useUnsubscribe', () => {
  it('subscribe answers the same token for an address given twice, and unsubscribe ends it', async () => {
    const { result } = renderApiHook(backend, () => ({
      subscribe: useSubscribe(),
      unsubscribe: useUnsubscribe(),
    }));
    let first = '';
    await act(async () => {
      first = (await result.current.subscribe.trigger({ email: 'Hook@Example.com' }))
        .unsubscribe_token;
    });
    expect(first).toMatch(UNSUBSCRIBE_TOKEN_PATTERN);
    await act(async () => {
      const again = await result.current.subscribe.trigger({ email: ' hook@example.com' });
      expect(again.unsubscribe_token).toBe(first);
    });
    await act(async () => {
      await result.current.unsubscribe.trigger({ token: first });
    });
    expect(backend.api.db.subscriptions.get('hook@example.com')?.active).toBe(false);
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
