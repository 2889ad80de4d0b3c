import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError';
import type { ApiMethodInput, RegisterResult } from '../client/createApiClient';
import type { Draft, NewsIdRequest, SaveArticleResult, UserProfile } from '../contract';
import { useApiClient } from './ApiClientProvider';
import {
  INFINITE_RESOURCES,
  infinitePrefix,
  isSwrKeyOf,
  type SwrResource,
  swrKeys,
  USER_SCOPED_RESOURCES,
} from './swrKeys';

/**
 * What every mutation hook returns: `trigger(input)` resolves with the result or rejects with an
 * ApiError (its `message` is the toast text), plus `isMutating`, `error`, `data` and `reset`.
 */
export type ApiMutation<Input, Result> = Omit<
  SWRMutationResponse<Result, ApiError, readonly unknown[], Input>,
  'trigger'
> & {
  trigger: (input: Input) => Promise<Result>;
};

/** The cache keys of the paged lists (useSWRInfinite) of these resources. */
function infiniteKeysOf(cache: { keys(): IterableIterator<string> }, resources: SwrResource[]) {
  const prefixes = resources
    .filter((resource) => INFINITE_RESOURCES.includes(resource))
    .map((resource) => infinitePrefix(resource));
  return [...cache.keys()].filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));
}

/** Revalidates cached resources by name; paged lists (useSWRInfinite) included. */
export function useRevalidate(): (...resources: SwrResource[]) => void {
  const { mutate, cache } = useSWRConfig();
  return useCallback(
    (...resources: SwrResource[]) => {
      void mutate((key) => isSwrKeyOf(key, ...resources));
      for (const key of infiniteKeysOf(cache, resources)) void mutate(key);
    },
    [mutate, cache],
  );
}

/**
 * Forgets everything that belongs to the signed-in user (own news, drafts, details, follow
 * states, wallet, notifications) and refetches what is on screen. Call after storing a new
 * session (login, registration) and after logout.
 */
export function useResetUserCache(): () => Promise<void> {
  const { mutate, cache } = useSWRConfig();
  return useCallback(async () => {
    const lists = infiniteKeysOf(cache, USER_SCOPED_RESOURCES);
    await Promise.all([
      mutate((key) => isSwrKeyOf(key, ...USER_SCOPED_RESOURCES), undefined, { revalidate: true }),
      ...lists.map((key) => mutate(key, undefined, { revalidate: true })),
    ]);
  }, [mutate, cache]);
}

/** Everything a newly published article can appear in. */
const PUBLISHED_RESOURCES: SwrResource[] = [
  'ownNews',
  'newsList',
  'mostRecent',
  'mostWatched',
  'authorProfile',
  'userDetails',
];

/**
 * Registration after sign-in with the identity provider. Resolves with the token (Bearer prefix
 * stripped) and user id; store them, then call `useResetUserCache()`.
 */
export function useRegister(): ApiMutation<ApiMethodInput<'register'>, RegisterResult> {
  const client = useApiClient();
  const mutation = useSWRMutation<
    RegisterResult,
    ApiError,
    readonly unknown[],
    ApiMethodInput<'register'>
  >(swrKeys.mutation('register'), (_key, { arg }) => client.register(arg));
  return mutation;
}

/** Saves name, bio and optionally a new avatar; refreshes user details and the author profile. */
export function useUpdateProfile(): ApiMutation<ApiMethodInput<'updateProfile'>, UserProfile> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidate();
  return useSWRMutation<UserProfile, ApiError, readonly unknown[], ApiMethodInput<'updateProfile'>>(
    swrKeys.mutation('updateProfile'),
    async (_key, { arg }) => {
      const profile = await client.updateProfile(arg);
      // The answer is the new profile: show it at once, then confirm with the server.
      void mutate(swrKeys.userDetails(profile.user_id), profile);
      revalidate('authorProfile');
      return profile;
    },
  );
}

