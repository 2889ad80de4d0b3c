import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isXHandle, normaliseXHandle } from '@byline/api-client/contract';
import { z } from 'zod';
import {
  ADMIN_TOKEN_MIN_LENGTH,
  FEDIVERSE_INBOX_RATE_LIMIT,
  READ_RATE_LIMIT,
  WRITE_RATE_LIMIT,
} from './constants';
import { parseBlockedDomains } from './fediverse/blocklist';
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
  /**
   * Where the site is published (`https://news.example`): canonical and share URLs in pages are
   * absolute on it. Defaults to WEB_ORIGIN.
   */
  publicOrigin: string;
  /** How long public reads may be shared from the response cache, in ms (0 turns it off). */
  readCacheMs: number;
  /** Where media goes: the local directory (default) or an S3-compatible bucket. */
  s3: S3StorageOptions | undefined;
  /** Trust X-Forwarded-* from a proxy in front (for client addresses in rate limits). */
  trustProxy: boolean;
  /**
   * Development and tests only: fetch remote fediverse objects on private and loopback
   * addresses (two stacks on 127.0.0.1 and 127.0.0.2); refused in production.
   */
  fediverseAllowPrivateAddress: boolean;
  /** Domains added to the fediverse blocklist at start (the admin call edits the list). */
  fediverseBlockedDomains: string[];
  /** Activities per minute and remote address the inboxes take. */
  fediverseInboxRateLimit: number;
  /** The site's X account, without the "@", named on every page's share card (`twitter:site`). */
  siteXHandle: string | undefined;
  /**
   * Who may see the whole site's stats (docs/adr/0035): these addresses, lower-cased, of
   * signed-in users. Until roles exist; then editors and administrators.
   */
  statsAdminEmails: string[];
  /** Requests per minute and client address: public and private reads, and writes. */
  readRateLimit: number;
  writeRateLimit: number;
  /** Fastify log level: `info` logs every request (production default), `warn` only problems. */
  logLevel: string;
  /**
   * On SIGTERM, how long /readyz answers 503 while requests are still served, before the server
   * stops listening: a balancer's health check sees it leave and sends nothing more.
   */
  drainDelayMs: number;
  /** Seed sample news into an empty database at start (default: only for embedded PGlite). */
  seedOnStart: boolean;
  /** Secret of the admin calls; when unset, each start makes a random one (the server file). */
  adminToken: string | undefined;
  /** Where email goes (docs/adr/0029); no host: nothing is sent, the jobs wait and retry. */
  mail: MailConfig;
  /** Roles (docs/roles.md): how new accounts start, and who is an administrator. */
  roles: RolesConfig;
}

export interface RolesConfig {
  /** SITE_REVIEW_FIRST: new accounts are contributors (their work is reviewed), not authors. */
  reviewFirst: boolean;
  /** BYLINE_ADMIN_EMAILS: verified addresses made administrators when they sign in (lowercase). */
  adminEmails: readonly string[];
}

export interface MailConfig {
  smtp: {
    host: string | undefined;
    port: number;
    /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
    secure: boolean;
    user: string | undefined;
    password: string | undefined;
  };
  /** The From of every email: `Byline <news@example.com>`. */
  from: string;
  /** Signs the newsletter's links (confirm, preferences, unsubscribe). */
  newsletterSecret: string;
  /** Signs the mail provider's bounce and complaint reports; unset: the webhook answers 404. */
  webhookSecret: string | undefined;
  /** Newsletter emails sent per second at most, and per batch job. */
  ratePerSecond: number;
  batchSize: number;
  /** Outside production: the local SMTP server's message folder, shown at /dev/mail. */
  devMailDir: string | undefined;
}

/** The environment does not describe a server that can start; the message lists every problem. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

const flag = z.stringbool({ error: 'must be true or false (also 1/0, yes/no, on/off)' });

/**
 * Every variable the server reads (docs/server.md lists them). Blank values count as unset.
 * To add a setting: one line here, one in `toServerConfig`, one row in the docs' table.
 */
const environmentSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: wholeNumber(0, 65535, 'must be an integer between 0 and 65535').default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().optional(),
  MEDIA_DIR: z.string().optional(),
  MEDIA_BASE_PATH: z.string().default('/media'),
  UNIQUE_KEY: z.string().default('byline-dev-unique-key'),
  WEB_ORIGIN: z.string().default('http://localhost:5173'),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) origin, e.g. https://news.example' })
    .optional(),
  FIREBASE_PROJECT_ID: z.string().default('demo-byline'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  WEB_DIST: z.string().optional(),
  READ_CACHE_MS: wholeNumber(0, 2 ** 31 - 1, 'must be a whole number of milliseconds').default(
    1000,
  ),
  SEED_ON_START: flag.optional(),
  TRUST_PROXY: flag.default(false),
  FEDIVERSE_ALLOW_PRIVATE_ADDRESS: flag.default(false),
  FEDIVERSE_BLOCKED_DOMAINS: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseBlockedDomains(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  FEDIVERSE_INBOX_RATE_LIMIT: wholeNumber(
    1,
    2 ** 31 - 1,
    'must be a whole number of requests',
  ).default(FEDIVERSE_INBOX_RATE_LIMIT),
  SITE_REVIEW_FIRST: flag.default(false),
  BYLINE_ADMIN_EMAILS: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email !== ''),
    )
    .refine((emails) => emails.every((email) => email.includes('@')), {
      error: 'must be email addresses separated by commas',
    })
    .default([]),
  SITE_X_HANDLE: z
    .string()
    .transform(normaliseXHandle)
    .refine(isXHandle, 'must be an X handle: 1 to 15 letters, digits or underscores, e.g. @byline')
    .optional(),
  STATS_ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email !== ''),
    ),
  READ_RATE_LIMIT: wholeNumber(1, 2 ** 31 - 1, 'must be a whole number of requests').default(
    READ_RATE_LIMIT,
  ),
  WRITE_RATE_LIMIT: wholeNumber(1, 2 ** 31 - 1, 'must be a whole number of requests').default(
    WRITE_RATE_LIMIT,
  ),
  DRAIN_DELAY_MS: wholeNumber(0, 60_000, 'must be a whole number of milliseconds').default(0),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  MEDIA_STORAGE: z.enum(['local', 's3'], { error: 'must be "local" or "s3"' }).default('local'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // It guards every user's sessions: no short, guessable values.
  ADMIN_TOKEN: z
    .string()
    .min(ADMIN_TOKEN_MIN_LENGTH, { error: `must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters` })
    .optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: wholeNumber(1, 65535, 'must be an integer between 1 and 65535').default(587),
  SMTP_SECURE: flag.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().default('Byline <newsletter@byline.localhost>'),
  NEWSLETTER_SECRET: z
    .string()
    .min(ADMIN_TOKEN_MIN_LENGTH, { error: `must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters` })
    .optional(),
  MAIL_WEBHOOK_SECRET: z
    .string()
    .min(ADMIN_TOKEN_MIN_LENGTH, { error: `must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters` })
    .optional(),
  NEWSLETTER_RATE: wholeNumber(1, 100_000, 'must be a whole number of emails per second').default(
    20,
  ),
  NEWSLETTER_BATCH: wholeNumber(1, 10_000, 'must be a whole number of emails').default(200),
  DEV_MAIL_DIR: z.string().optional(),
});
type Environment = z.output<typeof environmentSchema>;

/** Rules between variables. */
function checkCombinations(env: Environment, context: z.RefinementCtx): void {
  const problem = (variable: keyof Environment | null, message: string) =>
    context.addIssue({ code: 'custom', path: variable ? [variable] : [], message });
  if (env.NODE_ENV === 'production') {
    // Fetching private addresses on a remote's say would let anyone probe the network inside.
    if (env.FEDIVERSE_ALLOW_PRIVATE_ADDRESS) {
      problem('FEDIVERSE_ALLOW_PRIVATE_ADDRESS', 'must not be set when NODE_ENV=production');
    }
    // Emulator tokens are unsigned: accepting them in production would let anyone sign in.
    if (env.FIREBASE_AUTH_EMULATOR_HOST) {
      problem('FIREBASE_AUTH_EMULATOR_HOST', 'must not be set when NODE_ENV=production');
    }
    if (!env.DATABASE_URL && !env.DATA_DIR) {
      problem(null, 'In production set DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite)');
    }
    // Its default is public: anyone could sign unsubscribe links with it.
    if (!env.NEWSLETTER_SECRET)
      problem('NEWSLETTER_SECRET', 'is required when NODE_ENV=production');
  }
  if (!env.PUBLIC_ORIGIN && !URL.canParse(env.WEB_ORIGIN)) {
    problem('PUBLIC_ORIGIN', 'must be set: WEB_ORIGIN, its default, is not an origin');
  }
  if (env.MEDIA_STORAGE === 's3') {
    for (const variable of S3_REQUIRED) {
      if (!env[variable]) problem(variable, 'is required when MEDIA_STORAGE=s3');
    }
  }
}

