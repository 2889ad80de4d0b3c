import { type Permission, refuseRole } from '@byline/api-client/contract';
import { refuse } from '../http/errors';
import type { Caller } from './authenticate';

/**
 * The one place a role is checked (docs/roles.md): the caller's role, read with their session,
 * must allow `permission`, or the call is refused 403 with the permission's message
 * (ROLE_MESSAGES) before anything is read or changed. Answers the caller for the service.
 */
export function requireRole(caller: Caller, permission: Permission): Caller {
  refuse(refuseRole(caller.role, permission));
  return caller;
}
