import { type EndpointName, endpoints } from '@byline/api-client/contract';
import {
  MOCK_SERVER_ERROR_MESSAGE,
  type MockVariantName,
  mockHandlers,
} from '@byline/api-client/mocks';
import { type HttpHandler, HttpResponse, http } from 'msw';

/** Every call that reads: the ones a page's loading, empty and error states come from. */
export const READ_CALLS = [
  'categories',
  'newsList',
  'mostRecent',
  'mostWatched',
  'relatedNews',
  'articleById',
  'authorProfile',
  'ownNews',
  'userDetails',
  'drafts',
] as const;

export type ReadCall = (typeof READ_CALLS)[number];

/**
 * For `parameters.msw.handlers`: the given reads (all of them by default) answer in one state,
 * e.g. `mswState('loading')` or `mswState('error', ['newsList', 'mostWatched'])`.
 */
export function mswState(
  variant: MockVariantName,
  calls: readonly ReadCall[] = READ_CALLS,
): { msw: { handlers: HttpHandler[] } } {
  return { msw: { handlers: calls.map((call) => mockHandlers[call][variant]) } };
}

/**
 * A call that answers the `error` state once and then falls back to the default backend: for
 * stories where Retry brings the page back.
 */
export function failingOnce(call: EndpointName): HttpHandler {
  const { method, path } = endpoints[call];
  const on = method === 'GET' ? http.get : http.post;
  return on(
    `*${path}`,
    () => HttpResponse.json({ status: 500, message: MOCK_SERVER_ERROR_MESSAGE, data: null }),
    { once: true },
  );
}
