import { z } from 'zod/mini';
import { SERVER_MESSAGES } from './messages';

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

/**
 * A profile's X handle field: normalised, then "" (none) or a valid handle. Left out, the stored
 * handle stays (a client that does not know the field never erases it).
 */
export const xHandleFieldSchema = z.optional(
  z.pipe(
    z.pipe(z.string().check(z.maxLength(200)), z.transform(normaliseXHandle)),
    z
      .string()
      .check(
        z.refine((handle) => handle === '' || isXHandle(handle), SERVER_MESSAGES.invalidXHandle),
      ),
  ),
);
