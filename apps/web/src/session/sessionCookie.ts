import { SESSION_LIFETIME_MS } from '@byline/api-client';

/**
 * The local session (docs/product.md#sessions): a `user_token` cookie (path /) and a `userId`
 * entry in localStorage. Signed in only when both exist.
 */
export const SESSION_COOKIE_NAME = 'user_token';
export const SESSION_USER_ID_KEY = 'userId';
/**
 * The original app's cookie lived 365*100 days; a token the server has let expire is worth nothing, so
 * the cookie lives as long as the session does after its last use (written again on each visit).
 */
export const SESSION_COOKIE_MAX_AGE_SECONDS = Math.floor(SESSION_LIFETIME_MS / 1000);

export interface StoredSession {
  token: string;
  userId: number;
}

export function readSession(
  doc: Document = document,
  storage: Storage = localStorage,
): StoredSession | null {
  const token = readCookie(doc, SESSION_COOKIE_NAME);
  const userId = Number(storage.getItem(SESSION_USER_ID_KEY));
  if (!token || !Number.isInteger(userId) || userId <= 0) return null;
  return { token, userId };
}

export function writeSession(
  session: StoredSession,
  doc: Document = document,
  storage: Storage = localStorage,
): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie =
    `${SESSION_COOKIE_NAME}=${encodeURIComponent(session.token)}; Path=/; ` +
    `Max-Age=${SESSION_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  storage.setItem(SESSION_USER_ID_KEY, String(session.userId));
}

export function clearSession(doc: Document = document, storage: Storage = localStorage): void {
  doc.cookie = `${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax`;
  storage.removeItem(SESSION_USER_ID_KEY);
}

function readCookie(doc: Document, name: string): string | null {
  for (const part of doc.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? null : value;
    }
  }
  return null;
}
