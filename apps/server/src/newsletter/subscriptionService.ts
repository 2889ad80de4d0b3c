import { SERVER_MESSAGES, SUBSCRIBE_RATE_LIMIT } from '@byline/api-client/contract';
import type { Executor } from '../db/client';
import { refuse } from '../http/errors';
import type { LimitStores } from '../limits/limitService';
import { subscribe, unsubscribe } from './subscriptionRepository';

/**
 * The newsletter (docs/product.md#the-newsletter, docs/adr/0017). Subscribing answers the same
 * for every valid address (new, on the list, or unsubscribed before), so no call tells whether an
 * address is on the list; nothing ever answers with an address.
 */
export interface SubscriptionService {
  /** Subscribes the address; answers its unsubscribe token. */
  subscribe(email: string, clientAddress: string): Promise<string>;
  /** Ends the token's subscription; a used or unknown token changes nothing. */
  unsubscribe(token: string): Promise<void>;
}

export function createSubscriptionService(db: Executor, limits: LimitStores): SubscriptionService {
  // Beside the writes' limit, tighter ones: per address (nobody floods one inbox, once emails
  // go out) and per client address (nobody harvests tokens for a list of addresses).
  const { perEmail, perClient, windowMs } = SUBSCRIBE_RATE_LIMIT;
  const perEmailLimit = limits.keyed('subscribe-email', perEmail, windowMs);
  const perClientLimit = limits.keyed('subscribe-client', perClient, windowMs);
  return {
    async subscribe(email, clientAddress) {
      if (!(await perClientLimit.take(clientAddress)) || !(await perEmailLimit.take(email))) {
        refuse({ status: 429, message: SERVER_MESSAGES.subscribeRateLimited });
      }
      return subscribe(db, email);
    },
    unsubscribe: (token) => unsubscribe(db, token),
  };
}
