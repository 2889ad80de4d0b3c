import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/ApiError';
import { ACCOUNT_REFUSALS, DELETED_ACCOUNT_NAME } from '../contract';
import { MOCK_USER_ID, mockIdentityToken } from '../mocks/constants';
import { renderApiHook, setupMockBackend } from './hookTestSupport';
import { useDeleteAccount, useExportAccount } from './useAccount';

const backend = setupMockBackend();

/** The error a trigger rejected with, or null. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('useExportAccount', () => {
  it('answers the signed-in user’s own data: their articles and their ledger', async () => {
    const { result } = renderApiHook(backend, () => useExportAccount());
    await act(async () => {
      const data = await result.current.trigger();
      expect(data.profile.user_id).toBe(MOCK_USER_ID);
      const own = backend.api.db.articles.filter((article) => article.author_id === MOCK_USER_ID);
      expect(data.articles.map((article) => article.id).sort()).toEqual(
        own.map((article) => article.id).sort(),
      );
      expect(data.wallet.balance).toBe(backend.api.db.balance(MOCK_USER_ID));
      expect(data.wallet.ledger.length).toBe(backend.api.db.ledgerOf(MOCK_USER_ID).length);
    });
  });
});

describe('useDeleteAccount', () => {
  it('keeps published articles under the deleted author’s name; deleting again is 410', async () => {
    const { result } = renderApiHook(backend, () => useDeleteAccount());
    const published = backend.api.db
      .published()
      .find((article) => article.author_id === MOCK_USER_ID);
    await act(async () => {
      const done = await result.current.trigger({
        identity: mockIdentityToken(MOCK_USER_ID),
        articles: 'keep',
      });
      expect(done.articles_kept).toBeGreaterThan(0);
      expect(done.articles_removed).toBe(0);
    });
    expect(backend.api.db.findArticle(published?.id ?? 0)).toBeDefined();
    expect(backend.api.db.findUser(MOCK_USER_ID)?.full_name).toBe(DELETED_ACCOUNT_NAME);
    await act(async () => {
      const again = await refusal(
        result.current.trigger({ identity: mockIdentityToken(MOCK_USER_ID), articles: 'keep' }),
      );
      expect(isApiError(again) && [again.status, again.message]).toEqual([
        410,
        ACCOUNT_REFUSALS.accountAlreadyDeleted,
      ]);
    });
  });

  it('removes the articles when asked, and refuses an old or foreign confirmation first', async () => {
    const { result } = renderApiHook(backend, () => useDeleteAccount());
    await act(async () => {
      const stale = await refusal(
        result.current.trigger({
          identity: mockIdentityToken(MOCK_USER_ID, true),
          articles: 'remove',
        }),
      );
      expect(isApiError(stale) && stale.message).toBe(ACCOUNT_REFUSALS.confirmationTooOld);
      const foreign = await refusal(
        result.current.trigger({ identity: mockIdentityToken(2), articles: 'remove' }),
      );
      expect(isApiError(foreign) && foreign.message).toBe(ACCOUNT_REFUSALS.identityMismatch);
      const done = await result.current.trigger({
        identity: mockIdentityToken(MOCK_USER_ID),
        articles: 'remove',
      });
      expect(done.articles_kept).toBe(0);
    });
    expect(backend.api.db.articles.some((article) => article.author_id === MOCK_USER_ID)).toBe(
      false,
    );
  });
});