/**
 * Creates or updates an article, as a draft (`is_draft: true`) or published. Refreshes drafts and
 * own news, the article itself when updating, and every news listing when it was published.
 */
export function useSaveArticle(): ApiMutation<ApiMethodInput<'saveArticle'>, SaveArticleResult> {
  const client = useApiClient();
  const revalidate = useRevalidate();
  const { mutate } = useSWRConfig();
  return useSWRMutation<
    SaveArticleResult,
    ApiError,
    readonly unknown[],
    ApiMethodInput<'saveArticle'>,
    Draft[]
  >(
    // Keyed on drafts so the drafts list revalidates after every save.
    swrKeys.drafts(),
    async (_key, { arg }) => {
      const result = await client.saveArticle(arg);
      revalidate(...(result.status === 'published' ? PUBLISHED_RESOURCES : ['ownNews' as const]));
      if (arg.news_id !== undefined) void mutate(swrKeys.article(result.news_id));
      return result;
    },
    { revalidate: true },
  );
}

/**
 * Publishes a draft: it leaves the drafts list at once (restored if the call fails) and
 * appears in own news and the news listings.
 */
export function usePublishDraft(): ApiMutation<NewsIdRequest, SaveArticleResult> {
  const client = useApiClient();
  const revalidate = useRevalidate();
  const { mutate } = useSWRConfig();
  const mutation = useSWRMutation<
    SaveArticleResult,
    ApiError,
    readonly unknown[],
    NewsIdRequest,
    Draft[]
  >(
    swrKeys.drafts(),
    async (_key, { arg }) => {
      const result = await client.publishDraft(arg);
      revalidate(...PUBLISHED_RESOURCES);
      void mutate(swrKeys.article(result.news_id));
      return result;
    },
    {
      populateCache: (result, drafts) => withoutDraft(drafts, result.news_id),
      rollbackOnError: true,
      revalidate: true,
    },
  );
  const { trigger: publish } = mutation;
  const trigger = useCallback(
    (input: NewsIdRequest) =>
      publish<Draft[]>(input, { optimisticData: (drafts) => withoutDraft(drafts, input.news_id) }),
    [publish],
  );
  return { ...mutation, trigger };
}

/** Deletes a draft: it leaves the drafts list at once and comes back if the call fails. */
export function useDeleteDraft(): ApiMutation<NewsIdRequest, null> {
  const client = useApiClient();
  const revalidate = useRevalidate();
  const mutation = useSWRMutation<null, ApiError, readonly unknown[], NewsIdRequest, Draft[]>(
    swrKeys.drafts(),
    async (_key, { arg }) => {
      const result = await client.deleteDraft(arg);
      // Own news lists drafts too (the profile filters them out).
      revalidate('ownNews');
      return result;
    },
    { populateCache: false, rollbackOnError: true, revalidate: true },
  );
  const { trigger: remove } = mutation;
  const trigger = useCallback(
    (input: NewsIdRequest) =>
      remove<Draft[]>(input, { optimisticData: (drafts) => withoutDraft(drafts, input.news_id) }),
    [remove],
  );
  return { ...mutation, trigger };
}

/**
 * Ends the session on the server (its token stops working at once). The caller then clears the
 * local session and `useResetUserCache()`, whether this succeeded or not: a user who logs out is
 * signed out on this device either way.
 */
export function useLogout(): ApiMutation<void, null> {
  const client = useApiClient();
  return useSWRMutation<null, ApiError, readonly unknown[], void>(swrKeys.mutation('logout'), () =>
    client.logout(),
  );
}

/** Ends every session of the signed-in user, on every device, this one included. */
export function useLogoutEverywhere(): ApiMutation<void, null> {
  const client = useApiClient();
  return useSWRMutation<null, ApiError, readonly unknown[], void>(
    swrKeys.mutation('logoutEverywhere'),
    () => client.logoutEverywhere(),
  );
}

function withoutDraft(drafts: Draft[] | undefined, newsId: number): Draft[] {
  return (drafts ?? []).filter((draft) => draft.id !== newsId);
}
