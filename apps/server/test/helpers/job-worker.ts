import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { JobQueue, type JobTiming } from '../../src/jobs/queue';
import { startJobWorkers } from '../../src/jobs/workers';
import { createMailer } from '../../src/newsletter/mailer';

// The fediverse's delivery test names the public origin and lets it deliver on loopback.
const config = loadConfig(
  Object.fromEntries(
    ['PUBLIC_ORIGIN', 'FEDIVERSE_ALLOW_PRIVATE_ADDRESS'].flatMap((name) =>
      process.env[name] ? [[name, process.env[name]]] : [],
    ),
  ),
);

/**
 * A worker process for test/jobs.test.ts: works every queue on DATABASE_URL or the PGlite
 * directory DATA_DIR with the timing in JOB_TIMING (JSON). HOLD=1: the first job stops inside its
 * transaction, before its commit, and says `in flight` (the test then kills the process).
 * UNTIL_ANNOUNCED=<article id>: stops cleanly and exits 0 once that article is announced.
 */
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
  poolSize: 2,
});
const timing = JSON.parse(process.env.JOB_TIMING ?? '{}') as Partial<JobTiming>;
const jobs = await JobQueue.open(database, { workers: true, timing, onError: console.error });
const hold = process.env.HOLD === '1';
await startJobWorkers({
  db: database.db,
  jobs,
  mailer: createMailer(config.mail),
  config,
  beforeCommit: async (queue) => {
    if (!hold) return;
    console.log(`in flight: ${queue}`);
    await new Promise(() => {});
  },
});
console.log('working');

const until = Number(process.env.UNTIL_ANNOUNCED);
if (until > 0) {
  const timer = setInterval(async () => {
    const result = await database.db.execute<{ announced: boolean }>(
      sql`select announced_at is not null as announced from articles where id = ${until}`,
    );
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    if ((rows[0] as { announced?: boolean } | undefined)?.announced) {
      clearInterval(timer);
      await jobs.stop();
      await database.close();
      console.log('announced');
      process.exit(0);
    }
  }, 200);
}
