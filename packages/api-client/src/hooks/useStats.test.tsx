import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../contract';
import { MOCK_SECOND_AUTHOR_TOKEN, MOCK_USER_ID } from '../mocks';
import { renderApiHook, setupMockBackend, tracked } from './hookTestSupport';
import { useAuthorStats, useSiteStats, useStatsArticles } from './useStats';

const backend = setupMockBackend();

describe('the stats hooks', () => {
  it('ask nothing without an author', async () => {
    const { result } = renderApiHook(backend, () => tracked(useAuthorStats(null, 30)));
    await act(async () => {});
    expect(result.current.data).toBeUndefined();
    expect(backend.api.db.log).toHaveLength(0);
  });

  it("read the author's period, day by day, and ask again for another period", async () => {
    const { result, rerender } = renderApiHook(
      backend,
      ({ days }: { days: 7 | 30 }) => tracked(useAuthorStats(MOCK_USER_ID, days)),
      { initialProps: { days: 7 as 7 | 30 } },
    );
    await waitFor(() => expect(result.current.data?.views.series).toHaveLength(7));
    rerender({ days: 30 });
    await waitFor(() => expect(result.current.data?.views.series).toHaveLength(30));
  });

  it("refuse another author's articles table with the server's reason", async () => {
    backend.token = MOCK_SECOND_AUTHOR_TOKEN;
    const { result } = renderApiHook(backend, () =>
      tracked(useStatsArticles(MOCK_USER_ID, { sort: 'views', order: 'desc', page: 1 })),
    );
    await waitFor(() => expect(result.current.error?.status).toBe(403));
    expect(result.current.error?.message).toBe(SERVER_MESSAGES.notYourStats);
  });

  it('read the site for its administrators only', async () => {
    const { result } = renderApiHook(backend, () => tracked(useSiteStats(30)));
    await waitFor(() => expect(result.current.error?.status).toBe(403));
    backend.api.db.siteStatsAdmins.add(MOCK_USER_ID);
    await act(async () => {
      await result.current.mutate();
    });
    await waitFor(() => expect(result.current.data?.views.days).toBe(30));
  });
});
