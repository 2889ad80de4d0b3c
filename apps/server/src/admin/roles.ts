import type { Member, Role } from '@byline/api-client/contract';
import type { ServerConfig } from '../config';
import { ADMIN_TOKEN_HEADER, OPERATOR_MESSAGES } from '../constants';
import { ADMIN_PATHS } from '../routes/admin';
import { setRoleOfAddress } from '../users/userService';
import { type LiveServer, throughServerOrDatabase } from './operator';

const SERVER_CALL_TIMEOUT_MS = 10_000;

async function askServer(server: LiveServer, email: string, role: Role): Promise<Member> {
  const response = await fetch(new URL(ADMIN_PATHS.setRole, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: server.adminToken },
    body: JSON.stringify({ email, role }),
    signal: AbortSignal.timeout(SERVER_CALL_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as {
    message?: string;
    data?: Member;
  } | null;
  if (!response.ok || !body?.data) {
    throw new Error(`${response.status} ${body?.message ?? response.statusText}`);
  }
  return body.data;
}

/**
 * Sets the role of the account with this address (the first administrator is named so):
 * through the running server when one holds the data directory, else in the database.
 */
export function setRoleByAddress(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
  email: string,
  role: Role,
): Promise<Member> {
  return throughServerOrDatabase<Member>(config, {
    askServer: (server) => askServer(server, email, role),
    inDatabase: async (database) => {
      const member = await setRoleOfAddress(database.db, email, role);
      if (!member) throw new Error(OPERATOR_MESSAGES.memberNotFound);
      return member;
    },
  });
}
