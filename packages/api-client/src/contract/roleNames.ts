import { z } from 'zod/mini';

/**
 * The newsroom's roles, from the reader (every account) up (docs/roles.md). Kept apart from
 * roles.ts so that the profile's schema (entities.ts) can name them without an import cycle.
 */
export const ROLES = ['reader', 'contributor', 'author', 'editor', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

export const roleSchema = z.enum(ROLES);
