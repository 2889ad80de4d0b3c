import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { resanitizeStoredContent } from './stored-content';

/** `npm run resanitize`: once after an upgrade that tightened the HTML or text rules. */
async function run(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const changed = await resanitizeStoredContent(database.db);
    console.log(`Re-sanitised ${changed.articles} article(s) and ${changed.users} profile(s)`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
