import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createMediaStorage } from '../media/storage';
import { countArticles, DEFAULT_SEED_ARTICLES, seedDatabase } from './seed';

/**
 * `npm run seed -- [--scale 100000] [--force]`: seeds the configured database (DATABASE_URL or
 * DATA_DIR). An already filled database is left alone unless --force adds to it.
 */
async function run(): Promise<void> {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: String(DEFAULT_SEED_ARTICLES) },
      force: { type: 'boolean', default: false },
    },
  });
  const articles = Number(values.scale?.replace(/[_,]/g, ''));
  if (!Number.isInteger(articles) || articles < 1)
    throw new Error('--scale must be a positive integer');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const existing = await countArticles(database.db);
    if (existing > 0 && !values.force) {
      console.log(`The database already holds ${existing} articles; pass --force to add more.`);
      return;
    }
    const started = performance.now();
    await seedDatabase(database.db, createMediaStorage(config), {
      articles,
      log: console.log,
    });
    console.log(
      `Seeded ${articles} articles in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
