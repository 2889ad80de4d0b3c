import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiError } from '../client/ApiError';
import type { Page } from '../client/createApiClient';
import {
  type BlockedAccounts,
  type BlockRequest,
  type BlockState,
  COMMUNITY_PAGE_SIZE,
  type DismissReportsRequest,
  type ModerateArticleRequest,
  type ModerateCommentRequest,
  type ModerationLogEntry,
  type ModerationResult,
  type QueueEntry,
  type Report,
  type ReportRequest,
  type SuspendAccountRequest,
} from '../contract';
import { useApiClient } from './ApiClientProvider';
import { infinitePrefix, swrKeys } from './swrKeys';
import {
  type CommunityListOptions,
  type KeysetListState,
  useKeysetList,
  usePagedLists,
} from './useKeysetList';
import type { ApiMutation } from './useMutations';
import type { ApiResource } from './useReads';

/**
 * Moderation (docs/adr/0037). A module of its own: only the moderation pages' chunks and the
 * lazy report dialog use it, so the reader's first load does not carry it.
 */

/** The editors' queue: targets with open reports, the one reported last first. */
export function useModerationQueue({
  pageSize = COMMUNITY_PAGE_SIZE,
  enabled = true,
}: CommunityListOptions = {}): KeysetListState<QueueEntry> {
  const client = useApiClient();
  const { pages: _pages, ...list } = useKeysetList<Page<QueueEntry>>(
    enabled ? (cursor) => swrKeys.moderationQueuePage(pageSize, cursor) : null,
    (cursor) => client.moderationQueue({ limit: pageSize, ...(cursor === null ? {} : { cursor }) }),
  );
  return list;
}

/** The administrators' audit log, newest first. */
export function useModerationLog({
  pageSize = COMMUNITY_PAGE_SIZE,
  enabled = true,
}: CommunityListOptions = {}): KeysetListState<ModerationLogEntry> {
  const client = useApiClient();
  const { pages: _pages, ...list } = useKeysetList<Page<ModerationLogEntry>>(
    enabled ? (cursor) => swrKeys.moderationLogPage(pageSize, cursor) : null,
    (cursor) => client.moderationLog({ limit: pageSize, ...(cursor === null ? {} : { cursor }) }),
  );
  return list;
}

/** A reader's report of a comment, an article or a profile. */
export function useReport(): ApiMutation<ReportRequest, Report> {
  const client = useApiClient();
  return useSWRMutation<Report, ApiError, readonly unknown[], ReportRequest>(
    swrKeys.mutation('report'),
    (_key, { arg }) => client.report(arg),
  );
}

type ModerationCall = 'moderateComment' | 'moderateArticle' | 'dismissReports' | 'suspendAccount';
type ModerationInput = {
  moderateComment: ModerateCommentRequest;
  moderateArticle: ModerateArticleRequest;
  dismissReports: DismissReportsRequest;
  suspendAccount: SuspendAccountRequest;
};

/** A moderator's action; the queue (and the log) are asked again after it. */
export function useModerationAction<Name extends ModerationCall>(
  name: Name,
): ApiMutation<ModerationInput[Name], ModerationResult> {
  const client = useApiClient();
  const lists = usePagedLists();
  // One hook for the four calls: SWR's trigger type cannot follow a generic input.
  return useSWRMutation<ModerationResult, ApiError, readonly unknown[], ModerationInput[Name]>(
    swrKeys.mutation(name),
    async (_key, { arg }) => {
      const call = client[name] as (input: ModerationInput[Name]) => Promise<ModerationResult>;
      const result = await call(arg);
      lists.revalidate(infinitePrefix('moderationQueue'));
      lists.revalidate(infinitePrefix('moderationLog'));
      return result;
    },
  ) as unknown as ApiMutation<ModerationInput[Name], ModerationResult>;
}

/** The accounts the signed-in reader blocks (asked only when `signedIn`). */
export function useBlockedAccounts(signedIn = true): ApiResource<BlockedAccounts> {
  const client = useApiClient();
  return useSWR(signedIn ? swrKeys.blocks() : null, () => client.blockedAccounts());
}

/** Blocks or unblocks an account; the list of blocked accounts shows it at once. */
export function useBlockAccount(): ApiMutation<BlockRequest, BlockState> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<BlockState, ApiError, readonly unknown[], BlockRequest>(
    swrKeys.mutation('blockAccount'),
    async (_key, { arg }) => {
      const state = await client.blockAccount(arg);
      await mutate<BlockedAccounts>(
        swrKeys.blocks(),
        (current) => {
          const others = (current?.user_ids ?? []).filter((id) => id !== state.user_id);
          return { user_ids: state.blocked ? [state.user_id, ...others] : others };
        },
        { revalidate: false },
      );
      return state;
    },
  );
}
