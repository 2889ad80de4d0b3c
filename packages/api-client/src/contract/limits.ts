/**
 * Ranges and limits of the contract, defined once: the server enforces them, the mocks answer by
 * them and the UI may show them.
 */

/**
 * The largest id a PostgreSQL `integer` column holds (users and articles are `serial`). An id
 * beyond it cannot name a row, so the contract refuses it before any query runs.
 */
export const DB_INTEGER_MAX = 2_147_483_647;

/** Category ids are PostgreSQL `smallint`. */
export const DB_SMALLINT_MAX = 32_767;

/**
 * The timestamps a PostgreSQL `timestamptz` and a JavaScript Date both hold as an ISO text with a
 * four-digit year (the news list cursor carries one).
 */
export const TIMESTAMP_MIN = '0001-01-01T00:00:00.000Z';
export const TIMESTAMP_MAX = '9999-12-31T23:59:59.999Z';

/**
 * News list pages (the category page shows 10, LOAD MORE adds 5: docs/product.md#category-page): the
 * size of a page when the client names none, what LOAD MORE asks for, and the most it may ask.
 */
export const NEWS_LIST_PAGE_SIZE = 10;
export const NEWS_LIST_LOAD_MORE_SIZE = 5;
export const NEWS_LIST_MAX_LIMIT = 50;
/** Most recent: the sidebar list's length. */
export const MOST_RECENT_LIMIT = 10;
/** Most watched: the home page shows a featured item plus a six-card grid; 16 leaves room. */
export const MOST_WATCHED_LIMIT = 16;

/** Comments: plain text, trimmed, 1 to this many characters. */
export const COMMENT_TEXT_MAX = 2000;
/**
 * Posting comments is limited per user (not per address): this many posts in this window, then
 * 429 until the window has passed. The server and the mocks count the same way.
 */
export const COMMENT_RATE_LIMIT = { posts: 5, windowMs: 60_000 } as const;

/**
 * Reactions (docs/adr/0025): the kinds a reader may give an article or a comment, each once, and
 * how many reaction changes a user may make per window (then 429 until it has passed).
 */
export const REACTION_KINDS = ['like', 'unicorn', 'insightful', 'celebrate'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];
export const REACTION_RATE_LIMIT = { changes: 30, windowMs: 60_000 } as const;
/** The most of a reader's own reactions on one article (and its comments) that are answered. */
export const OWN_REACTIONS_MAX = 500;

/** Community lists (comments, followers, following, wallet, notifications): keyset pages. */
export const COMMUNITY_PAGE_SIZE = 20;
export const COMMUNITY_MAX_LIMIT = 50;

/**
 * My Drafts: keyset pages of cards in a grid of 1, 2 or 3 columns (a page fills whole rows at
 * every width), and the most a client may ask for.
 */
export const DRAFTS_PAGE_SIZE = 24;
export const DRAFTS_MAX_LIMIT = 60;

/** The most coins one reward may carry (a fat finger must not empty a wallet in one click). */
export const REWARD_MAX_COINS = 10_000;
/** Rewards the dialog offers as one-click choices. */
export const REWARD_PRESETS = [5, 10, 50, 100] as const;

/** The idempotency key a client sends with a reward: what it may look like. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * How often a signed-in page asks for the unread notification count (ADR 0015: polling, not
 * server-sent events). Hidden tabs do not ask; a tab that becomes visible again asks at once.
 */
export const NOTIFICATION_POLL_MS = 30_000;

/** The key a new article's editor makes: what it may look like. */
export const CLIENT_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * Writing that never loses a word (docs/adr/0016): when the editor autosaves, how
 * revisions are kept, and how far ahead an article may be scheduled.
 */
export const AUTHORING_LIMITS = {
  /** The editor saves this long after the last keystroke. */
  autosaveDelayMs: 2000,
  /** Autosaves within this long of the newest autosave revision update it instead of adding one. */
  revisionCoalesceMs: 5 * 60_000,
  /** Revisions kept per article; the oldest go first. */
  revisionsKept: 50,
  /** The furthest ahead a publication may be scheduled. */
  scheduleMaxDays: 366,
} as const;

/** The longest address the newsletter stores (RFC 5321 paths allow 320). */
export const EMAIL_MAX_LENGTH = 320;
/**
 * A newsletter link's token: `<subscription id>.<c|m>.<expiry, seconds since 1970>.<HMAC-SHA256,
 * base64url>` (c: confirm, m: manage: preferences and unsubscribe).
 */
export const NEWSLETTER_TOKEN_PATTERN = /^\d{1,12}\.[cm]\.\d{1,12}\.[A-Za-z0-9_-]{43}$/;
/** How long a confirmation link works, and a preferences or unsubscribe link. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
export const NEWSLETTER_MANAGE_DAYS = 400;
/**
 * Subscribe calls allowed per address and per client address within the window: stricter than
 * other writes, since each may start an email one day. Server and mocks count the same way.
 */
export const SUBSCRIBE_RATE_LIMIT = { perEmail: 3, perClient: 10, windowMs: 60 * 60_000 } as const;

// Constants of zod-free modules' callers live here, not beside their schemas: a reader's first
// load imports them, and importing a schema module would bring zod into it.

/** Site search (contract/search.ts): the longest search, after trimming. */
export const SEARCH_QUERY_MAX = 200;
/** Results per page when the client names none, and the most it may ask for. */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_LIMIT = 50;

/** Related news (contract/related.ts): how the article page splits one answer. */
export const RELATED_NEWS_SPLIT = { recommended: 3, moreFrom: 4 } as const;
/** Items when the client names no limit: both of the article page's lists. */
export const RELATED_NEWS_LIMIT = RELATED_NEWS_SPLIT.recommended + RELATED_NEWS_SPLIT.moreFrom;
export const RELATED_NEWS_MAX_LIMIT = 20;

/**
 * The account page asks the identity provider for another verification or email-change mail at
 * most once in this long (the provider limits too: docs/adr/0027).
 */
export const VERIFICATION_EMAIL_INTERVAL_MS = 60_000;

/** Stats (docs/adr/0035): the periods a page may show, in days; the articles table's page. */
export const STATS_PERIODS = [7, 30, 365] as const;
export const STATS_ARTICLES_PAGE_SIZE = 20;
/** The widest viewport a stats beacon may report, in CSS pixels. */
export const STATS_VIEWPORT_MAX = 20_000;
