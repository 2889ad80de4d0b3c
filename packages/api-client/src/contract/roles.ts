import { z } from 'zod/mini';
import { communityPageQuerySchema } from './community';
import { idSchema, mediaPathSchema, timestampSchema } from './entities';
import { ROLE_MESSAGES } from './roleMessages';
import { ROLES, type Role } from './roleNames';
import type { Refusal } from './rules';

export { ROLE_MESSAGES } from './roleMessages';
export { ROLES, type Role, roleSchema } from './roleNames';

/**
 * Newsroom roles (docs/roles.md, docs/adr/0034). Every account is at least a reader; the others
 * add what they may do. The server checks them on every write (`requireRole`), the mocks answer
 * by the same table, and the UI only hides what the server would refuse anyway.
 */
/** A new account's role: today's behaviour (author) unless the site reviews first. */
export const DEFAULT_ROLE: Role = 'author';
export const REVIEW_FIRST_ROLE: Role = 'contributor';

/**
 * What a role may do beyond reading, commenting, reacting, following and rewarding (every
 * account's, the reader's base). One list, read by the server, the mocks and docs/roles.md.
 */
export const PERMISSIONS = [
  /** Write and save drafts, upload their pictures, restore revisions. */
  'writeDrafts',
  /** Publish or schedule their own articles. */
  'publish',
  /** Review, edit, schedule and publish anyone's work. */
  'review',
  /** Act on reports: hide comments, unpublish, suspend. */
  'moderate',
  /** Read the moderators' audit log. */
  'readModerationLog',
  /** List members and change their roles. */
  'manageMembers',
  /** Change the site's settings. */
  'manageSettings',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  reader: [],
  contributor: ['writeDrafts'],
  author: ['writeDrafts', 'publish'],
  editor: ['writeDrafts', 'publish', 'review', 'moderate'],
  administrator: PERMISSIONS,
};

export function roleAllows(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** The refusal when `role` lacks `permission` (null: allowed). */
export function refuseRole(role: Role, permission: Permission): Refusal | null {
  return roleAllows(role, permission) ? null : { status: 403, message: ROLE_MESSAGES[permission] };
}

/** The longest name search the members page sends. */
export const MEMBER_SEARCH_MAX = 120;

/** The members page: a name to search for (any part, any case), paged newest first. */
export const membersQuerySchema = z.extend(communityPageQuerySchema, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(MEMBER_SEARCH_MAX))),
});
export type MembersQuery = z.input<typeof membersQuerySchema>;

/** A member as the administrator sees them. */
export const memberSchema = z.object({
  user_id: idSchema,
  full_name: z.string(),
  user_profile: mediaPathSchema,
  role: z.enum(ROLES),
  joined_at: timestampSchema,
});
export type Member = z.infer<typeof memberSchema>;

export const changeRoleRequestSchema = z.object({
  user_id: idSchema,
  role: z.enum(ROLES, ROLE_MESSAGES.invalidRole),
});
export type ChangeRoleRequest = z.input<typeof changeRoleRequestSchema>;

/** An administrator changes someone else's role (never their own: a site keeps one). */
export function refuseRoleChange(callerId: number, userId: number): Refusal | null {
  return callerId === userId ? { status: 403, message: ROLE_MESSAGES.ownRole } : null;
}
