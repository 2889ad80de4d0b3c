import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints, UNIQUE_KEY_HEADER } from '@byline/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerFile, type ServerFileContent } from '../src/admin/server-file';
import { createSession, hashToken } from '../src/auth/sessions';
import { openDatabase } from '../src/db/client';
import { sessions } from '../src/db/schema';
import { HEALTH_PATHS } from '../src/ops/health';
import { emulatorHost, signInWithIdp } from './helpers/emulator';

/**
 * `npm run revoke-sessions` against a real server process on PGlite: the server holds the
 * embedded database, so only the server can end the session, and it must do so at once.
 */
const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Node itself runs the TypeScript (no tsx wrapper process), so pids and signals are the server's. */
const tsx = (...args: string[]) => [process.execPath, ['--import', 'tsx', ...args]] as const;
const UNIQUE_KEY = 'revoke-cli-test-key';
const RUN = randomUUID().slice(0, 8);
// Generous: each step starts Node with TypeScript and opens PGlite, slow on a busy machine.
const START_TIMEOUT_MS = 240_000;
const SLOW_TEST_MS = 180_000;

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(env: NodeJS.ProcessEnv, userId: number): Promise<Finished> {
  const child = spawn(...tsx('src/auth/revoke-cli.ts', '--user-id', String(userId)), {
    cwd: SERVER_ROOT,
    env,
  });
  return finished(child);
}

function finished(child: ChildProcess): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

describe('revoking sessions while a server runs on PGlite', () => {
  let work: string;
  let env: NodeJS.ProcessEnv;
  let serverFile: ServerFile;
  let server: ChildProcess;
  let published: ServerFileContent;
  let serverOutput: Promise<Finished>;
  let userId: number;

  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'byline-revoke-'));
    const dataDir = path.join(work, 'pglite');
    env = {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      MEDIA_DIR: path.join(work, 'media'),
      PORT: '0',
      HOST: '127.0.0.1',
      UNIQUE_KEY,
      FIREBASE_PROJECT_ID: 'demo-byline',
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ADMIN_TOKEN: '',
    };
    serverFile = new ServerFile(dataDir);
    server = spawn(...tsx('src/main.ts'), { cwd: SERVER_ROOT, env });
    serverOutput = finished(server);
    const started = Date.now();
    for (;;) {
      const content = await serverFile.readLive();
      if (content?.url) {
        published = content;
        break;
      }
      if (server.exitCode !== null)
        throw new Error(`server exited: ${(await serverOutput).stderr}`);
      if (Date.now() - started > START_TIMEOUT_MS) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, START_TIMEOUT_MS + 10_000);

  afterAll(async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await serverOutput;
    }
    await fs.rm(work, { recursive: true, force: true });
  });

  const call = (url: string, token: string, payload?: object) =>
    fetch(new URL(url, published.url), {
      method: payload ? 'POST' : 'GET',
      headers: {
        [UNIQUE_KEY_HEADER]: UNIQUE_KEY,
        authorization: `Bearer ${token}`,
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });

  it('publishes its address and admin token readable by its owner only', async () => {
    expect(published.pid).toBe(server.pid);
    expect(published.adminToken?.length).toBeGreaterThanOrEqual(32);
    expect((await fs.stat(serverFile.path)).mode & 0o777).toBe(0o600);
  });

  it(
    'refuses to start a second server on the directory it holds',
    async () => {
      const second = spawn(...tsx('src/main.ts'), { cwd: SERVER_ROOT, env });
      const { code, stderr } = await finished(second);
      expect(code).not.toBe(0);
      expect(stderr).toContain(`is in use by process ${server.pid}`);
    },
    SLOW_TEST_MS,
  );

  it(
    'ends a signed-in user’s sessions through the server, effective at once',
    async () => {
      const account = await signInWithIdp('google.com', {
        sub: `revoke-cli-${RUN}`,
        email: `revoke.cli.${RUN}@example.test`,
        name: 'Rory Revoked',
      });
      const registration = await call(endpoints.registration.path, '', {
        full_name: '',
        user_email: '',
        device_token: '',
        user_name: '',
        identity: account.idToken,
        login_type: 'google',
        platform: 3,
      });
      const { data } = endpoints.registration.response.parse(await registration.json());
      userId = data.user_id;
      const token = data.token.replace(/^Bearer /, '');
      expect((await call(endpoints.drafts.path, token)).status).toBe(200);

      const cli = await runCli(env, data.user_id);
      expect(cli.stderr).toBe('');
      expect(cli.stdout).toContain(
        `Revoked 1 session(s) of user ${data.user_id} through the server at ${published.url}`,
      );
      expect((await call(endpoints.drafts.path, token)).status).toBe(401);
      expect(
        (await call(endpoints.userDetails.path, token, { user_id: data.user_id })).status,
      ).toBe(401);
    },
    SLOW_TEST_MS,
  );

  // The same process, as it stops: a load balancer's SIGTERM must not cut a request short.
  it(
    'drains on SIGTERM: a request in flight is answered, new connections are refused, it exits 0',
    async () => {
      const { port } = new URL(published.url ?? '');
      const body = JSON.stringify({ category_id: 1 });
      const socket = net.connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      const closed = new Promise((resolve) => socket.once('close', resolve));
      // Headers and half the body: the request is in flight when the signal comes.
      socket.write(
        `POST ${endpoints.mostRecent.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          `${UNIQUE_KEY_HEADER}: ${UNIQUE_KEY}\r\ncontent-type: application/json\r\n` +
          `content-length: ${body.length}\r\nconnection: close\r\n\r\n${body.slice(0, 5)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Stopped listening: a new connection is refused (the balancer sends it elsewhere).
      await expect(fetch(new URL(HEALTH_PATHS.alive, published.url))).rejects.toThrow();
      socket.end(body.slice(5));
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect((await serverOutput).code).toBe(0);
    },
    SLOW_TEST_MS,
  );

  it(
    'changes the database directly once no server holds it, even after a crash',
    async () => {
      server.kill('SIGTERM');
      await serverOutput;
      await expect(fs.stat(serverFile.path)).rejects.toMatchObject({ code: 'ENOENT' });
      // A server killed without cleaning up leaves its file behind: a dead pid holds nothing.
      await fs.writeFile(serverFile.path, JSON.stringify(published), { mode: 0o600 });

      const database = await openDatabase({ dataDir: env.DATA_DIR });
      const token = await createSession(database.db, userId);
      await database.close();

      const cli = await runCli(env, userId);
      expect(cli.stdout).toContain(`Revoked 1 session(s) of user ${userId} in the database`);

      const reopened = await openDatabase({ dataDir: env.DATA_DIR });
      try {
        const [row] = await reopened.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)));
        expect(row?.revokedAt).toBeInstanceOf(Date);
      } finally {
        await reopened.close();
      }
    },
    SLOW_TEST_MS,
  );

  it(
    'never opens a directory a live process holds when that process does not answer',
    async () => {
      const untouched = path.join(work, 'held-pglite');
      // This test process stands in for a server that hangs: alive, but nothing listens.
      await fs.writeFile(
        new ServerFile(untouched).path,
        JSON.stringify({ pid: process.pid, url: 'http://127.0.0.1:9/', adminToken: 'x' }),
      );
      const cli = await runCli({ ...env, DATA_DIR: untouched }, 1);
      expect(cli.code).toBe(1);
      expect(cli.stderr).toContain('was not opened');
      await expect(fs.stat(untouched)).rejects.toMatchObject({ code: 'ENOENT' });
    },
    SLOW_TEST_MS,
  );
});
