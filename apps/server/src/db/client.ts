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
  /** PostgreSQL's connection pool now (for /metrics); PGlite has one connection and none. */
  poolStats?(): { total: number; idle: number; waiting: number };
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
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** Sees every query drizzle sends (the query-plan test explains them). */
  logger?: Logger;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.logger);
  }
  return openPglite(options.dataDir ?? 'memory://', options.logger);
}

async function openPglite(dataDir: string, logger: Logger | undefined): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) await fs.mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema, logger });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    // One process owns a PGlite directory, so no lock is needed.
    migrate: (migrationsFolder = MIGRATIONS_DIR) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
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
  return {
    db: db as unknown as Database,
    kind: 'postgres',
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
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}
