import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError';
import type {
  ApiMethodInput,
  CallOptions,
  DraftsPage,
  RegisterResult,
} from '../client/createApiClient';
import type {
  Draft,
  NewsIdRequest,
  PublishRequest,
  RevisionIdRequest,
  SaveArticleResult,
  UserProfile,
} from '../contract';
import { useApiClient } from './ApiClientProvider';
import {
  INFINITE_RESOURCES,
  infinitePrefix,
  isSwrKeyOf,
  type SwrResource,
  swrKeys,
  USER_SCOPED_RESOURCES,
} from './swrKeys';
import { usePagedLists } from './useKeysetList';

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
export const PUBLISHED_RESOURCES: SwrResource[] = [
  'ownNews',
  'newsList',
  'tagNews',
  'mostRecent',
  'mostWatched',
  'relatedNews',
  'authorProfile',
  'userDetails',
];

/** Every cached My Drafts list. */
const DRAFTS_LISTS = infinitePrefix('drafts');

/**
 * Revalidates what a change of an article shows in: My Drafts; every listing when it is live, own
 * news otherwise; the article; and its history (the list, and an open autosave revision, which an
 * autosave may have rewritten).
 */
function useArticleChanged(): (result: SaveArticleResult) => void {
  const revalidate = useRevalidate();
  const { mutate } = useSWRConfig();
  return useCallback(
    (result: SaveArticleResult) => {
      revalidate(
        'drafts',
        ...(result.status === 'published' ? PUBLISHED_RESOURCES : ['ownNews' as const]),
        'revision',
      );
      void mutate(swrKeys.article(result.news_id));
      void mutate(swrKeys.revisions(result.news_id));
      // The editor holds the text it opened; the next opening reads it afresh.
      void mutate(swrKeys.draft(result.news_id), undefined, { revalidate: false });
    },
    [revalidate, mutate],
  );
}

/**
 * Changes the cached My Drafts pages at once, before the server answers: `change` maps the drafts
 * of each page. The returned function puts them back (when the call fails).
 */
export function useDraftsListChange() {
  const lists = usePagedLists();
  return useCallback(
    (change: (drafts: Draft[]) => Draft[]) =>
      lists.update<DraftsPage>(
        DRAFTS_LISTS,
        (pages) => pages.map((page) => ({ ...page, items: change(page.items) })),
        { revalidate: false },
      ),
    [lists],
  );
}

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

/** `useSaveArticle`'s trigger takes the call's options too (a save as the tab closes keeps alive). */
export type SaveArticleMutation = Omit<
  ApiMutation<ApiMethodInput<'saveArticle'>, SaveArticleResult>,
  'trigger'
> & {
  trigger: (
    input: ApiMethodInput<'saveArticle'>,
    options?: CallOptions,
  ) => Promise<SaveArticleResult>;
};

/**
 * Creates or updates an article, as a draft (`is_draft: true`), published, or scheduled
 * (`publish_at`); autosaves too (`autosave`, with `client_key` for a new article and
 * `base_version` for one saved before: a conflict rejects with status 409). Refreshes My Drafts,
 * own news, the article and its revisions, and every news listing when it is live.
 */
export function useSaveArticle(): SaveArticleMutation {
  const client = useApiClient();
  const articleChanged = useArticleChanged();
  const mutation = useSWRMutation<
    SaveArticleResult,
    ApiError,
    readonly unknown[],
    { input: ApiMethodInput<'saveArticle'>; options: CallOptions | undefined }
  >(swrKeys.mutation('saveArticle'), async (_key, { arg }) => {
    const result = await client.saveArticle(arg.input, arg.options);
    articleChanged(result);
    return result;
  });
  const { trigger: save } = mutation;
  const trigger = useCallback(
    (input: ApiMethodInput<'saveArticle'>, options?: CallOptions) => save({ input, options }),
    [save],
  );
  return { ...mutation, trigger };
}

/**
 * Publishes a draft now: it leaves My Drafts at once (back if the call fails) and appears in own
 * news and the news listings. With `publish_at` it is scheduled instead (or a scheduled one
 * moved): it stays in My Drafts, shown as scheduled. `base_version`, when given, must be the
 * stored version (409 otherwise).
 */
