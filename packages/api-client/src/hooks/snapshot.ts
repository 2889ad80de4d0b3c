import { useRef, useSyncExternalStore } from 'react';
import { type Key, type Middleware, type SWRConfiguration, unstable_serialize } from 'swr';
import { unstable_serialize as serializeInfinite } from 'swr/infinite';
import { ApiError, type ApiErrorInit, isApiError } from '../client/ApiError';
import type { ApiClient, CommentsPage, NewsPage, SearchPage } from '../client/createApiClient';
import {
  type Article,
  type AuthorProfile,
  COMMUNITY_PAGE_SIZE,
  type MostRecentItem,
  type NewsItem,
  type SiteSettings,
} from '../contract';
import { type NewsListRead, newsListFirstPageKey } from './newsListKeys';
import type { PageRead } from './pageReads';
import { type SearchRead, searchFirstPageKey, searchRequestOf } from './searchKeys';
import { swrKeys } from './swrKeys';
import { type TagNewsRead, tagNewsFirstPageKey } from './tagNewsKeys';

/**
 * Server rendering: the reads a server makes for a page, kept by SWR key as plain JSON, travel to
 * the browser with the page; there they fill SWR's cache before the first render, so hydration
 * shows exactly what the server rendered and the browser asks for none of it again.
 */

/** A refusal a page shows (an unknown article): what of its ApiError survives JSON. */
export type SnapshotError = Pick<ApiErrorInit, 'kind' | 'endpoint' | 'message' | 'status'> & {
  serverMessage?: string;
};

/**
 * One read: its data, or the lasting refusal the page shows (404). A news list (useSWRInfinite's
 * array of pages) names the page entries it is made of rather than holding them twice.
 */
export type SnapshotEntry = { data: unknown } | { error: SnapshotError } | { pagesOf: string[] };

/** Reads by serialized SWR key (the keys of `swrKeys`, and useSWRInfinite's for news lists). */
export type SwrSnapshot = Record<string, SnapshotEntry>;

/** What a read gave: the data, or the ApiError (transient ones are not kept in the snapshot). */
export type ReadResult<Data> =
  | { data: Data; error?: undefined }
  | { data?: undefined; error: ApiError };

/**
 * A refusal that will be the same on the next try: kept, so the browser renders it too. That is
 * a 4xx, or a request the client refused to send (a forged `?before=` cursor). A network failure,
 * a 5xx or an answer off the contract is left out: the browser then asks again, as it would
 * without a server.
 */
function isLasting(error: ApiError): boolean {
  if (error.kind === 'invalid-request') return true;
  return (error.kind === 'http' || error.kind === 'server') && (error.status ?? 500) < 500;
}

/** Reads a page needs, made on the server; `snapshot` holds what they gave. */
export interface Prefetcher {
  readonly snapshot: SwrSnapshot;
  /** A read failed for a reason that may pass (the page shows it loading; do not cache it). */
  readonly incomplete: boolean;
  mostRecent(): Promise<ReadResult<MostRecentItem[]>>;
  mostWatched(): Promise<ReadResult<NewsItem[]>>;
  /** The site's settings (every page's header, footer and colours), under `useSiteSettings`'. */
  siteSettings(): Promise<ReadResult<SiteSettings>>;
  /** Reading beside an article, under the key `useRelatedNews` reads. */
  relatedNews(newsId: number): Promise<ReadResult<NewsItem[]>>;
  article(newsId: number): Promise<ReadResult<Article>>;
  authorProfile(userId: number): Promise<ReadResult<AuthorProfile>>;
  /** A news list's first page, under the keys `useNewsList` reads (the list's and the page's). */
  newsList(read: NewsListRead): Promise<ReadResult<NewsPage>>;
  /** A tag's first page, under the keys `useTagNews` reads. */
  tagNews(read: TagNewsRead): Promise<ReadResult<NewsPage>>;
  /** A search's first page, under the keys `useSearch` reads. */
  search(read: SearchRead): Promise<ReadResult<SearchPage>>;
  /** An article's first page of comments, under the keys `useComments` reads. */
  comments(newsId: number): Promise<ReadResult<CommentsPage>>;
  /** A page's declared read, by the method above that makes it. */
  read(pageRead: PageRead): Promise<ReadResult<unknown>>;
}

