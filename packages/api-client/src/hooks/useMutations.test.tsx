import { act, waitFor } from '@testing-library/react';
import { delay, getResponse, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/ApiError';
import { CATEGORY_BY_SLUG, ERROR_MESSAGES, endpoints, SERVER_MESSAGES } from '../contract';
import {
  fixtures,
  MOCK_SECOND_AUTHOR_TOKEN,
  MOCK_SERVER_ERROR_MESSAGE,
  MOCK_TOKEN,
} from '../mocks';
import { renderApiHook, setupMockBackend, tracked } from './hookTestSupport';
import {
  useDeleteDraft,
  useLogout,
  useLogoutEverywhere,
  usePublishDraft,
  useRegister,
  useResetUserCache,
  useSaveArticle,
  useUpdateProfile,
} from './useMutations';
import { useNewsList } from './useNewsList';
import { useAuthorProfile, useDrafts, useMostRecent, useOwnNews, useUserDetails } from './useReads';

const backend = setupMockBackend();
const LIFESTYLE = 7;
/** My Drafts of the signed-in author: three drafts and a scheduled article. */
const DRAFT_COUNT = fixtures.drafts.length;

/** A gate a handler waits on, so a test can look at the screen while a write is in flight. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

function draftIds(drafts: Array<{ id: number }> | undefined) {
  return drafts?.map((draft) => draft.id) ?? [];
}

describe('useDeleteDraft', () => {
  it('removes the draft from the list at once and keeps it removed', async () => {
    const { result } = renderApiHook(backend, () => ({
      drafts: tracked(useDrafts()),
      remove: tracked(useDeleteDraft()),
    }));
    await waitFor(() => expect(result.current.drafts.items).toHaveLength(DRAFT_COUNT));
    const [first, ...rest] = draftIds(result.current.drafts.items);

    const inFlight = gate();
    const success = backend.api.variants.deleteDraft.success;
    backend.server.use(
      http.post(`*${endpoints.deleteDraft.path}`, async ({ request }) => {
        await inFlight.opened;
        // Hand the request on to the real mock backend.
        return getResponse([success], request);
      }),
    );

    let deletion: Promise<null> | undefined;
    act(() => {
      deletion = result.current.remove.trigger({ news_id: first ?? 0 });
    });
    // Optimistic: gone before the server has answered.
    await waitFor(() => expect(draftIds(result.current.drafts.items)).toEqual(rest));
    expect(result.current.remove.isMutating).toBe(true);

    inFlight.open();
    await act(async () => {
      await deletion;
    });
    expect(backend.api.db.findArticle(first ?? 0)).toBeUndefined();
    await waitFor(() => expect(result.current.remove.isMutating).toBe(false));
    expect(draftIds(result.current.drafts.items)).toEqual(rest);
  });

  it('puts the draft back and reports the error when the delete fails', async () => {
    const { result } = renderApiHook(backend, () => ({
      drafts: tracked(useDrafts()),
      remove: tracked(useDeleteDraft()),
    }));
    await waitFor(() => expect(result.current.drafts.items).toHaveLength(DRAFT_COUNT));
    const before = draftIds(result.current.drafts.items);

    const inFlight = gate();
    backend.server.use(
      http.post(`*${endpoints.deleteDraft.path}`, async () => {
        await inFlight.opened;
        return HttpResponse.json({ status: 500, message: '', data: null });
      }),
    );
    let outcome: Promise<unknown> | undefined;
    act(() => {
      outcome = result.current.remove
        .trigger({ news_id: before[1] ?? 0 })
        .catch((error: unknown) => error);
    });
    await waitFor(() => expect(result.current.drafts.items).toHaveLength(DRAFT_COUNT - 1));

    inFlight.open();
    let error: unknown;
    await act(async () => {
      error = await outcome;
    });
    expect(isApiError(error) && error.message).toBe(ERROR_MESSAGES.draftDelete);
    await waitFor(() => expect(draftIds(result.current.drafts.items)).toEqual(before));
    await waitFor(() =>
      expect(result.current.remove.error?.message).toBe(ERROR_MESSAGES.draftDelete),
    );
  });
});

describe('usePublishDraft', () => {
  it('moves the draft out of drafts and into own news and the category list', async () => {
    const { result } = renderApiHook(backend, () => ({
      drafts: tracked(useDrafts()),
      own: tracked(useOwnNews()),
      lifestyle: useNewsList({ categoryId: LIFESTYLE }),
      latest: tracked(useMostRecent()),
      publish: tracked(usePublishDraft()),
    }));
    await waitFor(() => expect(result.current.drafts.items).toHaveLength(DRAFT_COUNT));
    await waitFor(() => expect(result.current.lifestyle.items.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.latest.data).toBeDefined());
    const draft = result.current.drafts.items?.find(
      (item) => item.category_name === CATEGORY_BY_SLUG.lifestyle.name,
    );
    if (!draft) throw new Error('fixture Lifestyle draft missing');
    expect(result.current.lifestyle.items.map((item) => item.id)).not.toContain(draft.id);

    await act(async () => {
      await expect(result.current.publish.trigger({ news_id: draft.id })).resolves.toMatchObject({
        news_id: draft.id,
        status: 'published',
        version: draft.version + 1,
      });
    });

    expect(draftIds(result.current.drafts.items)).not.toContain(draft.id);
    await waitFor(() =>
      expect(result.current.own.data?.find((item) => item.id === draft.id)?.status).toBe(
        'published',
      ),
    );
    // The news list lives in useSWRInfinite's own cache entry: revalidated too.
    await waitFor(() => expect(result.current.lifestyle.items[0]?.id).toBe(draft.id));
    await waitFor(() => expect(result.current.latest.data?.[0]?.id).toBe(draft.id));
    expect(result.current.drafts.items).toHaveLength(DRAFT_COUNT - 1);
  });

  it('keeps the draft when publishing fails, with its failure message', async () => {
    const { result } = renderApiHook(backend, () => ({
      drafts: tracked(useDrafts()),
      publish: tracked(usePublishDraft()),
    }));
    await waitFor(() => expect(result.current.drafts.items).toHaveLength(DRAFT_COUNT));
    backend.server.use(backend.api.variants.publishDraft.networkError);
    const id = result.current.drafts.items?.[0]?.id ?? 0;
    let error: unknown;
    await act(async () => {
      error = await result.current.publish
        .trigger({ news_id: id })
        .catch((reason: unknown) => reason);
    });
    expect(isApiError(error) && error.message).toBe(ERROR_MESSAGES.draftPublish);
    await waitFor(() => expect(draftIds(result.current.drafts.items)).toContain(id));
  });
});

describe('useSaveArticle', () => {
  const article = {
    title: 'Harbour lights festival returns',
    keywords: ['festival', 'harbour'],
    creator: ['Amara Okafor'],
    description: 'Lanterns on the water for three nights.',
    content: '<p>Lanterns</p>',
    category: LIFESTYLE,
  };

  it('saves a new draft with the draft flag and refreshes drafts and own news', async () => {
    const { result } = renderApiHook(backend, () => ({
      drafts: tracked(useDrafts()),
      own: tracked(useOwnNews()),
      save: tracked(useSaveArticle()),
    }));
    await waitFor(() => expect(result.current.drafts.items).toHaveLength(DRAFT_COUNT));
    await waitFor(() => expect(result.current.own.data).toBeDefined());

    let saved: { news_id: number; status: string } | undefined;
    await act(async () => {
      saved = await result.current.save.trigger({ ...article, is_draft: true });
    });
    expect(saved?.status).toBe('draft');
    const sent = backend.api.db.lastRequest('saveArticle');
    expect(sent?.fields).toMatchObject({
      is_draft: 'true',
      keywords: '["festival","harbour"]',
      creator: '["Amara Okafor"]',
    });
    expect(sent?.fields).not.toHaveProperty('news_id');

    await waitFor(() => expect(result.current.drafts.items).toHaveLength(DRAFT_COUNT + 1));
    expect(
      result.current.drafts.items?.find((draft) => draft.id === saved?.news_id)?.keywords,
    ).toEqual(['festival', 'harbour']);
    await waitFor(() =>
      expect(result.current.own.data?.find((item) => item.id === saved?.news_id)?.status).toBe(
        'draft',
      ),
    );
  });

  it('publishes a new article without the draft flag and refreshes the news lists', async () => {
    const { result } = renderApiHook(backend, () => ({
      lifestyle: useNewsList({ categoryId: LIFESTYLE }),
      save: tracked(useSaveArticle()),
    }));
    await waitFor(() => expect(result.current.lifestyle.items).toHaveLength(5));

    let saved: { news_id: number; status: string } | undefined;
    await act(async () => {
      saved = await result.current.save.trigger(article);
    });
    expect(saved?.status).toBe('published');
    expect(backend.api.db.lastRequest('saveArticle')?.fields).not.toHaveProperty('is_draft');
    await waitFor(() => expect(result.current.lifestyle.items[0]?.id).toBe(saved?.news_id));
    expect(result.current.lifestyle.items).toHaveLength(6);
  });

  it('updates an existing draft with its news_id', async () => {
    const { result } = renderApiHook(backend, () => ({
      drafts: tracked(useDrafts()),
      save: tracked(useSaveArticle()),
    }));
    await waitFor(() => expect(result.current.drafts.items).toHaveLength(DRAFT_COUNT));
    const draft = result.current.drafts.items?.[2];
    if (!draft) throw new Error('fixture draft missing');
    await act(async () => {
      await result.current.save.trigger({
        ...article,
        news_id: draft.id,
        title: 'Frost watch, revised',
        is_draft: true,
      });
    });
    expect(backend.api.db.lastRequest('saveArticle')?.fields).toMatchObject({
      news_id: String(draft.id),
    });
    await waitFor(() =>
      expect(result.current.drafts.items?.find((item) => item.id === draft.id)?.title).toBe(
        'Frost watch, revised',
      ),
    );
    expect(result.current.drafts.items).toHaveLength(DRAFT_COUNT);
  });

  it('reports the server message of a failed save', async () => {
    backend.server.use(backend.api.variants.saveArticle.error);
    const { result } = renderApiHook(backend, () => tracked(useSaveArticle()));
    let error: unknown;
    await act(async () => {
      error = await result.current.trigger(article).catch((reason: unknown) => reason);
    });
    expect(isApiError(error) && error.message).toBe(MOCK_SERVER_ERROR_MESSAGE);
    await waitFor(() => expect(result.current.error?.kind).toBe('server'));
  });
});

describe('useUpdateProfile', () => {
  it('refreshes user details and the author profile', async () => {
    const { result } = renderApiHook(backend, () => ({
      details: tracked(useUserDetails(1)),
      author: tracked(useAuthorProfile(1)),
      update: tracked(useUpdateProfile()),
    }));
    await waitFor(() => expect(result.current.details.data?.full_name).toBe('Amara Okafor'));
    await waitFor(() => expect(result.current.author.data?.profile.full_name).toBe('Amara Okafor'));

    await act(async () => {
      await result.current.update.trigger({
        full_name: '  Amara N. Okafor ',
        author_bio: 'Cities and climate.',
      });
    });
    expect(backend.api.db.lastRequest('updateProfile')?.fields).toEqual({
      full_name: 'Amara N. Okafor',
      author_bio: 'Cities and climate.',
    });
    await waitFor(() => expect(result.current.details.data?.full_name).toBe('Amara N. Okafor'));
    expect(result.current.details.data?.author_bio).toBe('Cities and climate.');
    await waitFor(() =>
      expect(result.current.author.data?.profile.full_name).toBe('Amara N. Okafor'),
    );
  });

  it('rejects an empty name without a request', async () => {
    const { result } = renderApiHook(backend, () => tracked(useUpdateProfile()));
    let error: unknown;
    await act(async () => {
      error = await result.current.trigger({ full_name: ' ' }).catch((reason: unknown) => reason);
    });
    expect(isApiError(error) && [error.kind, error.message]).toEqual([
      'invalid-request',
      SERVER_MESSAGES.fullNameRequired,
    ]);
    expect(backend.api.db.log).toHaveLength(0);
  });
});

describe('useRegister and useResetUserCache', () => {
  const registration = {
    full_name: 'Amara Okafor',
    user_email: 'amara.okafor@byline.example',
    device_token: '',
    user_name: 'amara.okafor',
    identity: 'firebase-id-token',
    login_type: 'email' as const,
    platform: 3 as const,
  };

  it('returns the token without its Bearer prefix and tracks isMutating', async () => {
    backend.server.use(
      http.post(`*${endpoints.registration.path}`, async () => {
        await delay(30);
        return HttpResponse.json({
          status: 200,
          message: SERVER_MESSAGES.ok,
          data: { token: 'Bearer abc.def', user_id: 5 },
        });
      }),
    );
    const { result } = renderApiHook(backend, () => tracked(useRegister()));
    let pending: Promise<unknown> | undefined;
    act(() => {
      pending = result.current.trigger(registration);
    });
    await waitFor(() => expect(result.current.isMutating).toBe(true));
    await act(async () => {
      await expect(pending).resolves.toEqual({ token: 'abc.def', user_id: 5 });
    });
    expect(result.current.data).toEqual({ token: 'abc.def', user_id: 5 });
    expect(result.current.isMutating).toBe(false);
  });

  it('reports the login fallback message when registration fails without one', async () => {
    backend.server.use(backend.api.variants.registration.httpError);
    const { result } = renderApiHook(backend, () => tracked(useRegister()));
    let error: unknown;
    await act(async () => {
      error = await result.current.trigger(registration).catch((reason: unknown) => reason);
    });
    expect(isApiError(error) && error.message).toBe(ERROR_MESSAGES.loginBackend);
  });

  it('refetches the signed-in user’s data after the session changes', async () => {
    const { result } = renderApiHook(backend, () => ({
      drafts: tracked(useDrafts()),
      reset: useResetUserCache(),
    }));
    await waitFor(() => expect(result.current.drafts.items).toHaveLength(DRAFT_COUNT));
    expect(backend.token).toBe(MOCK_TOKEN);

    backend.token = MOCK_SECOND_AUTHOR_TOKEN;
    await act(async () => {
      await result.current.reset();
    });
    await waitFor(() => expect(result.current.drafts.items).toEqual([]));
    expect(backend.api.db.lastRequest('drafts')?.headers.get('Authorization')).toBe(
      `Bearer ${MOCK_SECOND_AUTHOR_TOKEN}`,
    );
  });
});

describe('useLogout and useLogoutEverywhere', () => {
  it('ends the session on the server: the same token is then refused', async () => {
    const { result } = renderApiHook(backend, () => tracked(useLogout()));
    await act(async () => {
      await expect(result.current.trigger()).resolves.toBeNull();
    });
    expect(backend.api.db.lastRequest('logout')?.headers.get('Authorization')).toBe(
      `Bearer ${MOCK_TOKEN}`,
    );
    await expect(backend.client.drafts()).rejects.toMatchObject({ status: 401 });
  });

  it('ends every session of the user, and reports a failure with its message', async () => {
    backend.api.db.tokens.set('amara-on-her-phone', 1);
    const { result } = renderApiHook(backend, () => tracked(useLogoutEverywhere()));
    await act(async () => {
      await result.current.trigger();
    });
    backend.token = 'amara-on-her-phone';
    await expect(backend.client.drafts()).rejects.toMatchObject({ status: 401 });

    backend.token = MOCK_SECOND_AUTHOR_TOKEN;
    backend.server.use(backend.api.variants.logoutEverywhere.httpError);
    let error: unknown;
    await act(async () => {
      error = await result.current.trigger().catch((reason: unknown) => reason);
    });
    expect(isApiError(error) && error.message).toBe(ERROR_MESSAGES.logoutEverywhere);
  });
});
