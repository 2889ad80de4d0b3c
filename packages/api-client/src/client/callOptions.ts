import type { ApiError } from './ApiError';

/** What a client is made with and a call is made with, and what both halves of the client share. */

/** Returns the signed-in user's token (without the `Bearer ` prefix), or nothing when signed out. */
export type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

export interface ApiClientOptions {
  /** Origin (and optional prefix) the `/api/...` paths are joined to, e.g. `''` or `https://api.example`. */
  baseUrl: string;
  /** The fixed client key sent as the `unique-key` header on every call. */
  uniqueKey: string;
  getToken?: TokenGetter;
  /**
   * Called when the server refuses the bearer token a call carried (a 401 answer): the session
   * was revoked, expired or its account disabled. Receives the token that was sent, so a caller
   * can ignore answers to an older session. The call still rejects with its ApiError.
   */
  onSessionRejected?: (token: string, error: ApiError) => void;
  /** Injected for tests and server rendering; defaults to the global fetch. */
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Upload calls only: told how much of the request body has been sent, from 0 to 1. fetch cannot
   * report that, so such a call travels by XMLHttpRequest, with the same headers and body.
   */
  onProgress?: (fraction: number) => void;
  /**
   * Outlives the page (fetch `keepalive`): a save started as the tab closes still arrives.
   * Browsers take at most 64 KB of such bodies in flight.
   */
  keepalive?: boolean;
}

/** What a client was made with, as sendCall needs it. */
export interface CallContext {
  /** The options' base URL without a trailing slash. */
  baseUrl: string;
  /** The options' fetch, or the global one. */
  fetch: typeof fetch;
  options: ApiClientOptions;
}

/** The backend answers `Bearer <token>`; the session stores only `<token>`. */
export function stripBearerPrefix(token: string): string {
  return token.replace(/^\s*Bearer\s+/i, '').trim();
}
