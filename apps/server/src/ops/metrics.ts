import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { ADMIN_TOKEN_HEADER } from '../constants';
import { HttpError } from '../http/errors';
import type { ResponseCache } from '../http/response-cache';
import { createKeyCheck } from '../http/unique-key';
import type { JobCounts } from '../jobs/queue';

export const METRICS_PATH = '/metrics';
/** Said by a scrape without the admin token. */
export const METRICS_TOKEN_MESSAGE = 'Metrics need the admin token';

/** A request's time, in seconds: a cached read is ~1 ms, a page render tens, a publish more. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** A figure read when Prometheus scrapes (the database pool's, the job queue's). */
export interface ScrapedGauge {
  name: string;
  help: string;
  labelNames?: readonly string[];
  /** The values now, by label values (or one value without labels). */
  read(): Promise<Array<{ labels?: Record<string, string>; value: number }>>;
}

/**
 * The job queue's depth by queue and state, and its failed jobs, as scraped gauges. A scrape
 * collects every gauge at once, so both share the count in flight (one query per scrape), and
 * the next scrape counts afresh.
 */
export function jobQueueGauges(countJobs: () => Promise<JobCounts>): ScrapedGauge[] {
  let inFlight: Promise<JobCounts> | undefined;
  const counts = () => {
    if (!inFlight) {
      inFlight = countJobs().finally(() => {
        inFlight = undefined;
      });
    }
    return inFlight;
  };
  return [
    {
      name: 'byline_jobs',
      help: 'Jobs in each queue now, by state (ready: waiting to run; deferred: due later; active: running)',
      labelNames: ['queue', 'state'],
      read: async () =>
        (await counts()).queues.flatMap(({ queue, ...states }) =>
          Object.entries(states).map(([state, value]) => ({ labels: { queue, state }, value })),
        ),
    },
    {
      name: 'byline_jobs_failed',
      help: 'Jobs that failed every try and wait for the operator (npm run jobs -- list-failed)',
      read: async () => [{ value: (await counts()).failed }],
    },
  ];
}

export interface MetricsOptions {
  app: FastifyInstance;
  /** Whoever holds it may scrape (`admin-token` header, or `Authorization: Bearer`). */
  adminToken: string | undefined;
  readCache: ResponseCache<unknown>;
  gauges?: readonly ScrapedGauge[];
}

/**
 * Prometheus metrics at `/metrics`: requests by route pattern, method and status, their latency,
 * the read cache's hits and misses, the process's own (CPU, memory, event loop) and whatever
 * `gauges` report (the database pool, the job queue). One registry per server, so test servers
 * do not share counts. Without an admin token the path does not exist.
 */
export function registerMetrics({ app, adminToken, readCache, gauges = [] }: MetricsOptions): void {
  if (!adminToken) return;
  const isAdminToken = createKeyCheck(adminToken);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'byline_http_requests_total',
    help: 'Requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'byline_http_request_duration_seconds',
    help: 'Time to answer, by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'byline_read_cache_answers',
    help: 'Public reads answered from the read cache (hit), shared with a reader computing them, or computed (miss), since start',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      this.set({ outcome: 'hit' }, readCache.stats.hits);
      this.set({ outcome: 'shared' }, readCache.stats.shared);
      this.set({ outcome: 'miss' }, readCache.stats.misses);
    },
  });
  for (const gauge of gauges) {
    new Gauge({
      name: gauge.name,
      help: gauge.help,
      labelNames: [...(gauge.labelNames ?? [])],
      registers: [registry],
      async collect() {
        for (const { labels, value } of await gauge.read()) {
          if (labels) this.set(labels, value);
          else this.set(value);
        }
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request);
    const method = request.method;
    requests.inc({ route, method, status: String(reply.statusCode) });
    latency.observe({ route, method }, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, async (request, reply) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!isAdminToken(request.headers[ADMIN_TOKEN_HEADER]) && !isAdminToken(bearer)) {
      throw new HttpError(401, METRICS_TOKEN_MESSAGE);
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}

/** The route's pattern (`/article/:id`), never the URL: a label per URL would grow without end. */
function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}
