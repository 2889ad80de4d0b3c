import { unstable_serialize } from 'swr/infinite';

/** Every SWR key of this package starts with this, so it never collides with the app's own keys. */
export const SWR_KEY_ROOT = 'byline';

/** The cached resources, by the name that sits second in their keys. */
export type SwrResource =
  | 'categories'
  | 'followedAccounts'
  | 'followingTimeline'
  | 'newsList'
  | 'tagNews'
  | 'search'
  | 'mostRecent'
  | 'mostWatched'
  | 'siteSettings'
  | 'relatedNews'
  | 'article'
  | 'authorProfile'
  | 'ownNews'
  | 'userDetails'
  | 'drafts'
  | 'draft'
  | 'revisions'
  | 'revision'
  | 'newsletterReach'
  | 'fediverseFollowers'
  | 'stats'
  | 'members'
  | 'moderationQueue'
  | 'moderationLog'
  | 'reviewQueue'
  | 'reviewNotes'
  | 'blocks'
  | 'comments'
  | 'replies'
  | 'ownReactions'
  | 'followStatus'
  | 'followers'
  | 'following'
  | 'wallet'
  | 'notifications'
  | 'unreadCount';

export interface NewsListPageParams {
  categoryId: number;
  /** Trimmed search text; '' for no search. */
  q: string;
  limit: number;
}

export interface SearchPageParams {
  /** Trimmed search text. */
  q: string;
  /** 0 for every category. */
  categoryId: number;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  limit: number;
}

/**
 * The SWR keys, defined once. Keys are flat tuples of primitives so they serialize stably and
 * can be matched by resource (`key[1]`) when a write has to revalidate them.
 */
export const swrKeys = {
  categories: () => [SWR_KEY_ROOT, 'categories'] as const,
  newsListPage: (params: NewsListPageParams, cursor: string | null) =>
    [SWR_KEY_ROOT, 'newsList', params.categoryId, params.q, params.limit, cursor] as const,
  /** A page of a tag's news (contract/tags.ts), the cursor last (null: the first). */
  tagNewsPage: (tag: string, limit: number, cursor: string | null) =>
    [SWR_KEY_ROOT, 'tagNews', tag, limit, cursor] as const,
  /** A site search page; filters are '' when unset. */
  searchPage: (params: SearchPageParams, cursor: string | null) =>
    [
      SWR_KEY_ROOT,
      'search',
      params.q,
      params.categoryId,
      params.from,
      params.to,
      params.limit,
      cursor,
    ] as const,
  mostRecent: (categoryId?: number | null) =>
    [SWR_KEY_ROOT, 'mostRecent', categoryId ?? null] as const,
  mostWatched: () => [SWR_KEY_ROOT, 'mostWatched'] as const,
  siteSettings: () => [SWR_KEY_ROOT, 'siteSettings'] as const,
  relatedNews: (newsId: number) => [SWR_KEY_ROOT, 'relatedNews', newsId] as const,
  article: (newsId: number) => [SWR_KEY_ROOT, 'article', newsId] as const,
  authorProfile: (userId: number) => [SWR_KEY_ROOT, 'authorProfile', userId] as const,
  ownNews: () => [SWR_KEY_ROOT, 'ownNews'] as const,
  userDetails: (userId: number) => [SWR_KEY_ROOT, 'userDetails', userId] as const,
  /** A page of My Drafts, the cursor last (null: the first). */
  draftsPage: (limit: number, cursor: string | null) =>
    [SWR_KEY_ROOT, 'drafts', limit, cursor] as const,
  /** One of the author's articles as the editor opens it. */
  draft: (newsId: number) => [SWR_KEY_ROOT, 'draft', newsId] as const,
  // An article's history, and one revision whole.
  revisions: (newsId: number) => [SWR_KEY_ROOT, 'revisions', newsId] as const,
  revision: (revisionId: number) => [SWR_KEY_ROOT, 'revision', revisionId] as const,
  /** How many subscribers the author's article was sent to. */
  newsletterReach: (newsId: number) => [SWR_KEY_ROOT, 'newsletterReach', newsId] as const,
  /** The signed-in author's followers on the fediverse, and whether they approve new ones. */
  fediverseFollowers: () => [SWR_KEY_ROOT, 'fediverseFollowers'] as const,
  /** The stats pages' reads (docs/adr/0035): which one, then its parameters. */
  stats: (
    read: 'author' | 'articles' | 'article' | 'site' | 'siteArticles',
    ...params: (string | number)[]
  ) => [SWR_KEY_ROOT, 'stats', read, ...params] as const,
  // The community lists: one key per keyset page, the cursor last (null: the first).
  commentsPage: (newsId: number, limit: number, cursor: string | null) =>
    [SWR_KEY_ROOT, 'comments', newsId, limit, cursor] as const,
  /** A page of a thread's replies (oldest first), the cursor last. */
  repliesPage: (commentId: number, limit: number, cursor: string | null) =>
    [SWR_KEY_ROOT, 'replies', commentId, limit, cursor] as const,
  /** The signed-in reader's own reactions on an article and its comments. */
  ownReactions: (newsId: number) => [SWR_KEY_ROOT, 'ownReactions', newsId] as const,
  followStatus: (userId: number) => [SWR_KEY_ROOT, 'followStatus', userId] as const,
  followersPage: (userId: number, limit: number, cursor: string | null) =>
    [SWR_KEY_ROOT, 'followers', userId, limit, cursor] as const,
  followingPage: (userId: number, limit: number, cursor: string | null) =>
    [SWR_KEY_ROOT, 'following', userId, limit, cursor] as const,
  /** The administrator's members list: one key per search and keyset page. */
  membersPage: (search: string, limit: number, cursor: string | null) =>
    [SWR_KEY_ROOT, 'members', search, limit, cursor] as const,
  /** The editors' moderation queue and the administrators' log: one key per keyset page. */
  moderationQueuePage: (limit: number, cursor: string | null) =>
    [SWR_KEY_ROOT, 'moderationQueue', limit, cursor] as const,
  moderationLogPage: (limit: number, cursor: string | null) =>
    [SWR_KEY_ROOT, 'moderationLog', limit, cursor] as const,
  /** The editors' review queue, one key per keyset page, and a draft's review notes. */
  reviewQueuePage: (limit: number, cursor: string | null) =>
    [SWR_KEY_ROOT, 'reviewQueue', limit, cursor] as const,
  reviewNotes: (newsId: number) => [SWR_KEY_ROOT, 'reviewNotes', newsId] as const,
  /** The accounts the signed-in reader blocks. */
  blocks: () => [SWR_KEY_ROOT, 'blocks'] as const,
  walletPage: (limit: number, cursor: string | null) =>
    [SWR_KEY_ROOT, 'wallet', limit, cursor] as const,
  notificationsPage: (limit: number, cursor: string | null) =>
    [SWR_KEY_ROOT, 'notifications', limit, cursor] as const,
  unreadCount: () => [SWR_KEY_ROOT, 'unreadCount'] as const,
  /** The fediverse accounts the signed-in reader follows, and a page of what they sent. */
  followedAccounts: () => [SWR_KEY_ROOT, 'followedAccounts'] as const,
  followingTimelinePage: (limit: number, cursor: string | null) =>
    [SWR_KEY_ROOT, 'followingTimeline', limit, cursor] as const,
  /** Keys of the mutation hooks' own state (never fetched). */
  mutation: (name: string) => [SWR_KEY_ROOT, 'mutation', name] as const,
} as const;

