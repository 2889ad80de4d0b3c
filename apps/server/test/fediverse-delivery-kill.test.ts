import fs from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@byline/api-client/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { fediverseFollowers } from '../src/db/schema';
import { createTestApp } from './helpers/app';
import { postgresUrl, testBackends } from './helpers/backends';
import { saveArticle } from './helpers/community';
import { multipartBody } from './helpers/multipart';
import { exited, FAST, STEP_TIMEOUT_MS, startWorker, waitFor } from './helpers/worker-process';

/**
 * A delivery to a follower's inbox whose worker process is killed (SIGKILL) while the request is
 * in flight is made after a restart: the delivery is a job of the queue (docs/adr/0028, 0032),
 * taken up again when its claim expires.
 */

/** A follower's server that holds the first delivery unanswered and records the next ones. */
async function startInbox() {
  const received: Array<{ type: string; object: { id?: string } | string }> = [];
  let held: ServerResponse | null = null;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      if (!held) {
        held = response;
        return;
      }
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    isHolding: () => held !== null,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const until = async (check: () => boolean, what: string) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > STEP_TIMEOUT_MS) throw new Error(`waited too long for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe.each(testBackends())(
  'fediverse delivery when its worker is killed on $name',
  (backend) => {
    const cleanups: Array<() => Promise<void>> = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it(
      'delivers a Create whose delivery was in flight when the worker was killed, after a restart',
      async () => {
        let handle: DatabaseHandle;
        let env: Record<string, string>;
        if (backend.name === 'postgres') {
          handle = await backend.open();
          env = { DATABASE_URL: postgresUrl ?? '' };
        } else {
          const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'byline-fedi-kill-'));
          cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
          handle = await openDatabase({ dataDir: dir });
          await handle.migrate();
          env = { DATA_DIR: dir };
        }
        const origin = 'https://byline.test';
        Object.assign(env, { PUBLIC_ORIGIN: origin, FEDIVERSE_ALLOW_PRIVATE_ADDRESS: 'true' });
        const inbox = await startInbox();
        cleanups.push(inbox.close);

        const t = await createTestApp(backend, {
          database: handle,
          jobTiming: FAST,
          env: { PUBLIC_ORIGIN: origin },
        });
        const author = await t.createUser('Killed Courier');
        const { payload, headers } = multipartBody({
          full_name: 'Killed Courier',
          fediverse_handle: 'courier',
        });
        await t.call({
          method: 'POST',
          url: endpoints.updateProfile.path,
          token: author.token,
          payload,
          headers,
        });
        await handle.db.insert(fediverseFollowers).values({
          userId: author.userId,
          actorUri: `${inbox.origin}/users/alice`,
          inbox: `${inbox.origin}/users/alice/inbox`,
          handle: '@alice@remote.test',
        });
        const articleId = await saveArticle(t, author.token, { title: 'Delivered once killed' });
        await t.close();
        if (backend.name === 'pglite') await handle.close();

        const first = startWorker(env);
        cleanups.push(async () => {
          if (first.exitCode === null) first.kill('SIGKILL');
        });
        await waitFor(first, 'working');
        await until(inbox.isHolding, 'the delivery in flight');
        first.kill('SIGKILL');
        await exited(first);
        expect(inbox.received).toEqual([]);

        const second = startWorker(env);
        cleanups.push(async () => {
          if (second.exitCode === null) second.kill('SIGKILL');
          await exited(second);
        });
        await until(() => inbox.received.length > 0, 'the delivery after the restart');
        expect(inbox.received[0]).toMatchObject({
          type: 'Create',
          object: expect.objectContaining({ id: `${origin}/ap/articles/${articleId}` }),
        });
      },
      4 * STEP_TIMEOUT_MS,
    );
  },
);
