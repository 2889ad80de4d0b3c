import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, readSession, SESSION_USER_ID_KEY, writeSession } from './sessionStorage';

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
});
