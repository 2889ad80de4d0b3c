import { parseArgs } from 'node:util';
import { revokeUserSessions } from '../admin/revoke';
import { loadConfig } from '../config';

/**
 * `npm run revoke-sessions -w @byline/server -- --user-id 42`: signs a user out everywhere,
 * through the running server when there is one (docs/server.md, "Sessions").
 */
async function run(): Promise<void> {
  const { values } = parseArgs({ options: { 'user-id': { type: 'string' } } });
  const userId = Number(values['user-id']);
  if (!Number.isInteger(userId) || userId < 1)
    throw new Error('--user-id must be a positive integer');
  const { revoked, via } = await revokeUserSessions(loadConfig(), userId);
  const where = via === 'database' ? 'in the database' : `through the server at ${via.server}`;
  console.log(`Revoked ${revoked} session(s) of user ${userId} ${where}`);
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
