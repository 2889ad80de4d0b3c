import { SUCCESS_MESSAGES } from '@byline/api-client/contract';
import { registerEndpoint } from '../http/endpoint';
import { createSubscriptionService } from '../newsletter/subscriptionService';
import type { RouteDependencies } from './dependencies';

/** The newsletter (docs/product.md#the-newsletter, docs/adr/0017). */
export function registerSubscriptionRoutes({
  app,
  db,
  rateLimits,
  limits,
}: RouteDependencies): void {
  const write = { rateLimit: rateLimits.writes };
  const subscriptions = createSubscriptionService(db, limits);

  registerEndpoint(app, 'subscribe', write, async ({ input, request }) => {
    const token = await subscriptions.subscribe(input.email, request.ip);
    return { data: { unsubscribe_token: token }, message: SUCCESS_MESSAGES.subscribed };
  });

  registerEndpoint(app, 'unsubscribe', write, async ({ input }) => {
    await subscriptions.unsubscribe(input.token);
    return { data: null, message: SUCCESS_MESSAGES.unsubscribed };
  });
}
