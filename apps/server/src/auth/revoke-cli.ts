import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { revokeAllSessions } from './sessions';

/** `npm run revoke-sessions -- --user-id 42`: signs a user out everywhere. */
async function run(): Promise<void> {
  const { values } = parseArgs({ options: { 'user-id': { type: 'string' } } });
  const userId = Number(values['user-id']);
  if (!Number.isInteger(userId) || userId < 1)
    throw new Error('--user-id must be a positive integer');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    console.log(
      `Revoked ${await revokeAllSessions(database.db, userId)} token(s) of user ${userId}`,
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
