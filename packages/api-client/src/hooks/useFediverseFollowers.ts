import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiError } from '../client/ApiError';
import type {
  FediverseApproval,
  FediverseApprovalRequest,
  FediverseFollowAnswer,
  FediverseFollowAnswerRequest,
  FediverseFollowers,
} from '../contract';
import { useApiClient } from './ApiClientProvider';
import { swrKeys } from './swrKeys';
import { type ApiMutation, useRevalidate } from './useMutations';
import type { ApiResource } from './useReads';

/** The signed-in author's followers on the fediverse and the requests waiting (when `enabled`). */
export function useFediverseFollowers(enabled: boolean): ApiResource<FediverseFollowers> {
  const client = useApiClient();
  return useSWR(enabled ? swrKeys.fediverseFollowers() : null, () => client.fediverseFollowers());
}

/** Switches "Approve followers" on or off; the list shows the new setting at once. */
export function useSetFediverseApproval(): ApiMutation<
  FediverseApprovalRequest,
  FediverseApproval
> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<FediverseApproval, ApiError, readonly unknown[], FediverseApprovalRequest>(
    swrKeys.mutation('fediverseApproval'),
    async (_key, { arg }) => {
      const answer = await client.fediverseApproval(arg);
      void mutate(swrKeys.fediverseFollowers());
      return answer;
    },
  );
}

/**
 * Accepts or rejects a follow request; the list, and the follower figures an accepted one
 * changes, are read again.
 */
export function useAnswerFediverseFollow(): ApiMutation<
  FediverseFollowAnswerRequest,
  FediverseFollowAnswer
> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidate();
  return useSWRMutation<
    FediverseFollowAnswer,
    ApiError,
    readonly unknown[],
    FediverseFollowAnswerRequest
  >(swrKeys.mutation('fediverseFollowAnswer'), async (_key, { arg }) => {
    const answer = await client.fediverseFollowAnswer(arg);
    void mutate(swrKeys.fediverseFollowers());
    if (answer.accepted) revalidate('userDetails', 'authorProfile');
    return answer;
  });
}
