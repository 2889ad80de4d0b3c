/**
 * How long a session lives: a bearer token (and the browser's session cookie) ends this long
 * after its last use. The server renews it as it is used; a token unused for this long is dead.
 */
export const SESSION_LIFETIME_DAYS = 30;
export const SESSION_LIFETIME_MS = SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
