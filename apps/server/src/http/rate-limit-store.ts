import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { WindowCounter } from '../limits/limitService';

/**
 * @fastify/rate-limit's store interface over a shared window counter (the database's, ADR
 * 0030): each limiter (`app.rateLimit({ nameSpace })`) counts in a bucket of its own, so the
 * reads' and the writes' limits of one address never add up.
 */
export function sharedRateLimitStore(count: WindowCounter): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly bucket: string;
    constructor(params: { nameSpace?: string } = {}) {
      this.bucket = params.nameSpace ?? 'requests';
    }
    incr: FastifyRateLimitStore['incr'] = (key, callback, timeWindow) => {
      count(this.bucket, key, timeWindow).then(
        ({ count: current, ttlMs }) => callback(null, { current, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    };
    // The limiter's merged options: `nameSpace` among them (server.ts passes one per limiter).
    child(params: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new SharedRateLimitStore(params as { nameSpace?: string });
    }
  }
  return SharedRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
