// Plain functions (no zod): the profile form checks a handle as the server does.

/** The longest X handle X allows (letters, digits and underscores). */
export const X_HANDLE_MAX = 15;
const X_HANDLE = /^[A-Za-z0-9_]{1,15}$/;
/** What people paste for their account: "@name", "name" or a link to their profile. */
const X_PROFILE_LINK = /^(?:https?:\/\/)?(?:www\.|mobile\.)?(?:x|twitter)\.com\//i;

/**
 * An X handle as it is stored and compared: without the "@", a profile link reduced to its
 * name, "" for none. What is left may still be invalid (`isXHandle` says).
 */
export function normaliseXHandle(input: string): string {
  return input
    .trim()
    .replace(X_PROFILE_LINK, '')
    .replace(/[/?#].*$/, '')
    .replace(/^@/, '');
}

/** Whether `handle` (normalised) is a handle X could have: 1 to 15 letters, digits or `_`. */
export function isXHandle(handle: string): boolean {
  return X_HANDLE.test(handle);
}

/** The handle as share cards name it (`twitter:site`, `twitter:creator`). */
export const xHandleMention = (handle: string) => `@${handle}`;

/** The longest fediverse handle a Byline author may choose. */
export const FEDIVERSE_HANDLE_MAX = 30;
const FEDIVERSE_HANDLE = /^[a-z0-9_]{1,30}$/;

/**
 * A fediverse handle as it is stored: without a leading "@", lower-case, "" for none. What is
 * left may still be invalid (`isFediverseHandle` says).
 */
export function normaliseFediverseHandle(input: string): string {
  return input.trim().replace(/^@/, '').toLowerCase();
}

/** Whether `handle` (normalised) is one an author may choose: 1 to 30 of a-z, 0-9 and `_`. */
export function isFediverseHandle(handle: string): boolean {
  return FEDIVERSE_HANDLE.test(handle);
}

/** How other servers' people write an author: `@handle@host`. */
export const fediverseAddress = (handle: string, host: string) => `@${handle}@${host}`;
