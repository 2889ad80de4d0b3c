import { type CategorySlug, PAGE_PATHS, SITE_NAME } from '@byline/api-client/contract';
import { defineMessages } from '../locale/defineMessages';

/**
 * The product's numbers and texts (docs/product.md#limits-and-constants), in one place.
 * Components read them from here; nothing else repeats them.
 */

/** Home truncation lengths and item ranges (docs/product.md#home). */
export const HOME_SECTIONS = {
  mostRead: { title: 50, description: 120, featuredBody: 400, gridFrom: 1, gridTo: 6 },
  tourism: { items: 3, title: 70, text: 150 },
  business: { items: 3, title: 70, text: 150 },
  crime: { mainDescription: 200, sideDescription: 150, sideItems: 2 },
  politics: { from: 1, to: 6, title: 70, description: 150 },
  /** Lifestyle, Technology and Sports share one layout. */
  compact: { from: 1, to: 3, title: 50, description: 100, featuredTitle: 70, featuredBody: 200 },
  /** Not in the spec: Recommended For You takes most-watched items 7 to 10 (docs/api.md). */
  recommended: { from: 7, to: 10, title: 70, description: 120 },
  latest: { items: 4, title: 70 },
} as const;

/** List paging: the category page and the profile's articles. */
export const PAGING = {
  categoryInitial: 10,
  categoryStep: 5,
  profileInitial: 4,
  profileStep: 4,
} as const;

/** Avatar sizes in pixels. */
export const AVATAR_SIZE = { header: 38, editProfile: 150 } as const;

/** The site's name (the contract's, which feeds and sitemaps use too). */
export { SITE_NAME };

/** Toasts. */
export const TOAST = { position: 'top-right', autoCloseMs: 5000 } as const;

/**
 * Date styles (docs/product.md#dates-numbers-and-cut-text). Draft dates use en-IN; every other date
 * uses en-US: one style across the site, every date written by `format/format.ts`.
 */
