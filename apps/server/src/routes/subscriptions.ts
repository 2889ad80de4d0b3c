import {
  PerUserRateLimit,
  SERVER_MESSAGES,
  SUBSCRIBE_RATE_LIMIT,
  SUCCESS_MESSAGES,
} from '@byline/api-client/contract';
import { registerEndpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { subscribe, unsubscribe } from '../newsletter/subscriptions';
import type { RouteDependencies } from './dependencies';

/**
 * The newsletter (docs/product.md#the-newsletter, docs/adr/0017). Subscribing answers the same for every valid address
 * (new, on the list, or unsubscribed before), so no call tells whether an address is on the list;
 * nothing ever answers with an address.
 */
export function registerSubscriptionRoutes({ app, db, rateLimits }: RouteDependencies): void {
  const write = { rateLimit: rateLimits.writes };
  // Beside the writes' limit, tighter ones: per address (nobody floods one inbox, once emails
  // go out) and per client address (nobody harvests tokens for a list of addresses).
  const { perEmail, perClient, windowMs } = SUBSCRIBE_RATE_LIMIT;
  const perEmailLimit = new PerUserRateLimit(perEmail, windowMs);
  const perClientLimit = new PerUserRateLimit(perClient, windowMs);

  registerEndpoint(app, 'subscribe', write, async ({ input, request }) => {
    if (!perClientLimit.take(request.ip) || !perEmailLimit.take(input.email)) {
      throw new HttpError(429, SERVER_MESSAGES.subscribeRateLimited);
    }
    const token = await subscribe(db, input.email);
    return { data: { unsubscribe_token: token }, message: SUCCESS_MESSAGES.subscribed };
  });

  registerEndpoint(app, 'unsubscribe', write, async ({ input }) => {
    await unsubscribe(db, input.token);
    return { data: null, message: SUCCESS_MESSAGES.unsubscribed };
  });
}
