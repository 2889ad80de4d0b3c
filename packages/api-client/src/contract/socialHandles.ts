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
