import type { NewsListRead } from './newsListKeys';
import type { SearchRead } from './searchKeys';
import type { TagNewsRead } from './tagNewsKeys';

/**
 * One read a page makes as it first renders, as plain data. The server makes it before rendering
 * the page (`Prefetcher.read`, under the SWR key the matching hook asks for) and the page hands
 * its fields to that hook, so the two cannot ask for different things.
 */
export type PageRead =
  | { readonly resource: 'mostRecent' }
  | { readonly resource: 'mostWatched' }
  | { readonly resource: 'siteSettings' }
  | { readonly resource: 'article'; readonly newsId: number }
  | { readonly resource: 'relatedNews'; readonly newsId: number }
  | { readonly resource: 'comments'; readonly newsId: number }
  | { readonly resource: 'authorProfile'; readonly userId: number }
  | ({ readonly resource: 'newsList' } & NewsListRead)
  | ({ readonly resource: 'tagNews' } & TagNewsRead)
  | ({ readonly resource: 'search' } & SearchRead);

/** The reads a page may declare, each with the arguments of its hook. */
export const pageRead = {
  /** `useMostRecent()`: the latest news across all categories. */
  mostRecent: () => ({ resource: 'mostRecent' }) as const,
  /** `useMostWatched()`. */
  mostWatched: () => ({ resource: 'mostWatched' }) as const,
  /** `useSiteSettings()`: every page's (the layout's). */
  siteSettings: () => ({ resource: 'siteSettings' }) as const,
  /** `useArticle(newsId)`. */
  article: (newsId: number) => ({ resource: 'article', newsId }) as const,
  /** `useRelatedNews(newsId)`. */
  relatedNews: (newsId: number) => ({ resource: 'relatedNews', newsId }) as const,
  /** `useComments(newsId)`: the first page. */
  comments: (newsId: number) => ({ resource: 'comments', newsId }) as const,
  /** `useAuthorProfile(userId)`. */
  authorProfile: (userId: number) => ({ resource: 'authorProfile', userId }) as const,
  /** `useNewsList(read)`: the first page. */
  newsList: (list: NewsListRead) => ({ resource: 'newsList', ...list }) as const,
  /** `useTagNews(read)`: the first page. */
  tagNews: (list: TagNewsRead) => ({ resource: 'tagNews', ...list }) as const,
  /** `useSearch(read)`: the first page. */
  search: (search: SearchRead) => ({ resource: 'search', ...search }) as const,
};
