import type { z } from 'zod';
import type { EndpointName } from '../contract/endpointNames';
import type { EndpointRoute } from '../contract/endpointRoutes';

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
  /** What the UI shows: the server's message, or the endpoint's fallback. */
  message: string;
  /** HTTP status for `http`/`unauthenticated` answers, the body's status for `server`. */
  status?: number;
  /** The server's own message, when it sent one (it wins over every fallback: failureMessage). */
  serverMessage?: string;
  /** Schema issues for `schema` and `invalid-request`. */
  issues?: z.core.$ZodIssue[];
  cause?: unknown;
  /**
   * The call's `fallbackMessage` from the endpoint table, which the client adds. Without it, the
   * message: what a refusal rebuilt from a page's snapshot showed (a 4xx the server sent no text
   * for has its call's fallback as its message).
   */
  fallbackMessage?: string;
  /** The call's `unreachableMessage` from the endpoint table, when it has one. */
  unreachableMessage?: string;
}

/** A call's own failure texts in the endpoint table. */
export type CallFailureTexts = Pick<EndpointRoute, 'fallbackMessage' | 'unreachableMessage'>;

/** The one error type every client call and hook rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly endpoint: EndpointName;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly issues: z.core.$ZodIssue[] | undefined;
  /** The call's texts for a failure without a server message (failureMessage reads them). */
  readonly callTexts: CallFailureTexts;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.issues = init.issues;
    this.callTexts = {
      fallbackMessage: init.fallbackMessage ?? init.message,
      unreachableMessage: init.unreachableMessage,
    };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * A screen's own failure text for a call, where the spec words the same call's failure
 * differently on that screen (the editor's "Failed to save draft" for a draft update).
 */
export interface ScreenMessages {
  /** Instead of the call's `fallbackMessage`: the server answered without a message. */
  fallback?: string;
  /** Instead of the call's `unreachableMessage`: nothing answered. */
  unreachable?: string;
}

/**
 * The one rule for a failed call's text: the server's message when it sent one; else the
 * screen's text for this slot (see ScreenMessages), else the contract's fallback for this call
 * (`texts`, its route's), its unreachable message when nothing answered. The client builds every
 * ApiError's message with it, and screens with a text of their own use failureMessage.
 */
export function chooseFailureMessage(
  texts: CallFailureTexts,
  kind: ApiErrorKind,
  serverMessage: string | undefined,
  screen: ScreenMessages = {},
): string {
  if (serverMessage !== undefined) return serverMessage;
  const fallback = screen.fallback ?? texts.fallbackMessage;
  return kind === 'network'
    ? (screen.unreachable ?? texts.unreachableMessage ?? fallback)
    : fallback;
}

/**
 * What a screen shows for a failed call: chooseFailureMessage with the screen's own texts and
 * the call's, which the error carries (the endpoint table loads with a client's first call, so
 * a page rendering an error it was served with may not have it).
 */
export function failureMessage(error: ApiError, screen?: ScreenMessages): string {
  // A request that failed its schema was never sent: its reason is the schema's, for people.
  if (error.kind === 'invalid-request') return error.message;
  return chooseFailureMessage(error.callTexts, error.kind, error.serverMessage, screen);
}
