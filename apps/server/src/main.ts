import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createMediaStorage } from './media/storage';
import { countArticles, seedDatabase } from './seed/seed';
import { buildServer } from './server';

/** Opens (creating, migrating and, when empty, seeding) the database and starts listening. */
export async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const storage = createMediaStorage(config);
  if (config.seedOnStart && (await countArticles(database.db)) === 0) {
    const seeded = await seedDatabase(database.db, storage, { log: console.log });
    console.log(`Seeded ${seeded.articles} articles by ${seeded.authors} authors`);
  }
  const app = await buildServer({
    config,
    db: database.db,
    storage,
    logger: { level: config.logLevel },
  });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  const address = await app.listen({ port: config.port, host: config.host });
  const store = config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`;
  console.log(`Byline API listening on ${address} (${store})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    // A bad environment is the operator's to fix: the list of problems, without a stack trace.
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
