/**
 * Server-side constants, defined once. What a client sees lives in the contract instead: limits
 * (`ARTICLE_LIMITS`, `PROFILE_LIMITS`, `IMAGE_UPLOAD_MAX_BYTES`, the list limits of `limits.ts`), the
 * categories (`CATEGORIES`) and every message the server answers with (`SERVER_MESSAGES`,
 * `SUCCESS_MESSAGES`).
 */

/** Search looks for a page of matches among this many newest articles before using the index. */
export const SEARCH_SCAN_ROWS = 300;
/**
 * Unpaginated per-user lists (own news, drafts, an author's public articles) are capped so a
 * prolific author never makes one response unbounded.
 */
export const USER_LIST_LIMIT = 200;

/** What a news item shows as its source and byline designation (the spec does not name them). */
export const SOURCE_NAME = 'Byline';
export const AUTHOR_DESIGNATION = 'Journalist';

/** Bearer tokens: 32 random bytes, base64url; only their SHA-256 is stored. */
export const SESSION_TOKEN_BYTES = 32;
/**
 * A session lives `SESSION_LIFETIME_MS` (contract) after its last use. Using it moves the end
 * forward, at most once per this interval, so reads do not write on every call.
 */
export const SESSION_RENEW_INTERVAL_MS = 60 * 60 * 1000;
/** How often a session's Firebase account is looked up again (disabled, deleted, revoked). */
export const IDENTITY_RECHECK_INTERVAL_MS = 15 * 60 * 1000;
/** A full name that reveals nothing, for accounts whose provider gives none. */
export const DEFAULT_FULL_NAME = 'Reader';
/** Admin calls (revoke sessions from the command line) carry the server's admin token in this header. */
export const ADMIN_TOKEN_HEADER = 'admin-token';
/** An ADMIN_TOKEN shorter than this is refused: it guards every user's sessions. */
export const ADMIN_TOKEN_MIN_LENGTH = 32;
/** Answers that belong to one signed-in user must not be kept by browsers or proxies. */
export const PRIVATE_CACHE_CONTROL = 'no-store';
/**
 * Error answers are not kept either: a 401 or 429 concerns one client, and a 404 may be an
 * article about to be published (a CDN keeping it would hide the article). They are cheap to
 * answer again.
 */
export const ERROR_CACHE_CONTROL = 'no-store';

/**
 * Public API reads (anonymous GETs) behind a CDN (docs/caching.md). A shared cache keeps an
 * answer as long as the server's own read cache does (READ_CACHE_MS, 1 s by default), so a
 * write shows to a reader behind the CDN as soon as to one without it; it may then serve the
 * expired answer for a while, once per request, while it fetches the new one (a busy page never
 * waits for the origin). Browsers keep nothing (max-age=0): they revalidate, and a matching ETag
 * makes that a bodiless 304. No purging is needed: nothing is kept longer than this.
 */
export const PUBLIC_READ_S_MAXAGE_SECONDS = 1;
export const PUBLIC_READ_STALE_WHILE_REVALIDATE_SECONDS = 30;
export const PUBLIC_READ_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_READ_S_MAXAGE_SECONDS}, stale-while-revalidate=${PUBLIC_READ_STALE_WHILE_REVALIDATE_SECONDS}`;
/**
 * An article counts its readers (most watched, src/news/views.ts), so every read of it must
 * reach the server: a CDN may keep the bytes but revalidates each time (304 when unchanged).
 */
export const ARTICLE_CACHE_CONTROL = 'public, no-cache';

/** Multipart: one file part, a handful of text fields; the content field may be long. */
export const MULTIPART_MAX_FIELDS = 20;
export const MULTIPART_MAX_FIELD_BYTES = 1024 * 1024;
/** JSON bodies are small: ids and the registration payload. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

/**
 * Image sizes (pixels): the largest the UI shows, doubled for high-density screens (the width and
 * the smaller copies' widths are the contract's, `contract/media.ts`).
 */
export { ARTICLE_IMAGE_MAX_WIDTH } from '@byline/api-client/contract';
export const ARTICLE_IMAGE_MAX_HEIGHT = 1200;
export const AVATAR_IMAGE_SIZE = 300;
/** Pixel bombs: refuse decoding anything larger than this many pixels. */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000;
export const IMAGE_WEBP_QUALITY = 80;

/** Content-addressed media never changes, so it can be cached for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Hashed web assets (`/assets/*`) likewise; everything else of the web app is revalidated. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Responses smaller than this go uncompressed (compression would save less than it costs).
 * Larger API answers and pages are compressed per request: brotli at a fast level (a news list's
 * 10 KB of JSON becomes about 3), gzip for browsers without brotli. The web build's assets are
 * compressed once, at build time, at the highest levels.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
export const RESPONSE_BROTLI_QUALITY = 5;
export const HTML_CACHE_CONTROL = 'no-cache';
/**
 * Server-rendered pages hold nothing of a reader (they are rendered signed out), so a shared
 * cache (CDN) may keep one a minute and serve it stale for ten more while it fetches a fresh one;
 * browsers revalidate (with the ETag) every time.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** A not-found page, or one rendered while one of its reads failed (that part shows loading): nobody keeps it. */
