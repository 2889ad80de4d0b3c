/**
 * The site's pages, feeds and sitemaps, defined once: the web app links and routes to them, the
 * server answers the feeds and sitemaps and writes robots.txt from them.
 */

/** The site's name: the logo, tab titles, feed titles and the news sitemap's publication name. */
export const SITE_NAME = 'Byline';
/** The language every page and feed is written in (`<html lang>`, RSS, news sitemap). */
export const SITE_LANGUAGE = 'en';

/** The web app's pages (docs/product.md#pages-and-routes). */
export const PAGE_PATHS = {
  home: '/',
  category: (slug: string) => `/news/${slug}`,
  /** A tag's page (contract/tags.ts `tagSlug`). */
  tag: (slug: string) => `/tag/${slug}`,
  article: (id: number) => `/article/${id}`,
  profile: '/profile',
  authorProfile: (userId: number) => `/profile/${userId}`,
  editProfile: '/profile/edit',
  newArticle: '/new-article',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  notifications: '/notifications',
  /** A reader's fediverse accounts followed, and what they sent (docs/adr/0033). */
  following: '/following',
  buyCoins: '/buy-coins',
  /** The signed-in author's stats (docs/adr/0035), one article's, and the whole site's. */
  stats: '/stats',
  articleStats: (id: number) => `/stats/article/${id}`,
  siteStats: '/stats/site',
  /** The signed-in person's account: email, password, data, deletion (docs/adr/0027). */
  account: '/account',
  /** The administrator's members page (docs/roles.md). */
  members: '/members',
  /** The editors' moderation queue, and the administrators' audit log (docs/adr/0037). */
  moderation: '/moderation',
  moderationLog: '/moderation/log',
  /**
   * The editor's address for one of the author's articles (a draft, a scheduled or a published
   * one): a reload or a shared link opens the same article (docs/adr/0024).
   */
  editArticle: (newsId: number) => `/new-article?draft=${newsId}`,
  /** The editors' review queue (docs/adr/0036). */
  review: '/review',
  /** The administrators' site settings (docs/adr/0038). */
  siteSettings: '/settings/site',
  /**
   * Where the identity provider's email links land (an email change's confirmation): open to
   * anyone (the link may be opened on another device), `noindex`.
   */
  accountAction: '/account/action',
  /** Site search; a plain GET form sends `q` and the filters. */
  search: '/search',
  /** The newsletter's unsubscribe page; the token comes from the link. */
  unsubscribe: (token?: string) =>
    token === undefined ? '/unsubscribe' : `/unsubscribe?token=${encodeURIComponent(token)}`,
  /** The confirmation email's page: one button confirms (link scanners open links). */
  confirmSubscription: (token?: string) =>
    token === undefined
      ? '/newsletter/confirm'
      : `/newsletter/confirm?token=${encodeURIComponent(token)}`,
  /** What a subscriber gets, reached from every email. */
  newsletterPreferences: (token?: string) =>
    token === undefined
      ? '/newsletter/preferences'
      : `/newsletter/preferences?token=${encodeURIComponent(token)}`,
} as const;

/** The editor's query parameter naming the article it edits (`/new-article?draft=<id>`). */
export const EDITOR_DRAFT_PARAM = 'draft';

/** The editor's address for one of the author's articles (`PAGE_PATHS.editArticle`). */
export const editArticlePath = PAGE_PATHS.editArticle;

/**
 * The pages for one visitor (signing in, writing, the own profile, drafts, notifications, coins):
 * nothing for a search engine, so robots.txt disallows them. Exactly the router's pages behind its
 * session guards and the login page (apps/web/src/app/router.test.ts checks).
 */
export const PRIVATE_PAGE_PATHS = [
  PAGE_PATHS.login,
  PAGE_PATHS.signup,
  PAGE_PATHS.forgotPassword,
  PAGE_PATHS.newArticle,
  PAGE_PATHS.profile,
  PAGE_PATHS.editProfile,
  PAGE_PATHS.notifications,
  PAGE_PATHS.following,
  PAGE_PATHS.buyCoins,
  PAGE_PATHS.account,
  PAGE_PATHS.members,
  PAGE_PATHS.review,
  PAGE_PATHS.siteSettings,
] as const;