export const DATE_FORMATS = {
  draft: {
    locale: 'en-IN',
    options: {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    },
  },
  // In UTC: a server-rendered page and the browser hydrating it write the same date wherever
  // the reader is (a local date could differ by a day, and hydration would fail).
  default: {
    locale: 'en-US',
    options: { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' },
  },
  // The same en-US style with the time, for moments the author saw on this device (the editor's
  // copy kept on the device, revisions): written in the browser only, in the author's time zone.
  dateTime: {
    locale: 'en-US',
    options: { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  },
  // The time alone ("Saved at 2:30 PM"), en-US in the author's time zone.
  time: { locale: 'en-US', options: { hour: 'numeric', minute: '2-digit' } },
  // When a scheduled article goes live: the draft card's style with the time zone named.
  draftGoLive: {
    locale: 'en-IN',
    options: {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    },
  },
} as const satisfies Record<string, { locale: string; options: Intl.DateTimeFormatOptions }>;

/** The header's category links, in order (Technology is labelled Tech), from the contract. */
export { NAVIGATION_CATEGORIES as NAV_CATEGORIES } from '@byline/api-client/contract';

/**
 * The footer's five navigation columns. The spec names the columns but not their
 * links: each leads to its own category and to the nearby ones, so every category is reachable.
 */
export const FOOTER_COLUMNS = [
  { slug: 'world', label: 'World News', categories: ['world', 'politics', 'environment'] },
  { slug: 'business', label: 'Business', categories: ['business', 'tourism'] },
  { slug: 'technology', label: 'Technology', categories: ['technology'] },
  { slug: 'lifestyle', label: 'Lifestyle', categories: ['lifestyle', 'entertainment'] },
  { slug: 'sports', label: 'Sports', categories: ['sports'] },
] as const satisfies readonly {
  slug: string;
  label: string;
  categories: readonly CategorySlug[];
}[];

/**
 * Routes the components link to (the contract's, which the server's robots.txt reads).
 * Byline's paths: a host gives its own through `LinkProvider`'s `urls`, and components ask
 * `useUrls()`, never this object.
 */
export const ROUTES = PAGE_PATHS;

/**
 * A host's URL builders: ROUTES' names and arguments, any string out (a host's article URL need
 * not start with /article).
 */
export type SiteUrls = {
  readonly [K in keyof typeof PAGE_PATHS]: (typeof PAGE_PATHS)[K] extends (
    ...args: infer A
  ) => string
    ? (...args: A) => string
    : string;
};

/** Fixed texts on screens. */
export const SCREEN_TEXTS = /* @__PURE__ */ defineMessages('screens', {
  categoryEmpty: 'No articles found for this category.',
  draftsLoading: 'Loading draft articles...',
  draftsEmptyTitle: 'No Draft Articles Found',
  draftsEmptyText: "You don't have any saved drafts yet",
  editorNewHeading: 'Create Your Article in an Editor Below',
  editorEditHeading: 'Edit Draft Article',
  editorEditingNotice: 'You are editing a draft article',
  editorBodyPlaceholder: 'Your article...',
  profileArticlesHeading: (name: string) => `List of ${name}'s Articles: `,
  loadMore: 'LOAD MORE',
  journalist: 'Journalist',
});

/**
 * The footer's seven social links. The spec names only their kinds (two
 * photo/short-message networks, a messaging app, a microblog, a professional network, a chat
 * community and a forum); the accessible name says where each one goes. `icon` names one of
 * the kit's brand icons (a host's own links may pass any icon element instead).
 */
export const SOCIAL_LINKS = [
  { icon: 'instagram', label: 'Byline on Instagram', href: 'https://www.instagram.com/' },
  { icon: 'snapchat', label: 'Byline on Snapchat', href: 'https://www.snapchat.com/' },
  { icon: 'whatsapp', label: 'Byline on WhatsApp', href: 'https://www.whatsapp.com/' },
  { icon: 'x', label: 'Byline on X', href: 'https://x.com/' },
  { icon: 'linkedin', label: 'Byline on LinkedIn', href: 'https://www.linkedin.com/' },
  { icon: 'discord', label: 'Byline on Discord', href: 'https://discord.com/' },
  { icon: 'reddit', label: 'Byline on Reddit', href: 'https://www.reddit.com/' },
] as const;

/** The brand icons the kit draws itself: a social link's `icon` may name one. */
export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['icon'];

/** Texts and counts of the reader-facing screens (header to article page). */
export const READER_TEXTS = /* @__PURE__ */ defineMessages('reader', {
  signIn: 'Sign In',
  myProfile: 'My Profile',
  /** Not in the spec: the fediverse accounts the reader follows and what they post. */
  following: 'Following',
  /** Not in the spec: the account page (email, password, data, deletion). */
  account: 'Account',
  logout: 'Logout',
  notifications: 'Notifications',
  subscribe: 'Subscribe',
  subscribeHeading: 'Get the Byline newsletter',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  latestNews: 'Latest News',
  mostRead: 'Most Read',
  tourism: 'Tourism News',
  recommended: 'Recommended For You',
  crime: 'Crime',
  politics: 'Politics',
  business: 'Business News',
  lifestyle: 'Lifestyle',
  technology: 'Technology',
  sports: 'Sports',
  searchNews: 'Search news',
  rewardAuthor: 'Reward Author',
  recommendedArticles: 'Recommended Articles',
  commentsHeading: (count: number) => `Comments (${count})`,
  reply: 'Reply',
  /** Heard after Reply by screen readers: "Reply to Asha". */
  replyTo: (author: string) => ` to ${author}`,
  addComment: 'Add Your Comment',
  sendComment: 'SEND COMMENT',
  sectionEmpty: 'No news in this section yet.',
  sectionError: 'This section could not be loaded.',
  retry: 'Retry',
  /** Said by screen readers while a section or a category list loads. */
  loadingSection: (title: string) => `Loading ${title}`,
  loadingCategory: (category: string) => `Loading ${category} news`,
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  backHome: 'Back to the front page',
  extraTitle: 'More from Byline',
  extraCalloutTitle: 'Have a story to tell?',
  extraCalloutText:
    'Byline is written by its community. Publish your reporting, build a following and get rewarded by readers.',
  extraCalloutButton: 'Write for Byline',
  seeAll: 'See all',
  searchCategory: (category: string) => `Search ${category} news`,
  articles: 'Articles',
  homeHeading: 'Byline: news from the community',
  homeLink: 'Byline home',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  accountMenu: 'Account menu',
  categoriesNav: 'Categories',
  menuNav: 'Menu',
  footerNav: 'Footer',
  skipToContent: 'Skip to main content',
  footerBlurb: 'An open news community: stories from readers and journalist-authors.',
  subscribeText: "The day's best stories in your inbox.",
  copyright: (year: number) => `© ${year} Byline. All rights reserved.`,
  articleNotFoundTitle: 'Article not found',
  articleNotFoundText: 'This article does not exist or is no longer published.',
  loadingArticle: 'Loading article',
  /** The article page's title and description until the article has loaded. */
  articleMetaTitle: 'Article',
  articleMetaDescription: 'An article on Byline.',
  /** The article's video link when it is not a player the HTML policy embeds. */
  watchVideoOn: (site: string) => `Watch the video on ${site}`,
});

/** Not in the spec: the header's colour-scheme toggle (a toggle button, pressed when dark). */
export const COLOR_SCHEME_TEXTS = /* @__PURE__ */ defineMessages('colorScheme', {
  darkMode: 'Dark mode',
});

/** Not in the spec: what closes a dialog or a toast. */
export const FEEDBACK_TEXTS = /* @__PURE__ */ defineMessages('feedback', {
  close: 'Close',
  closeNotification: 'Close notification',
});

/**
 * Not in the spec: each page's tab title (`pageTitle`) and its description for search engines.
 * Pages whose title is a text shown on them (Notifications, Page not found) use that text.
 */
export const PAGE_META = {
  /** A page's tab title; `site`: the site's name in its settings (docs/adr/0038). */
  pageTitle: (page: string, site: string = SITE_NAME) => `${page} | ${site}`,
  siteTitle: `${SITE_NAME}: independent news`,
  /** The home page's title on a site that renamed itself. */
  renamedSiteTitle: (site: string) => `${site}: independent news`,
  homeDescription: 'Latest news, most read stories and reporting by category from Byline authors.',
  categoryDescription: (category: string) => `The latest ${category} news on Byline.`,
  authorTitle: 'Author',
  authorDescription: (name: string) => `Articles by ${name} on Byline.`,
  unknownAuthorDescription: 'An author on Byline.',
  profileTitle: 'My profile',
  profileDescription: 'Your Byline profile and articles.',
  editProfileTitle: 'Edit profile',
  editProfileDescription: 'Change your name, bio and picture on Byline.',
  loginTitle: 'Log in',
  loginDescription: 'Log in to Byline to write, save drafts and publish.',
  signupTitle: 'Sign up',
  signupDescription: 'Create a Byline account to publish your reporting.',
  forgotPasswordTitle: 'Forgot password',
  forgotPasswordDescription: 'Reset the password of your Byline account.',
  newArticleTitle: 'Write an article',
  newArticleDescription: 'Write, save and publish your article on Byline.',
  notificationsDescription: 'Your Byline notifications.',
  notFoundDescription: 'This page does not exist on Byline.',
  shareImageAlt: 'Byline: news by the people who write it',
} as const;

/** Not in the spec: how many Most Read items the category page's sidebar lists. */
export const CATEGORY_SIDEBAR = { mostReadItems: 5, title: 70 } as const;

/** Not in the spec: where the category page's list cuts titles and text. */
export const CATEGORY_LIST = { title: 100, text: 200 } as const;
