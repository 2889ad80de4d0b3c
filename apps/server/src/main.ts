import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { DataDirInUseError, ServerFile } from './admin/server-file';
import { ConfigError, loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { JobQueue } from './jobs/queue';
import { startJobWorkers } from './jobs/workers';
import { createMediaStorage } from './media/storage';
import { createMailer } from './newsletter/mailer';
import type { ScrapedGauge } from './ops/metrics';
import { countArticles, seedDatabase } from './seed/seed';
import { buildServer } from './server';

/** The database pool's connections for /metrics: in use, idle, and requests waiting for one. */
function databaseGauges(database: DatabaseHandle): ScrapedGauge[] {
  const { poolStats } = database;
  if (!poolStats) return [];
  return [
    {
      name: 'byline_database_pool_connections',
      help: 'PostgreSQL pool connections by state (waiting: queries waiting for a connection)',
      labelNames: ['state'],
      read: async () => {
        const stats = poolStats();
        return [
          { labels: { state: 'busy' }, value: stats.total - stats.idle },
          { labels: { state: 'idle' }, value: stats.idle },
          { labels: { state: 'waiting' }, value: stats.waiting },
        ];
      },
    },
  ];
}

/** Opens (creating, migrating and, when empty, seeding) the database and starts listening. */
export async function main(): Promise<void> {
  const config = loadConfig();
  const serverFile = new ServerFile(config.dataDir);
  // PGlite: one process per directory (src/admin/server-file.ts).
  if (!config.databaseUrl) await serverFile.claim();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const storage = createMediaStorage(config);
  if (config.seedOnStart && (await countArticles(database.db)) === 0) {
    const started = performance.now();
    const seeded = await seedDatabase(database.db, storage, { log: console.log });
    const took = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${seeded.articles} articles by ${seeded.authors} authors in ${took} s`);
  }
  const adminToken = config.adminToken ?? randomBytes(32).toString('base64url');
  let draining = false;
  // Every process works the queue too (pg-boss shares the work among them; docs/adr/0028).
  let logJobError = (error: unknown) => console.error('job queue:', error);
  const jobs = await JobQueue.open(database, {
    workers: true,
    onError: (error) => logJobError(error),
  });
  const app = await buildServer({
    config,
    db: database.db,
    jobs,
    storage,
    adminToken,
    logger: { level: config.logLevel },
    gauges: databaseGauges(database),
    draining: () => draining,
    // PGlite belongs to this process alone; PostgreSQL may be shared by several behind a balancer.
    limitStore: database.kind === 'postgres' ? 'database' : 'memory',
  });
  logJobError = (error) => app.log.error({ err: error }, 'job failed');
  const mailer = createMailer(config.mail);
  await startJobWorkers({ db: database.db, jobs, mailer, config });
  app.addHook('onClose', async () => mailer.close());
  // Jobs under way finish (or are left to another process's retry) before the database closes.
  app.addHook('onClose', () => jobs.stop());
  const shutdown = async () => {
    // Leave the balancer first (its checks see /readyz fail), still serving what it sends
    // meanwhile; then stop listening and finish what is in flight.
    draining = true;
    if (config.drainDelayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
    await app.close();
    await database.close();
    await serverFile.release();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  const address = await app.listen({ port: config.port, host: config.host });
  // Without it the operator's tools change the database directly (fine on PostgreSQL; on PGlite
  // the claim above already proved the place writable).
  await serverFile.publish({ url: address, adminToken }).catch((error: unknown) => {
    app.log.warn({ err: error }, `could not write ${serverFile.path}`);
  });
  const store = config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`;
  console.log(`Byline API listening on ${address} (${store})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    // A bad environment or a directory in use is the operator's to fix: no stack trace.
    const expected = error instanceof ConfigError || error instanceof DataDirInUseError;
    console.error(expected ? error.message : error);
    process.exit(1);
  });
}
