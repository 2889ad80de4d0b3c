import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from '../../src/db/client';

/** A database the same tests run against: always PGlite, and PostgreSQL when configured. */
export interface TestBackend {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database (`migrate: false`: no tables at all). */
  open(options?: Pick<DatabaseOptions, 'logger'> & { migrate?: boolean }): Promise<DatabaseHandle>;
}

const configuredPostgresUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

/**
 * Each Vitest worker has a PostgreSQL database of its own (`<name>_w<pool id>`, made on first
 * use), so PostgreSQL files run side by side like PGlite's instead of one at a time.
 */
function workerDatabaseUrl(url: string): string {
  const poolId = process.env.VITEST_POOL_ID;
  if (!poolId) return url;
  const parsed = new URL(url);
  parsed.pathname = `${parsed.pathname}_w${poolId}`;
  return parsed.toString();
}

/** The PostgreSQL database this worker's tests use; a worker process of a test opens it too. */
export const postgresUrl = configuredPostgresUrl && workerDatabaseUrl(configuredPostgresUrl);
/**
 * `pglite` or `postgres`: one backend only. The `server` and `server-postgres` Vitest projects set
 * it, so the two run side by side (docs/testing.md says which files run on PostgreSQL and why).
 * Unset: PGlite, and PostgreSQL too when TEST_DATABASE_URL is set.
 */
const onlyBackend = process.env.TEST_BACKEND?.trim() || undefined;

const UNDEFINED_DATABASE = '3D000';

async function createDatabaseFor(connectionString: string): Promise<void> {
  const name = new URL(connectionString).pathname.slice(1);
  const admin = new pg.Client({ connectionString: configuredPostgresUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
}

/** Drops everything so each test file starts from an empty schema (a worker's files run one at a time). */
async function resetPostgres(connectionString: string): Promise<void> {
  let client = new pg.Client({ connectionString });
  try {
    await client.connect();
  } catch (error) {
    if ((error as { code?: string }).code !== UNDEFINED_DATABASE) throw error;
    await createDatabaseFor(connectionString);
    client = new pg.Client({ connectionString });
    await client.connect();
  }
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists pgboss cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

let announced = false;

/** The migrated database every PGlite test database starts from (global-setup.ts makes it). */
let migratedTemplate: Promise<Blob> | undefined;
function pgliteTemplate(): Promise<Blob> {
  migratedTemplate ??= readFile(inject('pgliteTemplatePath')).then((bytes) => new Blob([bytes]));
  return migratedTemplate;
}

export function testBackends(): TestBackend[] {
  if (onlyBackend === 'postgres' && !postgresUrl) {
    throw new Error('TEST_BACKEND=postgres needs TEST_DATABASE_URL (scripts/start-postgres.sh).');
  }
  const backends: TestBackend[] = [];
  if (onlyBackend !== 'postgres') {
    backends.push({
      name: 'pglite',
      open: async ({ migrate = true, ...options } = {}) => {
        if (!migrate) return openDatabase({ ...options, dataDir: 'memory://' });
        const handle = await openDatabase({
          ...options,
          dataDir: 'memory://',
          startFrom: await pgliteTemplate(),
        });
        // Nothing to apply, unless a migration was added since the template was made.
        await handle.migrate();
        return handle;
      },
    });
  }
  if (postgresUrl && onlyBackend !== 'pglite') {
    backends.push({
      name: 'postgres',
      open: async ({ migrate = true, ...options } = {}) => {
        await resetPostgres(postgresUrl);
        const handle = await openDatabase({ ...options, databaseUrl: postgresUrl, poolSize: 4 });
        if (migrate) await handle.migrate();
        return handle;
      },
    });
  } else if (!postgresUrl && !announced) {
    announced = true;
    console.info(
      '[server tests] TEST_DATABASE_URL is not set: PostgreSQL runs skipped, PGlite only.',
    );
  }
  return backends;
}