/** Paths every page under which is private (the stats pages): robots.txt disallows the prefix. */
export const PRIVATE_PAGE_TREES = [PAGE_PATHS.stats, PAGE_PATHS.moderation] as const;

/**
 * What the server answers outside /api (no unique key): robots.txt, the sitemaps and the RSS
 * feeds. A builder called with a `:name` parameter gives the server's route pattern.
 */
export const FEED_PATHS = {
  robots: '/robots.txt',
  /** The sitemap index: names every sitemap below. */
  sitemapIndex: '/sitemap.xml',
  /** Home and the category pages. */
  pagesSitemap: '/sitemaps/pages.xml',
  /** Google News: the articles of the last 48 hours. */
  newsSitemap: '/sitemaps/news.xml',
  /** A page of articles (ids in one range of SITEMAP_PAGE_SIZE). */
  articlesSitemap: (page: number | string) => `/sitemaps/articles/${page}.xml`,
  /** A page of author profiles (user ids in one range of SITEMAP_PAGE_SIZE). */
  authorsSitemap: (page: number | string) => `/sitemaps/authors/${page}.xml`,
  /** A page of tag pages (tag ids in one range of SITEMAP_PAGE_SIZE). */
  tagsSitemap: (page: number | string) => `/sitemaps/tags/${page}.xml`,
  /** RSS 2.0: the whole site's newest articles. */
  siteFeed: '/feeds/all.xml',
  categoryFeed: (slug: string) => `/feeds/news/${slug}.xml`,
  authorFeed: (userId: number | string) => `/feeds/profile/${userId}.xml`,
  tagFeed: (slug: string) => `/feeds/tag/${slug}.xml`,
} as const;

/**
 * Where the paths of FEED_PATHS live: each file at the root, and each folder under it (for a
 * development proxy that sends them to the server).
 */
export const FEED_PATH_PREFIXES = [
  ...new Set(
    Object.values(FEED_PATHS).map((entry) => {
      const path = typeof entry === 'string' ? entry : entry('x');
      const folder = path.indexOf('/', 1);
      return folder < 0 ? path : path.slice(0, folder + 1);
    }),
  ),
];

/**
 * Every feed comes in three formats at three addresses: FEED_PATHS gives the RSS one
 * (`/feeds/all.xml`), `feedPathAs` the others (`/feeds/all.atom`, `/feeds/all.json`).
 */
export const FEED_FORMATS = {
  rss: { extension: '.xml', type: 'application/rss+xml' },
  atom: { extension: '.atom', type: 'application/atom+xml' },
  json: { extension: '.json', type: 'application/feed+json' },
} as const;
export type FeedFormat = keyof typeof FEED_FORMATS;

/** The address of a feed (its RSS path, or route pattern, in FEED_PATHS) in `format`. */
export function feedPathAs(rssPath: string, format: FeedFormat): string {
  return rssPath.replace(/\.xml$/, FEED_FORMATS[format].extension);
}

/** Feed titles: the channel's `<title>`, and the pages' `<link rel="alternate">` name them alike. */
export const FEED_TITLES = {
  site: SITE_NAME,
  category: (name: string) => `${SITE_NAME}: ${name}`,
  author: (fullName: string) => `${SITE_NAME}: ${fullName}`,
  tag: (name: string) => `${SITE_NAME}: #${name}`,
} as const;

/** Feed descriptions (the channel's `<description>`). */
export const FEED_DESCRIPTIONS = {
  site: `The newest articles on ${SITE_NAME}.`,
  category: (name: string) => `The newest ${name} articles on ${SITE_NAME}.`,
  author: (fullName: string) => `The newest articles by ${fullName} on ${SITE_NAME}.`,
  tag: (name: string) => `The newest articles tagged ${name} on ${SITE_NAME}.`,
} as const;

/**
 * Sitemaps.org's limit of URLs in one sitemap. Article and author sitemaps each cover one range of
 * this many ids, so a page's URLs never move to another page (migration 0008's index uses it).
 */
export const SITEMAP_PAGE_SIZE = 50_000;