export function createPrefetcher(client: ApiClient): Prefetcher {
  const snapshot: SwrSnapshot = {};
  let incomplete = false;

  async function read<Data>(
    keys: string[],
    load: () => Promise<Data>,
    stored = (_key: string): SnapshotEntry | undefined => undefined,
  ): Promise<ReadResult<Data>> {
    try {
      const data = await load();
      for (const key of keys) snapshot[key] = stored(key) ?? { data };
      return { data };
    } catch (cause) {
      if (!isApiError(cause)) throw cause;
      if (isLasting(cause)) {
        const error = toSnapshotError(cause);
        for (const key of keys) snapshot[key] = { error };
      } else {
        incomplete = true;
      }
      return { error: cause };
    }
  }

  const prefetcher: Prefetcher = {
    snapshot,
    get incomplete() {
      return incomplete;
    },
    mostRecent: () => read([unstable_serialize(swrKeys.mostRecent())], () => client.mostRecent({})),
    mostWatched: () =>
      read([unstable_serialize(swrKeys.mostWatched())], () => client.mostWatched()),
    siteSettings: () =>
      read([unstable_serialize(swrKeys.siteSettings())], () => client.siteSettings()),
    relatedNews: (newsId) =>
      read([unstable_serialize(swrKeys.relatedNews(newsId))], () =>
        client.relatedNews({ news_id: newsId }),
      ),
    article: (newsId) =>
      read([unstable_serialize(swrKeys.article(newsId))], () =>
        client.articleById({ news_id: newsId }),
      ),
    authorProfile: (userId) =>
      read([unstable_serialize(swrKeys.authorProfile(userId))], () =>
        client.authorProfile({ user_id: userId }),
      ),
    newsList: (list) => {
      const pageKey = newsListFirstPageKey(list);
      const [, , category_id, q, limit, cursor] = pageKey;
      return readFirstPage(pageKey, () =>
        client.newsList({ category_id, q: q || undefined, limit, cursor: cursor ?? undefined }),
      );
    },
    tagNews: (list) => {
      const pageKey = tagNewsFirstPageKey(list);
      const [, , tag, limit, cursor] = pageKey;
      return readFirstPage(pageKey, () =>
        client.tagNews({ tag, limit, cursor: cursor ?? undefined }),
      );
    },
    search: (search) => {
      const pageKey = searchFirstPageKey(search);
      return readFirstPage(pageKey, () => client.search(searchRequestOf(pageKey)));
    },
    comments: (newsId) =>
      readFirstPage(swrKeys.commentsPage(newsId, COMMUNITY_PAGE_SIZE, null), () =>
        client.comments({ news_id: newsId, limit: COMMUNITY_PAGE_SIZE }),
      ),
    read: (pageRead) => {
      switch (pageRead.resource) {
        case 'mostRecent':
          return prefetcher.mostRecent();
        case 'mostWatched':
          return prefetcher.mostWatched();
        case 'siteSettings':
          return prefetcher.siteSettings();
        case 'article':
          return prefetcher.article(pageRead.newsId);
        case 'relatedNews':
          return prefetcher.relatedNews(pageRead.newsId);
        case 'comments':
          return prefetcher.comments(pageRead.newsId);
        case 'authorProfile':
          return prefetcher.authorProfile(pageRead.userId);
        case 'newsList':
          return prefetcher.newsList(pageRead);
        case 'tagNews':
          return prefetcher.tagNews(pageRead);
        case 'search':
          return prefetcher.search(pageRead);
      }
    },
  };
  return prefetcher;

  /** useSWRInfinite keeps the list (an array of pages) and each page under its own key. */
  function readFirstPage<Page>(pageKey: readonly unknown[], load: () => Promise<Page>) {
    const listKey = serializeInfinite(() => pageKey);
    const firstPageKey = unstable_serialize(pageKey);
    return read([listKey, firstPageKey], load, (key) =>
      key === listKey ? { pagesOf: [firstPageKey] } : undefined,
    );
  }
}

function toSnapshotError(error: ApiError): SnapshotError {
  const { kind, endpoint, message, status, serverMessage } = error;
  return serverMessage === undefined
    ? { kind, endpoint, message, status }
    : { kind, endpoint, message, status, serverMessage };
}

/** SWR's cache state for each entry, ApiErrors rebuilt and news lists put together. */
function cacheEntries(snapshot: SwrSnapshot): [string, { data?: unknown; error?: ApiError }][] {
  const dataOf = (key: string) => {
    const entry = snapshot[key];
    return entry && 'data' in entry ? entry.data : undefined;
  };
  return Object.entries(snapshot).map(([key, entry]) => {
    if ('error' in entry) return [key, { error: new ApiError(entry.error) }];
    if ('pagesOf' in entry) return [key, { data: entry.pagesOf.map(dataOf) }];
    return [key, { data: entry.data }];
  });
}

/** The key SWR stores a hook's data under: useSWRInfinite passes its key function. */
function serializedKey(key: Key): string {
  return typeof key === 'function'
    ? serializeInfinite(key as Parameters<typeof serializeInfinite>[0])
    : unstable_serialize(key);
}

const noSubscription = () => () => {};

/**
 * Whether the calling component renders as part of hydration. React calls the server snapshot
 * then, the client one afterwards; both return the same object, so the switch re-renders nothing.
 */
function useIsHydrating(): boolean {
  const flag = useRef({ hydrating: false }).current;
  useSyncExternalStore(
    noSubscription,
    () => {
      flag.hydrating = false;
      return flag;
    },
    () => {
      flag.hydrating = true;
      return flag;
    },
  );
  return flag.hydrating;
}

/**
 * A hook that hydrates with data that came with the page does not ask for it again (SWR would,
 * since the data counts as stale). Parts of a page may hydrate later than others (a Suspense
 * boundary, a lazy page), so this holds for every hook mounting during hydration; hooks mounting
 * afterwards (a return to the page) revalidate as usual.
 */
function trustSnapshotWhileHydrating(fromSnapshot: Set<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const hydrating = useIsHydrating();
    const trusted = hydrating && fromSnapshot.has(serializedKey(key));
    return useSWRNext(key, fetcher, trusted ? { ...config, revalidateOnMount: false } : config);
  };
}

/**
 * SWR options for a render that starts from a snapshot: a cache of its own holding the
 * snapshot (on the server, one per request, so no reader's data reaches another), and no
 * second request for what the snapshot holds when the page first mounts.
 */
export function snapshotSwrConfig(snapshot: SwrSnapshot): SWRConfiguration {
  return {
    provider: () => new Map(cacheEntries(snapshot)),
    use: [trustSnapshotWhileHydrating(new Set(Object.keys(snapshot)))],
  };
}

/** The site's settings a page was rendered with (its layout reads them), when it has them. */
export function snapshotSiteSettings(snapshot: SwrSnapshot): SiteSettings | undefined {
  const entry = snapshot[unstable_serialize(swrKeys.siteSettings())];
  return entry && 'data' in entry ? (entry.data as SiteSettings) : undefined;
}
