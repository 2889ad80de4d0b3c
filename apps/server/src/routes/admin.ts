import { SERVER_MESSAGES, SUCCESS_STATUS } from '@byline/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ADMIN_TOKEN_HEADER } from '../constants';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { createKeyCheck } from '../http/unique-key';
import { signOutEverywhere } from '../users/userService';

/** The operator's calls: not part of the contract (no client of the web app makes them). */
export const ADMIN_PATHS = {
  revokeSessions: '/admin/revoke-sessions',
} as const;

export const revokeSessionsRequestSchema = z.strictObject({ user_id: z.int().positive() });

/**
 * Admin calls, guarded by the admin token alone (sent in the `admin-token` header). Outside
 * `/api/` on purpose: they need no client key, and the web app never calls them.
 */
export function registerAdminRoutes(options: {
  app: FastifyInstance;
  db: Database;
  adminToken: string | undefined;
}): void {
  const { app, db, adminToken } = options;
  if (!adminToken) return;
  const isAdminToken = createKeyCheck(adminToken);

  app.post(ADMIN_PATHS.revokeSessions, async (request) => {
    if (!isAdminToken(request.headers[ADMIN_TOKEN_HEADER])) {
      throw new HttpError(401, SERVER_MESSAGES.adminToken);
    }
    const { user_id: userId } = revokeSessionsRequestSchema.parse(request.body);
    const revoked = await signOutEverywhere(db, userId);
    request.log.info({ userId, revoked }, 'sessions revoked by the operator');
    return { status: SUCCESS_STATUS, message: SERVER_MESSAGES.ok, data: { revoked } };
  });
}
