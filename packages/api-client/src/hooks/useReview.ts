import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiError } from '../client/ApiError';
import type { Page } from '../client/createApiClient';
import {
  type AddReviewNoteRequest,
  COMMUNITY_PAGE_SIZE,
  type ReviewNote,
  type ReviewQueueEntry,
  type ReviewResult,
  type SubmitForReviewRequest,
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
 * Editorial review (docs/adr/0036). A module of its own: only the editor's and the review
 * queue's chunks use it, so the reader's first load does not carry it.
 */

/** The editors' queue: submitted drafts, the longest waiting first. */
export function useReviewQueue({
  pageSize = COMMUNITY_PAGE_SIZE,
  enabled = true,
}: CommunityListOptions = {}): KeysetListState<ReviewQueueEntry> {
  const client = useApiClient();
  const { pages: _pages, ...list } = useKeysetList<Page<ReviewQueueEntry>>(
    enabled ? (cursor) => swrKeys.reviewQueuePage(pageSize, cursor) : null,
    (cursor) => client.reviewQueue({ limit: pageSize, ...(cursor === null ? {} : { cursor }) }),
  );
  return list;
}

/** A draft's notes, oldest first (asked only for a draft with an id). */
export function useReviewNotes(newsId: number | null): ApiResource<ReviewNote[]> {
  const client = useApiClient();
  return useSWR(newsId === null ? null : swrKeys.reviewNotes(newsId), () =>
    client.reviewNotes({ news_id: newsId ?? 0 }),
  );
}

/** After a review change: My Drafts, the draft, the queue and the notes are asked again. */
function useReviewRevalidation() {
  const { mutate } = useSWRConfig();
  const lists = usePagedLists();
  return async (newsId: number) => {
    lists.revalidate(infinitePrefix('drafts'));
    lists.revalidate(infinitePrefix('reviewQueue'));
    await Promise.all([mutate(swrKeys.draft(newsId)), mutate(swrKeys.reviewNotes(newsId))]);
  };
}

/** The writer submits a draft for review. */
export function useSubmitForReview(): ApiMutation<SubmitForReviewRequest, ReviewResult> {
  const client = useApiClient();
  const revalidate = useReviewRevalidation();
  return useSWRMutation<ReviewResult, ApiError, readonly unknown[], SubmitForReviewRequest>(
    swrKeys.mutation('submitForReview'),
    async (_key, { arg }) => {
      const result = await client.submitForReview(arg);
      await revalidate(arg.news_id);
      return result;
    },
  );
}

/** An editor's note for the writer. */
export function useAddReviewNote(): ApiMutation<AddReviewNoteRequest, ReviewNote> {
  const client = useApiClient();
  const revalidate = useReviewRevalidation();
  return useSWRMutation<ReviewNote, ApiError, readonly unknown[], AddReviewNoteRequest>(
    swrKeys.mutation('addReviewNote'),
    async (_key, { arg }) => {
      const note = await client.addReviewNote(arg);
      await revalidate(Number(arg.news_id));
      return note;
    },
  );
}

/** An editor sends a submitted draft back to its writer with a note. */
export function useSendBack(): ApiMutation<AddReviewNoteRequest, ReviewResult> {
  const client = useApiClient();
  const revalidate = useReviewRevalidation();
  return useSWRMutation<ReviewResult, ApiError, readonly unknown[], AddReviewNoteRequest>(
    swrKeys.mutation('sendBack'),
    async (_key, { arg }) => {
      const result = await client.sendBack(arg);
      await revalidate(Number(arg.news_id));
      return result;
    },
  );
}
