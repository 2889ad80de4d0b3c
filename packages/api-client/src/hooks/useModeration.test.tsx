import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE_MESSAGES } from '../contract';
import { MOCK_EDITOR_TOKEN, MOCK_READER_TOKEN, MOCK_SECOND_AUTHOR_ID } from '../mocks';
import { renderApiHook, setupMockBackend, tracked } from './hookTestSupport';
import {
  useBlockAccount,
  useBlockedAccounts,
  useModerationAction,
  useModerationQueue,
} from './useModeration';

const backend = setupMockBackend();

describe('moderation hooks', () => {
  it('the queue leaves out a target once an editor acts on it', async () => {
    backend.token = MOCK_EDITOR_TOKEN;
    const { result } = renderApiHook(backend, () => ({
      queue: tracked(useModerationQueue()),
      hide: useModerationAction('moderateComment'),
    }));
    await waitFor(() => expect(result.current.queue.items).toHaveLength(3));
    await act(async () => {
      await result.current.hide.trigger({ comment_id: 2, action: 'hide', reason: 'Rude' });
    });
    await waitFor(() => expect(result.current.queue.items).toHaveLength(2));
    expect(backend.api.db.findComment(2)?.hidden_at).not.toBeNull();
  });

  it("refuses a reader's queue", async () => {
    backend.token = MOCK_READER_TOKEN;
    const { result } = renderApiHook(backend, () => tracked(useModerationQueue()));
    await waitFor(() => expect(result.current.error?.message).toBe(ROLE_MESSAGES.moderate));
  });

  it('a block shows in the list of blocked accounts at once', async () => {
    backend.token = MOCK_READER_TOKEN;
    const { result } = renderApiHook(backend, () => ({
      blocked: useBlockedAccounts(),
      block: useBlockAccount(),
    }));
    await waitFor(() => expect(result.current.blocked.data).toEqual({ user_ids: [] }));
    await act(async () => {
      await result.current.block.trigger({ user_id: MOCK_SECOND_AUTHOR_ID, blocked: true });
    });
    expect(result.current.blocked.data).toEqual({ user_ids: [MOCK_SECOND_AUTHOR_ID] });
  });
});
