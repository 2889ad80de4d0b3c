import type { FastifyInstance } from 'fastify';
import type { IdentityVerifier } from '../auth/identity';
import type { Database } from '../db/client';
import type { CachedAnswer } from '../http/cached-answer';
import type { RateLimiter } from '../http/endpoint';
import type { ResponseCache } from '../http/response-cache';
import type { JobQueue } from '../jobs/queue';
import type { KeyedLimit, LimitStores } from '../limits/limitService';
import type { MediaStorage } from '../media/storage';
import type { ViewCounter } from '../news/views';

/** One limiter per group of routes: registration, writes, reads (src/server.ts). */
export interface RateLimits {
  registration: RateLimiter;
  writes: RateLimiter;
  reads: RateLimiter;
}

/** What route modules need, passed in explicitly (no globals, so tests build isolated servers). */
export interface RouteDependencies {
  app: FastifyInstance;
  db: Database;
  storage: MediaStorage;
  /** The job queue: writes send their follow-up work in their transaction (docs/adr/0028). */
  jobs: JobQueue;
  identity: IdentityVerifier;
  rateLimits: RateLimits;
  /** Shared by public reads; writes drop the entries they changed (src/news/read-tags.ts). */
  readCache: ResponseCache<CachedAnswer>;
  views: ViewCounter;
  /** Comment posts per user (COMMENT_RATE_LIMIT), counted once the caller is known. */
  commentLimit: KeyedLimit;
  /** Where the abuse limits count: this process, or the database every process shares. */
  limits: LimitStores;
  /** Reaction changes per user (REACTION_RATE_LIMIT), counted once the caller is known. */
  reactionLimit: KeyedLimit;
  /** The site's own origin: a view referred from it came from the site's pages (stats). */
  publicOrigin: string;
  /** Who may see the whole site's stats (config `STATS_ADMIN_EMAILS`). */
  statsAdminEmails: string[];
}