function toServerConfig(env: Environment): ServerConfig {
  const production = env.NODE_ENV === 'production';
  return {
    production,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data/pglite')),
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(REPO_ROOT, '.data/media')),
    mediaBasePath: `/${env.MEDIA_BASE_PATH.replace(/^\/+|\/+$/g, '')}`,
    uniqueKey: env.UNIQUE_KEY,
    webOrigin: env.WEB_ORIGIN,
    firebaseProjectId: env.FIREBASE_PROJECT_ID,
    // A demo-* project exists only in the emulators, so outside production it implies the emulator.
    firebaseAuthEmulatorHost:
      env.FIREBASE_AUTH_EMULATOR_HOST ??
      (!production && env.FIREBASE_PROJECT_ID.startsWith('demo-')
        ? DEFAULT_EMULATOR_HOST
        : undefined),
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    publicOrigin: new URL(env.PUBLIC_ORIGIN ?? env.WEB_ORIGIN).origin,
    readCacheMs: env.READ_CACHE_MS,
    s3:
      env.MEDIA_STORAGE === 's3'
        ? {
            // checkCombinations has made sure these are set.
            endpoint: env.S3_ENDPOINT ?? '',
            bucket: env.S3_BUCKET ?? '',
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          }
        : undefined,
    trustProxy: env.TRUST_PROXY,
    fediverseAllowPrivateAddress: env.FEDIVERSE_ALLOW_PRIVATE_ADDRESS,
    fediverseBlockedDomains: env.FEDIVERSE_BLOCKED_DOMAINS,
    fediverseInboxRateLimit: env.FEDIVERSE_INBOX_RATE_LIMIT,
    siteXHandle: env.SITE_X_HANDLE,
    statsAdminEmails: env.STATS_ADMIN_EMAILS,
    readRateLimit: env.READ_RATE_LIMIT,
    writeRateLimit: env.WRITE_RATE_LIMIT,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    drainDelayMs: env.DRAIN_DELAY_MS,
    seedOnStart: env.SEED_ON_START ?? !env.DATABASE_URL,
    adminToken: env.ADMIN_TOKEN,
    roles: { reviewFirst: env.SITE_REVIEW_FIRST, adminEmails: env.BYLINE_ADMIN_EMAILS },
    mail: {
      smtp: {
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE,
        user: env.SMTP_USER,
        password: env.SMTP_PASSWORD,
      },
      from: env.MAIL_FROM,
      newsletterSecret: env.NEWSLETTER_SECRET ?? DEV_NEWSLETTER_SECRET,
      webhookSecret: env.MAIL_WEBHOOK_SECRET,
      ratePerSecond: env.NEWSLETTER_RATE,
      batchSize: env.NEWSLETTER_BATCH,
      devMailDir: production ? undefined : env.DEV_MAIL_DIR,
    },
  };
}

/** Outside production only (production refuses to start without NEWSLETTER_SECRET). */
const DEV_NEWSLETTER_SECRET = 'byline-dev-newsletter-secret-not-for-production';

/** Trimmed values; blank ones dropped so their defaults apply. */
function withoutBlanks(env: Env): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const trimmed = value?.trim();
    if (trimmed) values[name] = trimmed;
  }
  return values;
}

function describeIssues(error: z.ZodError, env: Record<string, string>): string {
  const lines = error.issues.map((issue) => {
    const variable = issue.path[0];
    if (typeof variable !== 'string') return `  ${issue.message}`;
    const value = env[variable];
    const shown = value === undefined ? '' : ` (got "${value}")`;
    return `  ${variable}: ${issue.message}${shown}`;
  });
  return `Invalid server environment:\n${lines.join('\n')}`;
}

/** Reads the configuration from the environment; every variable has a working default. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const values = withoutBlanks(env);
  const parsed = environmentSchema.superRefine(checkCombinations).safeParse(values);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error, values));
  return toServerConfig(parsed.data);
}
