import { ROLES, SERVER_MESSAGES, SUCCESS_STATUS } from '@byline/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ADMIN_TOKEN_HEADER, OPERATOR_MESSAGES } from '../constants';
import type { Database } from '../db/client';
import { blockDomain, blockedDomains, unblockDomain } from '../fediverse/blocklistService';
import { HttpError } from '../http/errors';
import { createKeyCheck } from '../http/unique-key';
import type { JobQueue } from '../jobs/queue';
import { setRoleOfAddress, signOutEverywhere } from '../users/userService';

/** The operator's calls: not part of the contract (no client of the web app makes them). */
export const ADMIN_PATHS = {
  revokeSessions: '/admin/revoke-sessions',
  /** GET: the jobs that failed every try (docs/adr/0028). */
  failedJobs: '/admin/jobs/failed',
  /** POST `{ id }`: a failed job back in its queue, its tries counted afresh. */
  retryJob: '/admin/jobs/retry',
  /** GET: the fediverse domain blocklist; POST `{ domain }` adds one, DELETE `{ domain }` removes it. */
  fediverseBlockedDomains: '/admin/fediverse/blocked-domains',
  /** POST `{ email, role }`: an account's role (the first administrator; docs/roles.md). */
  setRole: '/admin/users/role',
} as const;

export const blockedDomainRequestSchema = z.strictObject({ domain: z.string().min(1).max(253) });

export const setRoleRequestSchema = z.strictObject({
  email: z.string().min(1),
  role: z.enum(ROLES),
});

export const retryJobRequestSchema = z.strictObject({ id: z.uuid() });

export const revokeSessionsRequestSchema = z.strictObject({ user_id: z.int().positive() });

/**
 * Admin calls, guarded by the admin token alone (sent in the `admin-token` header). Outside
 * `/api/` on purpose: they need no client key, and the web app never calls them.
 */
export function registerAdminRoutes(options: {
  app: FastifyInstance;
  db: Database;
  jobs: JobQueue;
  adminToken: string | undefined;
}): void {
  const { app, db, jobs, adminToken } = options;
  if (!adminToken) return;
  const isAdminToken = createKeyCheck(adminToken);
  app.addHook('onRequest', async (request) => {
    const paths: readonly string[] = Object.values(ADMIN_PATHS);
    if (paths.includes(request.url) && !isAdminToken(request.headers[ADMIN_TOKEN_HEADER])) {
      throw new HttpError(401, SERVER_MESSAGES.adminToken);
    }
  });

  app.post(ADMIN_PATHS.revokeSessions, async (request) => {
    const { user_id: userId } = revokeSessionsRequestSchema.parse(request.body);
    const revoked = await signOutEverywhere(db, userId);
    request.log.info({ userId, revoked }, 'sessions revoked by the operator');
    return { status: SUCCESS_STATUS, message: SERVER_MESSAGES.ok, data: { revoked } };
  });

  app.post(ADMIN_PATHS.setRole, async (request) => {
    const { email, role } = setRoleRequestSchema.parse(request.body);
    const member = await setRoleOfAddress(db, email, role);
    if (!member) throw new HttpError(404, OPERATOR_MESSAGES.memberNotFound);
    request.log.info({ userId: member.user_id, role }, 'role set by the operator');
    return { status: SUCCESS_STATUS, message: SERVER_MESSAGES.ok, data: member };
  });

  app.get(ADMIN_PATHS.failedJobs, async () => ({
    status: SUCCESS_STATUS,
    message: SERVER_MESSAGES.ok,
    data: { jobs: await jobs.listFailed() },
  }));

  app.post(ADMIN_PATHS.retryJob, async (request) => {
    const { id } = retryJobRequestSchema.parse(request.body);
    const retried = await jobs.retryFailed(id);
    if (!retried) throw new HttpError(404, OPERATOR_MESSAGES.failedJobNotFound);
    request.log.info({ jobId: id }, 'failed job retried by the operator');
    return { status: SUCCESS_STATUS, message: SERVER_MESSAGES.ok, data: { retried: id } };
  });

  app.get(ADMIN_PATHS.fediverseBlockedDomains, async () => ({
    status: SUCCESS_STATUS,
    message: SERVER_MESSAGES.ok,
    data: { domains: await blockedDomains(db) },
  }));

  app.post(ADMIN_PATHS.fediverseBlockedDomains, async (request) => {
    const { domain } = blockedDomainRequestSchema.parse(request.body);
    const blocked = await blockDomain(db, domain);
    if (!blocked) throw new HttpError(400, OPERATOR_MESSAGES.notADomain);
    request.log.info({ domain: blocked.domain }, 'fediverse domain blocked by the operator');
    return { status: SUCCESS_STATUS, message: SERVER_MESSAGES.ok, data: blocked };
  });

  app.delete(ADMIN_PATHS.fediverseBlockedDomains, async (request) => {
    const { domain } = blockedDomainRequestSchema.parse(request.body);
    if (!(await unblockDomain(db, domain))) {
      throw new HttpError(404, OPERATOR_MESSAGES.domainNotBlocked);
    }
    request.log.info({ domain }, 'fediverse domain unblocked by the operator');
    return { status: SUCCESS_STATUS, message: SERVER_MESSAGES.ok, data: { removed: domain } };
  });
}
