import { ROLES, type Role } from '@byline/api-client/contract';
import { setRoleByAddress } from '../admin/roles';
import { loadConfig } from '../config';

const USAGE = `usage: npm run users -w @byline/server -- promote <email> <${ROLES.join('|')}>`;

const isRole = (text: string | undefined): text is Role =>
  (ROLES as readonly string[]).includes(text ?? '');

/**
 * `npm run users -w @byline/server -- promote <email> administrator`: sets an account's role,
 * through the running server when there is one (docs/roles.md). The first administrator is
 * named so, or by BYLINE_ADMIN_EMAILS.
 */
async function run(): Promise<void> {
  const [action, email, role] = process.argv.slice(2);
  if (action !== 'promote' || !email || !isRole(role)) throw new Error(USAGE);
  const member = await setRoleByAddress(loadConfig(), email, role);
  console.log(`${member.full_name} (user ${member.user_id}) is now ${member.role}.`);
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
