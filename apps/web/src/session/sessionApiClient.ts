import { type ApiClient, createApiClient } from '@byline/api-client';
import { readSession } from './sessionCookie';
import { reportSessionRejected } from './sessionRejections';

/**
 * The app's API client: each call carries the token of the session cookie as it is then, and a
 * 401 to a token it carried is reported, so the app can end that session (useEndRejectedSession).
 */
export function createSessionApiClient(options: { baseUrl: string; uniqueKey: string }): ApiClient {
  return createApiClient({
    ...options,
    getToken: () => readSession()?.token,
    onSessionRejected: reportSessionRejected,
  });
}
