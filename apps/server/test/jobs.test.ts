import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { articles, follows, notifications, users } from '../src/db/schema';
import { JOB_QUEUES } from '../src/jobs/queue';
import { ADMIN_PATHS } from '../src/routes/admin';
import { createTestApp } from './helpers/app';
import { postgresUrl, testBackends } from './helpers/backends';
import { saveArticle } from './helpers/community';
import { exited, FAST, STEP_TIMEOUT_MS, startWorker, waitFor } from './helpers/worker-process';

/**
 * The job queue (docs/adr/0028) as an operator relies on it: a job whose worker process is
 * killed (SIGKILL) mid-way is done after a restart, once in effect; a job that keeps failing
 * is listed for the operator and can be put back.
 */
const ADMIN_TOKEN = 'jobs-test-admin-token-0123456789abcdef';

describe.each(testBackends())('the job queue on $name', (backend) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** A database a worker process can open too: a PGlite directory, or the test PostgreSQL. */
  async function sharedDatabase(): Promise<{
    handle: DatabaseHandle;
    env: Record<string, string>;
  }> {
    if (backend.name === 'postgres') {
      const handle = await backend.open();
      return { handle, env: { DATABASE_URL: postgresUrl ?? '' } };
    }
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'byline-jobs-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    const handle = await openDatabase({ dataDir: dir });
    await handle.migrate();
    return { handle, env: { DATA_DIR: dir } };
  }

  it(
    'a fan-out in flight when its worker is killed (SIGKILL) is done after a restart, each follower told once',
    async () => {
      const { handle, env } = await sharedDatabase();
      const t = await createTestApp(backend, { database: handle, jobTiming: FAST });
      const writer = await t.createUser('Killed Writer');
      const fans = [
        await t.createUser('Fan A'),
        await t.createUser('Fan B'),
        await t.createUser('Fan C'),
      ];
      for (const fan of fans) {
        await t.call({
          method: 'POST',
          url: '/api/User/follow',
          token: fan.token,
          payload: { user_id: writer.userId },
        });
      }
      const articleId = await saveArticle(t, writer.token, { title: 'Told once' });
      // The publish committed at once; its fan-out is a job, not yet run.
      const told = () =>
        handle.db
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.articleId, articleId), eq(notifications.kind, 'published')));
      expect((await told())[0]?.n).toBe(0);
      await t.close();
      // PGlite is one process's: the workers open the directory after this process lets go.
      if (backend.name === 'pglite') await handle.close();

      const first = startWorker({ ...env, HOLD: '1' });
      await waitFor(first, `in flight: ${JOB_QUEUES.articleLive}`);
      first.kill('SIGKILL');
      await exited(first);

      const second = startWorker({ ...env, UNTIL_ANNOUNCED: String(articleId) });
      await waitFor(second, 'announced');
      expect(await exited(second)).toBe(0);

      const db = backend.name === 'pglite' ? await openDatabase({ dataDir: env.DATA_DIR }) : handle;
      try {
        const rows = await db.db
          .select({ userId: notifications.userId })
          .from(notifications)
          .where(and(eq(notifications.articleId, articleId), eq(notifications.kind, 'published')));
        expect(rows.map((row) => row.userId).sort()).toEqual(fans.map((fan) => fan.userId).sort());
        const unread = await db.db
          .select({ n: users.unreadNotifications })
          .from(users)
          .where(sql`${users.id} in ${fans.map((fan) => fan.userId)}`);
        // Each fan's count grew by one (a follow tells the writer, not the fan).
        expect(unread.map((row) => row.n)).toEqual([1, 1, 1]);
        const [article] = await db.db
          .select({ announcedAt: articles.announcedAt })
          .from(articles)
          .where(eq(articles.id, articleId));
        expect(article?.announcedAt).not.toBeNull();
        expect(await db.db.$count(follows)).toBe(3);
      } finally {
        await db.close();
      }
    },
    4 * STEP_TIMEOUT_MS,
  );

  it('a job that fails every try is listed for the operator, and put back in its queue on request', async () => {
    const t = await createTestApp(backend, {
      adminToken: ADMIN_TOKEN,
      jobTiming: { retryLimit: 0 },
    });
    cleanups.push(() => t.close());
    const admin = { 'admin-token': ADMIN_TOKEN };
    // An announcement of an article that does not exist fails (its handler is told so below).
    await t.database.db.transaction((tx) =>
      t.jobs.send(tx, JOB_QUEUES.mail, { to: 'nobody@example.test', kind: 'broken' }),
    );
    const ran = await t.jobs.drain({
      [JOB_QUEUES.mail]: async () => {
        throw new Error('SMTP server said 451 try again later');
      },
    });
    expect(ran).toBe(1);

    const unauthorised = await t.app.inject({ method: 'GET', url: ADMIN_PATHS.failedJobs });
    expect(unauthorised.statusCode).toBe(401);
    const listed = await t.app.inject({
      method: 'GET',
      url: ADMIN_PATHS.failedJobs,
      headers: admin,
    });
    expect(listed.statusCode).toBe(200);
    const [failed, ...others] = listed.json().data.jobs;
    expect(others).toEqual([]);
    expect(failed).toMatchObject({
      queue: JOB_QUEUES.mail,
      data: { to: 'nobody@example.test', kind: 'broken' },
      failedAfterTries: 1,
      error: 'SMTP server said 451 try again later',
    });

    const retried = await t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.retryJob,
      headers: admin,
      payload: { id: failed.id },
    });
    expect(retried.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: ADMIN_PATHS.failedJobs, headers: admin })).json()
        .data.jobs,
    ).toEqual([]);
    // Back in its queue: it runs again, and this time succeeds.
    let delivered = 0;
    await t.jobs.drain({
      [JOB_QUEUES.mail]: async () => {
        delivered += 1;
      },
    });
    expect(delivered).toBe(1);
    const again = await t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.retryJob,
      headers: admin,
      payload: { id: failed.id },
    });
    expect(again.statusCode).toBe(404);
  });
});
