import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Role, UNIQUE_KEY_HEADER } from '@byline/api-client/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { IdentityVerifier } from '../../src/auth/identity';
import { createSession } from '../../src/auth/sessions';
import { loadConfig, type ServerConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { JobQueue, type JobTiming } from '../../src/jobs/queue';
import { jobHandlers } from '../../src/jobs/workers';
import type { LimitStoreKind } from '../../src/limits/limitService';
import { LocalMediaStorage } from '../../src/media/storage';
import { createMailer } from '../../src/newsletter/mailer';
import type { PageRenderer } from '../../src/pages/renderer';
import { buildServer } from '../../src/server';
import { findOrLinkUser } from '../../src/users/userRepository';
import type { TestBackend } from './backends';

export const TEST_UNIQUE_KEY = 'test-unique-key';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: ServerConfig;
  mediaDir: string;
  identity: IdentityVerifier;
  /** The job queue the server sends to (no workers: `runJobs` does their work). */
  jobs: JobQueue;
  /** Runs every job due now, as the workers would; answers how many ran. */
  runJobs(): Promise<number>;
  /** Sends a request with the unique-key header (and a bearer token when given). */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /**
   * A signed-in user made directly in the database (sign-in itself is tested with the emulator):
   * an author unless `role` says otherwise.
   */
  createUser(name: string, role?: Role): Promise<{ userId: number; token: string }>;
  close(): Promise<void>;
}

/**
 * Refuses every identity token: the emulator tests install a real verifier. Users made directly
 * in the database have no account anywhere; for them every account stays active.
 */
const noIdentity: IdentityVerifier = {
  verify: async () => {
    throw new Error('no identity provider in this test');
  },
  lookup: async () => ({ state: 'active', tokensValidAfter: null }),
  deleteAccount: async () => {},
  close: async () => {},
};

export async function createTestApp(
  backend: TestBackend,
  options: {
    identity?: IdentityVerifier;
    adminToken?: string;
    /** Another server on an open database (of another TestApp); left open on close. */
    database?: DatabaseHandle;
    /** Per address and minute; `comments`: posts per user and COMMENT_RATE_LIMIT window. */
    rateLimits?: {
      registration?: number;
      writes?: number;
      reads?: number;
      comments?: number;
      reactions?: number;
      reports?: number;
    };
    env?: Record<string, string>;
    /** Renders pages (a stand-in for the web build's renderer). */
    pageRenderer?: PageRenderer;
    /** Where limits count; by default as in production: the database on PostgreSQL. */
    limitStore?: LimitStoreKind;
    /** The job queue's timing (retries, expiry), as the queues are set up for every process. */
    jobTiming?: Partial<JobTiming>;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await backend.open());
  const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'byline-media-'));
  const config = loadConfig({
    UNIQUE_KEY: TEST_UNIQUE_KEY,
    MEDIA_DIR: mediaDir,
    FIREBASE_PROJECT_ID: 'demo-byline',
    // Off by default so each test sees its own writes at once; the cache has its own test.
    READ_CACHE_MS: '0',
    ...options.env,
  });
  const identity = options.identity ?? noIdentity;
  const jobs = await JobQueue.open(database, { timing: options.jobTiming });
  const mailer = createMailer(config.mail);
  const app = await buildServer({
    config,
    db: database.db,
    jobs,
    storage: new LocalMediaStorage(mediaDir),
    identity,
    adminToken: options.adminToken,
    rateLimits: { registration: 1000, writes: 1000, reads: 10_000, ...options.rateLimits },
    pageRenderer: options.pageRenderer,
    limitStore: options.limitStore ?? (database.kind === 'postgres' ? 'database' : 'memory'),
  });
  let users = 0;
  return {
    app,
    database,
    config,
    mediaDir,
    identity,
    jobs,
    runJobs: () => jobs.drain(jobHandlers({ db: database.db, jobs, mailer, config })),
    call: ({ token, headers, ...rest }) =>
      app.inject({
        ...rest,
        headers: {
          [UNIQUE_KEY_HEADER]: TEST_UNIQUE_KEY,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      }),
    createUser: async (name, role) => {
      users += 1;
      const { userId } = await findOrLinkUser(database.db, {
        firebaseUid: `test:${name}:${users}`,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.test`,
        // Two test users may share a name (and so an address); they stay two users.
        emailVerified: false,
        fullName: name,
        userName: name,
        loginType: 'email',
        deviceToken: '',
        role,
      });
      return { userId, token: await createSession(database.db, userId) };
    },
    close: async () => {
      await app.close();
      await jobs.stop();
      mailer.close();
      if (!options.database) await database.close();
      await fs.rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** Small real images of every accepted format, made with sharp (by default, as small as a cover may be). */
export async function sampleImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width = 320,
  height = 200,
): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } },
  });
  return image.toFormat(format).toBuffer();
}
