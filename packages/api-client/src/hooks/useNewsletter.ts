import useSWRMutation from 'swr/mutation';
import type { ApiError } from '../client/ApiError';
import type { SubscribeRequest, Subscription, UnsubscribeRequest } from '../contract';
import { useApiClient } from './ApiClientProvider';
import { swrKeys } from './swrKeys';
import type { ApiMutation } from './useMutations';

/**
 * Subscribes an address to the newsletter. Resolves with the unsubscribe token, for
 * this browser to offer as a link (docs/adr/0017); nothing is cached beyond the hook's state.
 */
export function useSubscribe(): ApiMutation<SubscribeRequest, Subscription> {
  const client = useApiClient();
  return useSWRMutation<Subscription, ApiError, readonly unknown[], SubscribeRequest>(
    swrKeys.mutation('subscribe'),
    (_key, { arg }) => client.subscribe(arg),
  );
}

/** Ends a subscription by its link's token; the same answer for a token used before. */
export function useUnsubscribe(): ApiMutation<UnsubscribeRequest, null> {
  const client = useApiClient();
  return useSWRMutation<null, ApiError, readonly unknown[], UnsubscribeRequest>(
    swrKeys.mutation('unsubscribe'),
    (_key, { arg }) => client.unsubscribe(arg),
  );
}