export const UNCACHEABLE_PAGE_CACHE_CONTROL = 'no-store';

/**
 * robots.txt, the sitemaps and the RSS feeds: shared caches (CDN) keep them `FEED_S_MAXAGE_SECONDS`
 * and may serve them stale for `FEED_STALE_SECONDS` more while they fetch a fresh copy; browsers
 * and feed readers revalidate after `FEED_MAX_AGE_SECONDS` (a weak ETag makes that a 304).
 */
export const FEED_MAX_AGE_SECONDS = 60;
export const FEED_S_MAXAGE_SECONDS = 300;
export const FEED_STALE_SECONDS = 3600;
export const FEED_CACHE_CONTROL = `public, max-age=${FEED_MAX_AGE_SECONDS}, s-maxage=${FEED_S_MAXAGE_SECONDS}, stale-while-revalidate=${FEED_STALE_SECONDS}`;
/** How many of the newest published articles an RSS feed (site, category, author) lists. */
export const FEED_ITEM_LIMIT = 50;
/** Google News sitemaps list the articles of the last two days, at most 1,000 of them. */
export const NEWS_SITEMAP_WINDOW_MS = 48 * 60 * 60 * 1000;
export const NEWS_SITEMAP_LIMIT = 1000;

/**
 * Rate limits per client address and minute. Reads: a page of the web app makes about ten calls,
 * so 600 a minute is far beyond a person reading, and still stops a script hammering the API.
 */
export const RATE_LIMIT_WINDOW_MS = 60_000;
export const REGISTRATION_RATE_LIMIT = 20;
export const WRITE_RATE_LIMIT = 60;
export const READ_RATE_LIMIT = 600;
/** Activities a remote address may post to the fediverse inboxes per minute. */
export const FEDIVERSE_INBOX_RATE_LIMIT = 300;
/** The largest activity an inbox takes (a Mastodon post with its context is a few KB). */
export const FEDIVERSE_INBOX_BODY_LIMIT = 256 * 1024;

/**
 * Most watched counts a reader once per article per window (UTC days): opening an article again,
 * or 300 times, the same day adds nothing. Readers are the signed-in user, else a keyed hash of
 * the address whose key lives only in memory and changes each window (src/news/views.ts).
 */
export const VIEW_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Coins every new account receives, as a ledger grant without a sender (docs/adr/0015): how coins
 * enter the system while buying them is a placeholder. Migration 0009 gave existing accounts the
 * same.
 */
export const WELCOME_GRANT_COINS = 100;
/** A community write that lost a deadlock or serialization conflict is run again, up to this often. */
export const TRANSACTION_ATTEMPTS = 5;

/**
 * Followers hear of a scheduled article when its time comes, from the job its publication sent
 * (docs/adr/0028); the `announce-due` job catches any left over every minute, telling the
 * followers of at most ANNOUNCE_BATCH articles per transaction.
 */
export const ANNOUNCE_DUE_CRON = '* * * * *';
/** The newsletter's daily digest goes out at 07:00 UTC (docs/adr/0029). */
export const NEWSLETTER_DIGEST_CRON = '0 7 * * *';
export const ANNOUNCE_BATCH = 100;

/**
 * Answers of calls no client of the contract makes (the operator's, the mail provider's): kept
 * here, out of the web app's first load.
 */
export const OPERATOR_MESSAGES = {
  failedJobNotFound: 'No failed job has that id',
  notADomain: 'Not a domain name',
  domainNotBlocked: 'That domain is not on the blocklist',
  memberNotFound: 'No account has that email address',
  webhookSignature: 'Missing or invalid webhook signature',
} as const;

/** What the fediverse inboxes answer remote servers (not the contract's: no client of ours). */
export const FEDIVERSE_MESSAGES = {
  blockedDomain: 'This server does not accept activities from your domain',
} as const;
