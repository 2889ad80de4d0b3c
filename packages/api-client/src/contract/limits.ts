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
 * News list pages (spec sections 4 and 9: the category page shows 10, LOAD MORE adds 5): the
 * size of a page when the client names none, what LOAD MORE asks for, and the most it may ask.
 */
export const NEWS_LIST_PAGE_SIZE = 10;
export const NEWS_LIST_LOAD_MORE_SIZE = 5;
export const NEWS_LIST_MAX_LIMIT = 50;
/** Most recent: the sidebar list's length. */
export const MOST_RECENT_LIMIT = 10;
/** Most watched: the home page shows a featured item plus a six-card grid; 16 leaves room. */
export const MOST_WATCHED_LIMIT = 16;
