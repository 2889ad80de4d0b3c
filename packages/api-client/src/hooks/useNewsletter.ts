import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiError } from '../client/ApiError';
import type {
  ConfirmSubscriptionRequest,
  NewsletterPreferences,
  SubscribeRequest,
  Subscription,
  UnsubscribeRequest,
  UpdateNewsletterPreferencesRequest,
} from '../contract';
import { useApiClient } from './ApiClientProvider';
import { swrKeys } from './swrKeys';
import type { ApiMutation } from './useMutations';

/**
 * Asks for an address to be subscribed to the newsletter: the server emails it a confirmation
 * link (docs/adr/0029). Resolves with nothing but the message, the same for every valid address.
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

/** Confirms a subscription by the confirmation link's token (the page's one button). */
export function useConfirmSubscription(): ApiMutation<ConfirmSubscriptionRequest, null> {
  const client = useApiClient();
  return useSWRMutation<null, ApiError, readonly unknown[], ConfirmSubscriptionRequest>(
    swrKeys.mutation('confirmSubscription'),
    (_key, { arg }) => client.confirmSubscription(arg),
  );
}

/** What the link's subscription gets; `null` token: nothing is read. */
export function useNewsletterPreferences(token: string | null) {
  const client = useApiClient();
  return useSWR<NewsletterPreferences, ApiError>(
    token ? ['newsletterPreferences', token] : null,
    () => client.newsletterPreferences({ token: token ?? '' }),
    { revalidateOnFocus: false },
  );
}

/** Saves what the link's subscription gets. */
export function useUpdateNewsletterPreferences(): ApiMutation<
  UpdateNewsletterPreferencesRequest,
  NewsletterPreferences
> {
  const client = useApiClient();
  return useSWRMutation<
    NewsletterPreferences,
    ApiError,
    readonly unknown[],
    UpdateNewsletterPreferencesRequest
  >(swrKeys.mutation('updateNewsletterPreferences'), (_key, { arg }) =>
    client.updateNewsletterPreferences(arg),
  );
}
