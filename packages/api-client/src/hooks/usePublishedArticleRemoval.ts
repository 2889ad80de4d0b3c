import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiError } from '../client/ApiError';
import type { NewsIdRequest, SaveArticleResult } from '../contract/entities';
import { useApiClient } from './ApiClientProvider';
import { swrKeys } from './swrKeys';
import {
  type ApiMutation,
  PUBLISHED_RESOURCES,
  useDraftsListChange,
  useRevalidate,
  withoutDraft,
} from './useMutations';

/**
 * A published article's author taking it back or deleting it (docs/adr/0024): a module of its
 * own, so that only the page that offers them (the author's, loaded apart) carries them.
 */

/**
 * A live article back to the author's drafts (docs/adr/0024): it leaves every listing, and
 * appears in My Drafts. Refreshes the listings, My Drafts, own news and the article.
 */
export function useUnpublishArticle(): ApiMutation<NewsIdRequest, SaveArticleResult> {
  const client = useApiClient();
  const revalidate = useRevalidate();
  const { mutate } = useSWRConfig();
  return useSWRMutation<SaveArticleResult, ApiError, readonly unknown[], NewsIdRequest>(
    swrKeys.mutation('unpublishArticle'),
    async (_key, { arg }) => {
      const result = await client.unpublishArticle(arg);
      revalidate('drafts', ...PUBLISHED_RESOURCES);
      void mutate(swrKeys.article(result.news_id));
      void mutate(swrKeys.draft(result.news_id));
      return result;
    },
  );
}

/**
 * Deletes any of the author's articles (docs/adr/0024): removed from My Drafts at once (restored
 * on failure), then the listings, own news and the article are refreshed.
 */
export function useDeleteArticle(): ApiMutation<NewsIdRequest, null> {
  const client = useApiClient();
  const revalidate = useRevalidate();
  const changeDrafts = useDraftsListChange();
  const { mutate } = useSWRConfig();
  return useSWRMutation<null, ApiError, readonly unknown[], NewsIdRequest>(
    swrKeys.mutation('deleteArticle'),
    async (_key, { arg }) => {
      const restore = changeDrafts((drafts) => withoutDraft(drafts, arg.news_id));
      try {
        const result = await client.deleteArticle(arg);
        revalidate('drafts', ...PUBLISHED_RESOURCES);
        void mutate(swrKeys.draft(arg.news_id), undefined, { revalidate: false });
        return result;
      } catch (error) {
        restore();
        throw error;
      }
    },
  );
}
