import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3StorageOptions } from './media/storage';

/** The repository root: defaults put runtime data under `<repo>/.data`. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerConfig {
  production: boolean;
  port: number;
  host: string;
  /** PostgreSQL connection string; when set it is used instead of PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data directory (embedded database). */
  dataDir: string;
  mediaDir: string;
  /** URL path prefix at which stored media is served. */
  mediaBasePath: string;
  uniqueKey: string;
  webOrigin: string;
  firebaseProjectId: string;
  /** host:port of the Firebase Auth emulator; never honoured in production. */
  firebaseAuthEmulatorHost: string | undefined;
  /** Directory of a built web app to serve with SPA fallback. */
  webDist: string | undefined;
  /** How long public reads may be shared from the response cache, in ms (0 turns it off). */
  readCacheMs: number;
  /** Where media goes: the local directory (default) or an S3-compatible bucket. */
  s3: S3StorageOptions | undefined;
  /** Trust X-Forwarded-* from a proxy in front (for client addresses in rate limits). */
  trustProxy: boolean;
  /** Fastify log level: `info` logs every request (production default), `warn` only problems. */
  logLevel: string;
  /** Seed sample news into an empty database at start (default: only for embedded PGlite). */
  seedOnStart: boolean;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099';
const DEFAULT_READ_CACHE_MS = 1000;

function parseMilliseconds(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) {
    throw new ConfigError(`READ_CACHE_MS must be a whole number of milliseconds, got "${value}"`);
  }
  return ms;
}

function parseBoolean(value: string | undefined): boolean | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

/** Reads the configuration from the environment; every variable has a working default. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const firebaseProjectId = nonEmpty(env.FIREBASE_PROJECT_ID) ?? 'demo-byline';
  const explicitEmulatorHost = nonEmpty(env.FIREBASE_AUTH_EMULATOR_HOST);
  if (production && explicitEmulatorHost) {
    // Emulator tokens are unsigned: accepting them in production would let anyone sign in.
    throw new ConfigError('FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production');
  }
  // A demo-* project exists only in the emulators, so outside production it implies the emulator.
  const emulatorHost =
    explicitEmulatorHost ??
    (!production && firebaseProjectId.startsWith('demo-') ? DEFAULT_EMULATOR_HOST : undefined);
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const dataDirEnv = nonEmpty(env.DATA_DIR);
  if (production && !databaseUrl && !dataDirEnv) {
    throw new ConfigError('In production set DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite)');
  }
  const mediaBasePath = `/${(nonEmpty(env.MEDIA_BASE_PATH) ?? '/media').replace(/^\/+|\/+$/g, '')}`;
  const webDist = nonEmpty(env.WEB_DIST);
  const storageKind = nonEmpty(env.MEDIA_STORAGE) ?? 'local';
  if (storageKind !== 'local' && storageKind !== 's3') {
    throw new ConfigError(`MEDIA_STORAGE must be "local" or "s3", got "${storageKind}"`);
  }
  let s3: S3StorageOptions | undefined;
  if (storageKind === 's3') {
    const required = (name: string) => {
      const value = nonEmpty(env[name]);
      if (!value) throw new ConfigError(`${name} is required when MEDIA_STORAGE=s3`);
      return value;
    };
    s3 = {
      endpoint: required('S3_ENDPOINT'),
      bucket: required('S3_BUCKET'),
      region: nonEmpty(env.S3_REGION) ?? 'us-east-1',
      accessKeyId: required('S3_ACCESS_KEY_ID'),
      secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
    };
  }
  return {
    production,
    port: parsePort(nonEmpty(env.PORT), 8080),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    databaseUrl,
    dataDir: path.resolve(dataDirEnv ?? path.join(REPO_ROOT, '.data/pglite')),
    mediaDir: path.resolve(nonEmpty(env.MEDIA_DIR) ?? path.join(REPO_ROOT, '.data/media')),
    mediaBasePath,
    uniqueKey: nonEmpty(env.UNIQUE_KEY) ?? 'byline-dev-unique-key',
    webOrigin: nonEmpty(env.WEB_ORIGIN) ?? 'http://localhost:5173',
    firebaseProjectId,
    firebaseAuthEmulatorHost: emulatorHost,
    webDist: webDist ? path.resolve(webDist) : undefined,
    readCacheMs: parseMilliseconds(nonEmpty(env.READ_CACHE_MS), DEFAULT_READ_CACHE_MS),
    s3,
    trustProxy: parseBoolean(env.TRUST_PROXY) ?? false,
    logLevel: nonEmpty(env.LOG_LEVEL) ?? (production ? 'info' : 'warn'),
    seedOnStart: parseBoolean(env.SEED_ON_START) ?? !databaseUrl,
  };
}
