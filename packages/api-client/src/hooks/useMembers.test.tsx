import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE_MESSAGES } from '../contract';
import { MOCK_ADMIN_TOKEN, MOCK_READER_ID, MOCK_TOKEN } from '../mocks';
import { renderApiHook, setupMockBackend, tracked } from './hookTestSupport';
import { useChangeRole, useMembers } from './useMembers';

const backend = setupMockBackend();

describe('useMembers and useChangeRole', () => {
  it('lists members by name, newest first, a page at a time', async () => {
    backend.token = MOCK_ADMIN_TOKEN;
    const { result } = renderApiHook(backend, () => tracked(useMembers('', { pageSize: 3 })));
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    expect(result.current.items.map((member) => member.user_id)).toEqual([7, 6, 5]);
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(6));

    const search = renderApiHook(backend, () => tracked(useMembers('  priya ')));
    await waitFor(() => expect(search.result.current.items).toHaveLength(1));
    expect(search.result.current.items[0]).toMatchObject({
      user_id: MOCK_READER_ID,
      role: 'reader',
    });
  });

  it('is refused to anyone but an administrator', async () => {
    backend.token = MOCK_TOKEN;
    const { result } = renderApiHook(backend, () => tracked(useMembers('')));
    await waitFor(() => expect(result.current.error?.status).toBe(403));
    expect(result.current.error?.message).toBe(ROLE_MESSAGES.manageMembers);
    expect(result.current.items).toEqual([]);
  });

  it("changes a member's role in the loaded list", async () => {
    backend.token = MOCK_ADMIN_TOKEN;
    const { result } = renderApiHook(backend, () => ({
      list: tracked(useMembers('priya')),
      change: useChangeRole(),
    }));
    await waitFor(() => expect(result.current.list.items).toHaveLength(1));
    await act(async () => {
      await result.current.change.trigger({ user_id: MOCK_READER_ID, role: 'contributor' });
    });
    await waitFor(() =>
      expect(result.current.list.items[0]).toMatchObject({ role: 'contributor' }),
    );
    expect(backend.api.db.findUser(MOCK_READER_ID)?.role).toBe('contributor');
  });
});