export type NewsListPageKey = ReturnType<typeof swrKeys.newsListPage>;
export type TagNewsPageKey = ReturnType<typeof swrKeys.tagNewsPage>;
export type SearchPageKey = ReturnType<typeof swrKeys.searchPage>;

/** True when `key` is one of this package's keys for the given resource(s). */
export function isSwrKeyOf(key: unknown, ...resources: SwrResource[]): boolean {
  return Array.isArray(key) && key[0] === SWR_KEY_ROOT && resources.includes(key[1] as SwrResource);
}

/** Resources that depend on who is signed in: cleared on login and logout. */
export const USER_SCOPED_RESOURCES: SwrResource[] = [
  'ownNews',
  'drafts',
  'revisions',
  'revision',
  'newsletterReach',
  'fediverseFollowers',
  'stats',
  'members',
  'moderationQueue',
  'moderationLog',
  'reviewQueue',
  'reviewNotes',
  'blocks',
  'userDetails',
  'followStatus',
  'ownReactions',
  'wallet',
  'notifications',
  'unreadCount',
  'followedAccounts',
  'followingTimeline',
];

/** Resources read page by page with useSWRInfinite. */
export const INFINITE_RESOURCES: SwrResource[] = [
  'newsList',
  'tagNews',
  'drafts',
  'search',
  'comments',
  'replies',
  'followers',
  'following',
  'members',
  'moderationQueue',
  'moderationLog',
  'reviewQueue',
  'wallet',
  'notifications',
  'followingTimeline',
];

/**
 * useSWRInfinite stores each list under `$inf$` + the serialized first-page key. SWR's filter
 * form of `mutate` skips those entries, so writes find them by this prefix instead (the
 * serialized form of a key tuple starts with the serialized form of its leading items):
 * `infinitePrefix('comments', 69)` matches every cached comments list of article 69.
 */
export function infinitePrefix(resource: SwrResource, ...leading: Array<string | number>): string {
  return unstable_serialize(() => [SWR_KEY_ROOT, resource, ...leading]);
}

export const NEWS_LIST_INFINITE_PREFIX = infinitePrefix('newsList');
