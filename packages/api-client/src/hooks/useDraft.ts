import useSWR from 'swr';
import type { Draft } from '../contract/entities';
import { useApiClient } from './ApiClientProvider';
import { swrKeys } from './swrKeys';
import { type ApiResource, hasId, type MaybeId } from './useReads';

/**
 * One of the signed-in author's articles as the editor opens it (`/new-article?draft=<id>`): a
 * draft, a scheduled one, or a live one with its changes not yet published. Read once per id: the
 * editor holds the text from then on, so it is not asked again on focus. Needs a token.
 */
export function useDraft(newsId: MaybeId): ApiResource<Draft> {
  const client = useApiClient();
  return useSWR(
    hasId(newsId) ? swrKeys.draft(newsId) : null,
    () => client.draft({ news_id: newsId as number }),
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}
