import useSWR from 'swr';
import type { NewsletterReach } from '../contract';
import { useApiClient } from './ApiClientProvider';
import { swrKeys } from './swrKeys';
import { type ApiResource, hasId, type MaybeId } from './useReads';

/**
 * How many subscribers the signed-in author's article was sent to (`{ sent }`; docs/adr/0029).
 * Pass the id only for the caller's own published article (to anyone else it is not found);
 * `null` asks nothing. Sending goes on after publishing, so the count is read again on focus.
 * A module of its own: only the author's chunk uses it, while the subscribe form's hooks are on
 * a reader's first load.
 */
export function useNewsletterReach(newsId: MaybeId): ApiResource<NewsletterReach> {
  const client = useApiClient();
  return useSWR(hasId(newsId) ? swrKeys.newsletterReach(newsId) : null, () =>
    client.newsletterReach({ news_id: newsId as number }),
  );
}
