import { SESSION_LIFETIME_DAYS } from '@byline/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, readSession, SESSION_USER_ID_KEY, writeSession } from './sessionCookie';

afterEach(() => clearSession());

describe('the local session', () => {
  it('is signed in only when both the cookie and the stored user id exist', () => {
    expect(readSession()).toBeNull();
    writeSession({ token: 'abc123', userId: 7 });
    expect(readSession()).toEqual({ token: 'abc123', userId: 7 });

    localStorage.removeItem(SESSION_USER_ID_KEY);
    expect(readSession()).toBeNull();
  });

  it('is signed out after clearing, cookie and user id alike', () => {
    writeSession({ token: 'abc123', userId: 7 });
    clearSession();
    expect(document.cookie).not.toContain('user_token=abc123');
    expect(localStorage.getItem(SESSION_USER_ID_KEY)).toBeNull();
    expect(readSession()).toBeNull();
  });

  it('keeps the cookie as long as the server keeps the session, not a hundred years', () => {
    const written: string[] = [];
    const doc = {
      location: { protocol: 'https:' },
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document;
    writeSession({ token: 'abc123', userId: 7 }, doc, localStorage);
    const days = Number(/Max-Age=(\d+)/.exec(written[0] ?? '')?.[1]) / (24 * 60 * 60);
    expect(days).toBe(SESSION_LIFETIME_DAYS);
    expect(written[0]).toMatch(/^user_token=abc123; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/);
  });
});
