import { ERROR_MESSAGES } from '@byline/api-client';
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './authErrorMessage';

describe('authErrorMessage', () => {
  it('turns the auth/ code into a sentence', () => {
    expect(authErrorMessage({ code: 'auth/wrong-password' })).toBe('Wrong password');
    expect(authErrorMessage({ code: 'auth/email-already-in-use' })).toBe('Email already in use');
  });

  it('reads the code from a Firebase message when the code field is missing', () => {
    expect(authErrorMessage(new Error('Firebase: Error (auth/user-not-found).'))).toBe(
      'User not found',
    );
  });

  it('says an unknown error occurred when there is no code', () => {
    expect(authErrorMessage(new Error('boom'))).toBe(ERROR_MESSAGES.unknownAuth);
    expect(authErrorMessage(undefined)).toBe(ERROR_MESSAGES.unknownAuth);
  });
});
