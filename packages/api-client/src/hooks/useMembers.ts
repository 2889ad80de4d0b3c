import useSWRMutation from 'swr/mutation';
import type { ApiError } from '../client/ApiError';
import type { Page } from '../client/createApiClient';
import { type ChangeRoleRequest, COMMUNITY_PAGE_SIZE, type Member } from '../contract';
import { useApiClient } from './ApiClientProvider';
import { infinitePrefix, swrKeys } from './swrKeys';
import {
  type CommunityListOptions,
  type KeysetListState,
  useKeysetList,
  usePagedLists,
} from './useKeysetList';
import type { ApiMutation } from './useMutations';

/**
 * The administrator's members list (docs/roles.md): members whose name holds `search` (every
 * member when empty), newest first, page by page. A module of its own: only the members page's
 * chunk uses it. Anyone else is refused 403 (the list's `error`).
 */
export function useMembers(
  search: string,
  { pageSize = COMMUNITY_PAGE_SIZE, enabled = true }: CommunityListOptions = {},
): KeysetListState<Member> {
  const client = useApiClient();
  const q = search.trim();
  const { pages: _pages, ...list } = useKeysetList<Page<Member>>(
    enabled ? (cursor) => swrKeys.membersPage(q, pageSize, cursor) : null,
    (cursor) =>
      client.members({
        limit: pageSize,
        ...(q === '' ? {} : { q }),
        ...(cursor === null ? {} : { cursor }),
      }),
  );
  return list;
}

/**
 * An administrator sets a member's role (`{ user_id, role }`): the member's row shows the new
 * role in every loaded list at once (put back if the server refuses), then the lists are asked
 * again.
 */
export function useChangeRole(): ApiMutation<ChangeRoleRequest, Member> {
  const client = useApiClient();
  const lists = usePagedLists();
  return useSWRMutation<Member, ApiError, readonly unknown[], ChangeRoleRequest>(
    swrKeys.mutation('changeRole'),
    async (_key, { arg }) => {
      const prefix = infinitePrefix('members');
      const putBack = lists.update<Page<Member>>(
        prefix,
        (pages) =>
          pages.map((page) => ({
            ...page,
            items: page.items.map((member) =>
              member.user_id === Number(arg.user_id) ? { ...member, role: arg.role } : member,
            ),
          })),
        { revalidate: false },
      );
      try {
        const member = await client.changeRole(arg);
        lists.revalidate(prefix);
        return member;
      } catch (error) {
        putBack();
        throw error;
      }
    },
  );
}
