import {
  ENDPOINT_ROUTES,
  type EndpointName,
  SERVER_MESSAGES,
  type Subscription,
  UNIQUE_KEY_HEADER,
} from '@byline/api-client/contract';
import { MOCK_UNIQUE_KEY } from '@byline/api-client/mocks';
import { HttpResponse, http } from 'msw';

/**
 * Story-only: the newsletter calls as the app makes them (useSubscribe, useUnsubscribe), sent to
 * the MSW mock backend; ui cannot import the client, so this is the call in a few lines.
 */
async function callMocks<Data>(name: EndpointName, fields: Record<string, unknown>): Promise<Data> {
  const route = ENDPOINT_ROUTES[name];
  const response = await fetch(route.path, {
    method: route.method,
    headers: { 'content-type': 'application/json', [UNIQUE_KEY_HEADER]: MOCK_UNIQUE_KEY },
    body: JSON.stringify(fields),
  }).catch(() => {
    throw new Error(route.fallbackMessage);
  });
  const body = (await response.json().catch(() => null)) as {
    status?: number;
    message?: string;
    data?: Data;
  } | null;
  if (body?.status !== 200) throw new Error(body?.message ?? route.fallbackMessage);
  return body.data as Data;
}

export const subscribeThroughMocks = (email: string) =>
  callMocks<Subscription>('subscribe', { email });

export const unsubscribeThroughMocks = (token: string) => callMocks<null>('unsubscribe', { token });

export const confirmThroughMocks = (token: string) =>
  callMocks<null>('confirmSubscription', { token });

/** The server's answer once a client or address is over its allowance. */
export const subscribeRateLimited = http.post(`*${ENDPOINT_ROUTES.subscribe.path}`, () =>
  HttpResponse.json(
    { status: 429, message: SERVER_MESSAGES.subscribeRateLimited },
    { status: 429 },
  ),
);

export const savePreferencesThroughMocks = (
  token: string,
  choices: { mode: string; categories: number[]; follow_authors: boolean },
) => callMocks<unknown>('updateNewsletterPreferences', { token, ...choices });
