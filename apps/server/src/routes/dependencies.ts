import type { FastifyInstance } from 'fastify';
import type { IdentityVerifier } from '../auth/identity';
import type { Database } from '../db/client';
import type { EndpointOptions } from '../http/endpoint';
import type { ResponseCache } from '../http/response-cache';
import type { MediaStorage } from '../media/storage';

export interface RateLimits {
  registration: NonNullable<EndpointOptions['rateLimit']>;
  writes: NonNullable<EndpointOptions['rateLimit']>;
}

/** What route modules need, passed in explicitly (no globals, so tests build isolated servers). */
export interface RouteDependencies {
  app: FastifyInstance;
  db: Database;
  storage: MediaStorage;
  identity: IdentityVerifier;
  rateLimits: RateLimits;
  /** Shared by public reads; cleared by every write. */
  readCache: ResponseCache;
}
