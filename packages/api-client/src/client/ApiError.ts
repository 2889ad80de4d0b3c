import type { z } from 'zod';
import type { EndpointName } from '../contract';

/**
 * Why a call failed:
 * - `server`: HTTP 200 but the body's status is not 200 (the backend's way of saying no);
 * - `http`: a non-2xx HTTP status;
 * - `network`: no response at all (offline, DNS, CORS, connection reset);
 * - `schema`: a success response that does not match the contract;
 * - `invalid-request`: the request failed its schema, so nothing was sent;
 * - `unauthenticated`: no token for a call that needs one (nothing was sent), or a 401 answer.
 */
export type ApiErrorKind =
  | 'server'
  | 'http'
  | 'network'
  | 'schema'
  | 'invalid-request'
  | 'unauthenticated';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  endpoint: EndpointName;
  /** What the UI shows: the server's message, or the endpoint's section-8 fallback. */
  message: string;
  /** HTTP status for `http`/`unauthenticated` answers, the body's status for `server`. */
  status?: number;
  /**
   * The server's own message, when it sent one. Lets a screen with its own section-8 fallback
   * choose: `error.serverMessage ?? ERROR_MESSAGES.draftSave` (the same call, another context).
   */
  serverMessage?: string;
  /** Schema issues for `schema` and `invalid-request`. */
  issues?: z.core.$ZodIssue[];
  cause?: unknown;
}

/** The one error type every client call and hook rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly endpoint: EndpointName;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly issues: z.core.$ZodIssue[] | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.issues = init.issues;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