export function usePublishDraft(): ApiMutation<PublishRequest, SaveArticleResult> {
  const client = useApiClient();
  const articleChanged = useArticleChanged();
  const changeDrafts = useDraftsListChange();
  return useSWRMutation<SaveArticleResult, ApiError, readonly unknown[], PublishRequest>(
    swrKeys.mutation('publishDraft'),
    async (_key, { arg }) => {
      const restore = changeDrafts((drafts) =>
        arg.publish_at === undefined
          ? withoutDraft(drafts, arg.news_id)
          : withDraftChange(drafts, arg.news_id, {
              status: 'scheduled',
              scheduled_at: arg.publish_at,
            }),
      );
      try {
        const result = await client.publishDraft(arg);
        changeDrafts((drafts) => afterChange(drafts, result));
        articleChanged(result);
        return result;
      } catch (error) {
        restore();
        throw error;
      }
    },
  );
}

/**
 * Cancels a schedule: the article shows as a draft in My Drafts at once (scheduled again if the
 * call fails), and own news and the article are refreshed.
 */
export function useCancelSchedule(): ApiMutation<NewsIdRequest, SaveArticleResult> {
  const client = useApiClient();
  const revalidate = useRevalidate();
  const { mutate } = useSWRConfig();
  const changeDrafts = useDraftsListChange();
  return useSWRMutation<SaveArticleResult, ApiError, readonly unknown[], NewsIdRequest>(
    swrKeys.mutation('cancelSchedule'),
    async (_key, { arg }) => {
      const restore = changeDrafts((drafts) =>
        withDraftChange(drafts, arg.news_id, { status: 'draft', scheduled_at: null }),
      );
      try {
        const result = await client.cancelSchedule(arg);
        changeDrafts((drafts) => afterChange(drafts, result));
        // The text is unchanged, so its history is too.
        revalidate('drafts', 'ownNews');
        void mutate(swrKeys.article(result.news_id));
        return result;
      } catch (error) {
        restore();
        throw error;
      }
    },
  );
}

/**
 * Puts a revision back as its article's text: a new version and a `restore` revision.
 * Refreshes My Drafts, the article, its revisions, own news (and the listings when live).
 */
export function useRestoreRevision(): ApiMutation<RevisionIdRequest, SaveArticleResult> {
  const client = useApiClient();
  const articleChanged = useArticleChanged();
  return useSWRMutation<SaveArticleResult, ApiError, readonly unknown[], RevisionIdRequest>(
    swrKeys.mutation('restoreRevision'),
    async (_key, { arg }) => {
      const result = await client.restoreRevision(arg);
      articleChanged(result);
      return result;
    },
  );
}

/** Deletes a draft: it leaves My Drafts at once and comes back if the call fails. */
export function useDeleteDraft(): ApiMutation<NewsIdRequest, null> {
  const client = useApiClient();
  const revalidate = useRevalidate();
  const changeDrafts = useDraftsListChange();
  return useSWRMutation<null, ApiError, readonly unknown[], NewsIdRequest>(
    swrKeys.mutation('deleteDraft'),
    async (_key, { arg }) => {
      const restore = changeDrafts((drafts) => withoutDraft(drafts, arg.news_id));
      try {
        const result = await client.deleteDraft(arg);
        // Own news lists drafts too (the profile filters them out).
        revalidate('drafts', 'ownNews');
        return result;
      } catch (error) {
        restore();
        throw error;
      }
    },
  );
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

export function withoutDraft(drafts: Draft[], newsId: number): Draft[] {
  return drafts.filter((draft) => draft.id !== newsId);
}

function withDraftChange(
  drafts: Draft[],
  newsId: number,
  change: Partial<Pick<Draft, 'status' | 'scheduled_at' | 'version'>>,
): Draft[] {
  return drafts.map((draft) => (draft.id === newsId ? { ...draft, ...change } : draft));
}

/** The drafts list after a change answered `result`: a live article leaves it, others update. */
function afterChange(drafts: Draft[], result: SaveArticleResult): Draft[] {
  if (result.status === 'published') return withoutDraft(drafts, result.news_id);
  return withDraftChange(drafts, result.news_id, {
    status: result.status,
    scheduled_at: result.status === 'scheduled' ? result.published_at : null,
    version: result.version,
  });
}
