import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from './ApiClientProvider';
import type { ConversationWrites } from './conversationWrites';
import { usePagedLists } from './useKeysetList';

/**
 * What the conversation's writes (conversationWrites.ts) need of this render's API client and
 * SWR cache. A host may keep the writes themselves in a chunk loaded on first use.
 */
export function useConversationWrites(): ConversationWrites {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const lists = usePagedLists();
  return useMemo(() => ({ client, mutate, lists }), [client, mutate, lists]);
}
