import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromPglite, PgBoss } from 'pg-boss';
import { schema } from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations (safe to call on every start); tests may name another folder. */
  migrate(migrationsFolder?: string): Promise<void>;
  close(): Promise<void>;
  /** Where the job queue (pg-boss, src/jobs/queue.ts) keeps its tables: this same database. */
  jobTarget: JobTarget;
  /** PostgreSQL's connection pool now (for /metrics); PGlite has one connection and none. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite: the whole data directory as a dump, to start another database from (`startFrom`). */
  dump?(): Promise<Blob>;
}

/** PGlite's one connection, or PostgreSQL's address (pg-boss keeps a small pool of its own). */
export type JobTarget =
  | { backend: 'pglite'; db: ReturnType<typeof fromPglite> }
  | { backend: 'postgres'; connectionString: string };

/** pg-boss's constructor options that name the database. */
export function jobQueueConnection(database: Pick<DatabaseHandle, 'jobTarget'>) {
  const target = database.jobTarget;
  return target.backend === 'pglite'
    ? { backend: 'pglite' as const, db: target.db }
    : { connectionString: target.connectionString, max: 3 };
}

/**
 * Installs or upgrades the job queue's tables (schema `pgboss`, pg-boss's own migrations; under
 * its advisory lock on PostgreSQL): part of every migration, so a publish can send its job.
 */
async function migrateJobQueue(target: JobTarget): Promise<void> {
  const boss = new PgBoss({
    ...jobQueueConnection({ jobTarget: target }),
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../migrations',
);

/** An arbitrary, fixed key so concurrent server starts do not migrate at the same time. */
const MIGRATION_LOCK_KEY = 7_270_517;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for a throw-away database. */
  dataDir?: string | undefined;
  /**
   * PGlite only: a data directory's dump (`dumpDataDir`) to start from instead of an empty
   * one. The server tests start each file from one migrated copy: a PGlite `initdb` costs
   * seconds, loading a dump a fraction of that.
   */
  startFrom?: Blob | undefined;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** Sees every query drizzle sends (the query-plan test explains them). */
  logger?: Logger;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.logger);
  }
  return openPglite(options.dataDir ?? 'memory://', options.logger, options.startFrom);
}

async function openPglite(
  dataDir: string,
  logger: Logger | undefined,
  startFrom: Blob | undefined,
): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) await fs.mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(startFrom ? { loadDataDir: startFrom } : {}),
  });
  const db = drizzlePglite({ client, schema, logger });
  const jobTarget: JobTarget = { backend: 'pglite', db: fromPglite(client) };
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    jobTarget,
    // One process owns a PGlite directory, so no lock is needed.
    migrate: async (migrationsFolder = MIGRATIONS_DIR) => {
      await migratePglite(db, { migrationsFolder });
      await migrateJobQueue(jobTarget);
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(
  connectionString: string,
  poolSize: number,
  logger: Logger | undefined,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, logger });
  const jobTarget: JobTarget = { backend: 'postgres', connectionString };
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    jobTarget,
    migrate: async (migrationsFolder = MIGRATIONS_DIR) => {
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await client.end();
      }
      await migrateJobQueue(jobTarget);
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}
