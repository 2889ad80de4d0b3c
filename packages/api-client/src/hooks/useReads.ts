import useSWR, { preload, type SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError';
import type { ApiClient, DraftsPage } from '../client/createApiClient';
import {
  type Article,
  type AuthorProfile,
  type Category,
  DRAFTS_PAGE_SIZE,
  type Draft,
  type MostRecentItem,
  type NewsItem,
  type Revision,
  type RevisionSummary,
  type SiteSettings,
  type UserProfile,
} from '../contract';
import { useApiClient } from './ApiClientProvider';
import { swrKeys } from './swrKeys';
import { type KeysetListState, useKeysetList } from './useKeysetList';

/** What every read hook returns: SWR's state, with errors typed as ApiError. */
export type ApiResource<Data> = SWRResponse<Data, ApiError>;

/** An id the caller may not know yet (route not parsed, user signed out): no request until it does. */
export type MaybeId = number | null | undefined;

export const hasId = (id: MaybeId): id is number =>
  typeof id === 'number' && Number.isFinite(id) && id > 0;

/** The ten categories (the spec's nine plus Crime). */
export function useCategories(): ApiResource<Category[]> {
  const client = useApiClient();
  return useSWR(swrKeys.categories(), () => client.categories());
}

/** Latest news, across all categories or within one. */
export function useMostRecent(categoryId?: number | null): ApiResource<MostRecentItem[]> {
  const client = useApiClient();
  return useSWR(swrKeys.mostRecent(categoryId), () =>
    client.mostRecent(hasId(categoryId) ? { category_id: categoryId } : {}),
  );
}

/** Most watched news: item 0 is Most Read's featured story (see docs/api.md). */
/** The site's settings (docs/adr/0038): every page has them from the server with the page. */
export function useSiteSettings(): ApiResource<SiteSettings> {
  const client = useApiClient();
  return useSWR(swrKeys.siteSettings(), () => client.siteSettings());
}

export function useMostWatched(): ApiResource<NewsItem[]> {
  const client = useApiClient();
  return useSWR(swrKeys.mostWatched(), () => client.mostWatched());
}

/**
 * Reading beside an article (docs/product.md#article-page): never the article itself; the same category and author
 * first, then the most read. The first `RELATED_NEWS_SPLIT.recommended` items are Recommended,
 * the rest "More from Byline".
 */
export function useRelatedNews(newsId: MaybeId): ApiResource<NewsItem[]> {
  const client = useApiClient();
  return useSWR(hasId(newsId) ? swrKeys.relatedNews(newsId) : null, () =>
    client.relatedNews({ news_id: newsId as number }),
  );
}

/** One article with its body; a draft only for its author. */
export function useArticle(newsId: MaybeId): ApiResource<Article> {
  const client = useApiClient();
  return useSWR(hasId(newsId) ? swrKeys.article(newsId) : null, () =>
    client.articleById({ news_id: newsId as number }),
  );
}

/** Any author's public profile and published articles. */
export function useAuthorProfile(userId: MaybeId): ApiResource<AuthorProfile> {
  const client = useApiClient();
  return useSWR(hasId(userId) ? swrKeys.authorProfile(userId) : null, () =>
    client.authorProfile({ user_id: userId as number }),
  );
}

/**
 * The signed-in author's own articles, drafts included: the profile page filters out
 * `status === 'draft'`. Needs a token.
 */
export function useOwnNews(): ApiResource<NewsItem[]> {
  const client = useApiClient();
  return useSWR(swrKeys.ownNews(), () => client.ownNews());
}

/** A user's full profile (email, phone, wallet). Needs a token. */
export function useUserDetails(userId: MaybeId): ApiResource<UserProfile> {
  const client = useApiClient();
  return useSWR(hasId(userId) ? swrKeys.userDetails(userId) : null, () =>
    client.userDetails({ user_id: userId as number }),
  );
}

/** The first page of My Drafts: the one `useDrafts` asks for first and `preloadDrafts` ahead. */
const firstDraftsPage = () => swrKeys.draftsPage(DRAFTS_PAGE_SIZE, null);
const fetchDraftsPage = (client: ApiClient, cursor: string | null) =>
  client.drafts({ limit: DRAFTS_PAGE_SIZE, ...(cursor ? { cursor } : {}) });

/**
 * The signed-in author's drafts and scheduled articles, page by page (DRAFTS_PAGE_SIZE): the
 * scheduled ones soonest first, then the drafts, newest written first. Needs a token.
 */
export function useDrafts(): KeysetListState<Draft> {
  const client = useApiClient();
  const { pages: _pages, ...list } = useKeysetList<DraftsPage>(
    (cursor) => swrKeys.draftsPage(DRAFTS_PAGE_SIZE, cursor),
    (cursor) => fetchDraftsPage(client, cursor),
  );
  return list;
}

/**
 * Asks for the first page of drafts before the page that shows them has loaded its code (SWR's
 * `preload`): the page's `useDrafts` takes this answer instead of asking again. Call it when
 * navigating to that page, not on a mere hover: an unused answer waits for the next `useDrafts`,
 * however old.
 */
export function preloadDrafts(client: ApiClient): void {
  preload(firstDraftsPage(), () => fetchDraftsPage(client, null))?.catch(() => undefined);
}

/** The signed-in author's article's revisions, newest first. Needs a token. */
export function useRevisions(newsId: MaybeId): ApiResource<RevisionSummary[]> {
  const client = useApiClient();
  return useSWR(hasId(newsId) ? swrKeys.revisions(newsId) : null, () =>
    client.revisions({ news_id: newsId as number }),
  );
}

/** One revision whole, to preview before restoring it. Needs a token. */
export function useRevision(revisionId: MaybeId): ApiResource<Revision> {
  const client = useApiClient();
  return useSWR(hasId(revisionId) ? swrKeys.revision(revisionId) : null, () =>
    client.revision({ revision_id: revisionId as number }),
  );
}
