import type { Role } from '@byline/api-client/contract';
import { defineMessages } from '../locale/defineMessages';

/**
 * Texts of the newsroom's signed-in screens (docs/roles.md): the administrator's members page.
 * The server's refusals stay in the contract (ROLE_MESSAGES).
 */
export const MEMBERS_TEXTS = /* @__PURE__ */ defineMessages('members', {
  title: 'Members',
  /** Each role's name, in the order the role picker lists them (the reader's base first). */
  roleLabels: {
    reader: 'Reader',
    contributor: 'Contributor',
    author: 'Author',
    editor: 'Editor',
    administrator: 'Administrator',
  } satisfies Record<Role, string>,
  intro: 'Everyone with an account, newest first. Change a role to change what they may do.',
  search: 'Search by name',
  searchPlaceholder: 'A name, or part of one',
  /** The list's accessible name. */
  list: 'Members',
  loading: 'Loading members',
  loadError: 'The members could not be loaded.',
  empty: 'Nobody has an account yet.',
  /** When a search matches nobody. */
  noMatch: (search: string) => `No member's name contains “${search}”.`,
  loadMore: 'Load more members',
  /** The role picker's accessible name on one member's row. */
  roleOf: (name: string) => `Role of ${name}`,
  /** "Joined March 5, 2026". */
  joined: (date: string) => `Joined ${date}`,
  /** Beside the administrator's own row, whose role they cannot change. */
  you: 'You',
  /** The page's description (it is not indexed). */
  description: 'The members of the newsroom and their roles.',
  /** After a change: "Lena Fischer's role is now Editor." */
  changed: (name: string, role: string) => `${name}'s role is now ${role}.`,
  /** The link to the members page, for administrators. */
  link: 'Members and roles',
});
