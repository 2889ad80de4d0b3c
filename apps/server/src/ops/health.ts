import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, MIGRATIONS_DIR } from '../db/client';

/** The operator's probes: outside `/api/`, no client key, never cached. */
export const HEALTH_PATHS = { alive: '/healthz', ready: '/readyz' } as const;

/** How long the database may take to answer the readiness probe. */
const DATABASE_PROBE_MS = 2000;

type Check = 'ok' | 'failing' | 'not configured';

export interface HealthOptions {
  app: FastifyInstance;
  /** True once the process is leaving (SIGTERM): not ready, whatever else holds. */
  draining?: () => boolean;
  db: Database;
  /** Whether pages are served, and if so whether their renderer loaded. */
  renderer: 'loaded' | 'missing' | 'not configured';
}

/**
 * `/healthz`: the process answers (a load balancer restarts it when it does not). `/readyz`: it
 * can serve: the database answers, every migration of this build is applied, and the page
 * renderer loaded when pages are served. While the server drains (SIGTERM), Fastify answers
 * every new request 503, these included, so the balancer sends no more.
 */
export function registerHealthRoutes({
  app,
  db,
  renderer,
  draining = () => false,
}: HealthOptions): void {
  const migrationsInBuild = countBuildMigrations();
  app.get(HEALTH_PATHS.alive, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'alive' };
  });
  app.get(HEALTH_PATHS.ready, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const applied = await withTimeout(countAppliedMigrations(db), DATABASE_PROBE_MS).catch(
      () => null,
    );
    const checks: Record<'database' | 'migrations' | 'renderer', Check> = {
      database: applied === null ? 'failing' : 'ok',
      migrations: applied !== null && applied >= migrationsInBuild ? 'ok' : 'failing',
      renderer:
        renderer === 'loaded' ? 'ok' : renderer === 'missing' ? 'failing' : 'not configured',
    };
    if (draining()) {
      reply.code(503);
      return { status: 'draining', checks };
    }
    const ready = Object.values(checks).every((check) => check !== 'failing');
    reply.code(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'not ready', checks };
  });
}

/** The migrations this build carries (drizzle-kit's journal). */
function countBuildMigrations(): number {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** The migrations the database has applied (drizzle's own table). */
async function countAppliedMigrations(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::integer as count from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: Array<{ count: number | string }> };
  return Number(result.rows[0]?.count ?? 0);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
