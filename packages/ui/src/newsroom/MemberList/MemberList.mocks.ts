import type { Member, Role } from '@byline/api-client/contract';

const STORY_ROLES: readonly Role[] = ['reader', 'reader', 'contributor', 'author', 'editor'];

/** `count` made-up members, newest first, of mixed roles: a long members page for stories. */
export function manyMembers(count: number): Member[] {
  return Array.from({ length: count }, (_, index) => ({
    user_id: 1000 - index,
    full_name: `Member ${String(count - index).padStart(2, '0')}`,
    user_profile: null,
    role: STORY_ROLES[index % STORY_ROLES.length] ?? 'reader',
    joined_at: new Date(Date.UTC(2026, 2, 1) - index * 86_400_000).toISOString(),
  }));
}
