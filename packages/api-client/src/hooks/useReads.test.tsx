import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_BY_SLUG,
  DRAFTS_PAGE_SIZE,
  ERROR_MESSAGES,
  endpoints,
  RELATED_NEWS_LIMIT,
  UNIQUE_KEY_HEADER,
} from '../contract';
import { fixtures, MOCK_SERVER_ERROR_MESSAGE, MOCK_TOKEN, MOCK_UNIQUE_KEY } from '../mocks';
import { renderApiHook, setupMockBackend } from './hookTestSupport';
import {
  preloadDrafts,
  useArticle,
  useAuthorProfile,
  useCategories,
  useDrafts,
  useMostRecent,
  useMostWatched,
  useOwnNews,
  useRelatedNews,
  useUserDetails,
} from './useReads';

const backend = setupMockBackend();

/** Lets SWR run any request or retry it would start. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 120));

describe('public reads', () => {
  it('useCategories loads the ten categories with the client key', async () => {
    const { result } = renderApiHook(backend, () => useCategories());
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toHaveLength(10));
    expect(result.current.data?.at(-1)).toEqual({ id: 10, name: CATEGORY_BY_SLUG.crime.name });
    const sent = backend.api.db.lastRequest('categories');
    expect(sent?.headers.get(UNIQUE_KEY_HEADER)).toBe(MOCK_UNIQUE_KEY);
    expect(sent?.headers.get('Authorization')).toBeNull();
  });

  it('useMostRecent asks for all categories or for one', async () => {
    const all = renderApiHook(backend, () => useMostRecent());
    await waitFor(() => expect(all.result.current.data?.length).toBeGreaterThanOrEqual(10));
    expect(backend.api.db.lastRequest('mostRecent')?.fields).toEqual({});
    expect(
      new Set(all.result.current.data?.map((item) => item.category_name)).size,
    ).toBeGreaterThan(3);

    const tourism = renderApiHook(backend, () => useMostRecent(9));
    await waitFor(() => expect(tourism.result.current.data).toBeDefined());
    expect(backend.api.db.lastRequest('mostRecent')?.fields).toEqual({ category_id: 9 });
    expect(
      tourism.result.current.data?.every(
        (item) => item.category_name === CATEGORY_BY_SLUG.tourism.name,
      ),
    ).toBe(true);
  });

  it('useMostWatched returns enough items for Most Read and Recommended', async () => {
    const { result } = renderApiHook(backend, () => useMostWatched());
    await waitFor(() => expect(result.current.data?.length).toBeGreaterThanOrEqual(16));
  });

  it('useRelatedNews waits for an id, then loads its related news, never the article', async () => {
    const article = fixtures.articles[0];
    if (!article) throw new Error('no fixture article');
    const { result, rerender } = renderApiHook(
      backend,
      ({ id }: { id: number | null }) => useRelatedNews(id),
      { initialProps: { id: null as number | null } },
    );
    await settle();
    expect(backend.api.db.lastRequest('relatedNews')).toBeUndefined();
    rerender({ id: article.id });
    await waitFor(() => expect(result.current.data).toHaveLength(RELATED_NEWS_LIMIT));
    expect(result.current.data?.map((item) => item.id)).not.toContain(article.id);
    // The closest first: the article's own category leads.
    expect(result.current.data?.[0]?.category_name).toBe(article.category_name);
  });

  it('useArticle waits for an id, then loads the article with its body', async () => {
    const { result, rerender } = renderApiHook(
      backend,
      ({ id }: { id: number | null }) => useArticle(id),
      {
        initialProps: { id: null as number | null },
      },
    );
    await settle();
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
    expect(backend.api.db.log).toHaveLength(0);

    rerender({ id: 3 });
    await waitFor(() => expect(result.current.data?.id).toBe(3));
    expect(result.current.data?.content).toContain('<blockquote>');
    expect(
      new URL(backend.api.db.lastRequest('articleById')?.url ?? '').searchParams.get('news_id'),
    ).toBe('3');
  });

  it('useAuthorProfile waits for a user id, then loads the public profile', async () => {
    const { result, rerender } = renderApiHook(
      backend,
      ({ userId }: { userId?: number }) => useAuthorProfile(userId),
      { initialProps: {} },
    );
    await settle();
    expect(backend.api.db.log).toHaveLength(0);
    rerender({ userId: 2 });
    await waitFor(() => expect(result.current.data?.profile.full_name).toBe('Daniel Reyes'));
    expect(result.current.data?.articles.every((item) => item.author.user_id === 2)).toBe(true);
  });
});

describe('signed-in reads', () => {
  it('useOwnNews sends the bearer token and includes drafts for the profile to filter', async () => {
    const { result } = renderApiHook(backend, () => useOwnNews());
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(backend.api.db.lastRequest('ownNews')?.headers.get('Authorization')).toBe(
      `Bearer ${MOCK_TOKEN}`,
    );
    const statuses = result.current.data?.map((item) => item.status) ?? [];
    expect(statuses.filter((status) => status === 'published')).toHaveLength(9);
    expect(statuses.filter((status) => status === 'draft')).toHaveLength(3);
  });

  it('useUserDetails waits for a user id, then posts it', async () => {
    const { result, rerender } = renderApiHook(
      backend,
      ({ userId }: { userId: number | null }) => useUserDetails(userId),
      { initialProps: { userId: null as number | null } },
    );
    await settle();
    expect(backend.api.db.log).toHaveLength(0);
    rerender({ userId: 1 });
    await waitFor(() =>
      expect(result.current.data?.user_email).toBe('amara.okafor@byline.example'),
    );
    expect(backend.api.db.lastRequest('userDetails')?.fields).toEqual({ user_id: 1 });
  });

  it('useDrafts decodes double-encoded keywords and creators', async () => {
    const { result } = renderApiHook(backend, () => useDrafts());
    await waitFor(() => expect(result.current.items).toHaveLength(fixtures.drafts.length));
    const frost = result.current.items?.find(
      (draft) => draft.title === 'Inside the valley frost watch',
    );
    expect(frost?.keywords).toEqual(['frost', 'sensors', 'orchards']);
    expect(frost?.creator).toEqual(['Amara Okafor', 'Lena Fischer']);
    // Newest draft first.
    expect(result.current.items?.[0]?.title).toBe(
      'Night markets are changing how small towns shop',
    );
  });

  it('useDrafts takes the drafts preloadDrafts asked for, without asking again', async () => {
    preloadDrafts(backend.client);
    await waitFor(() => expect(backend.api.db.log).toHaveLength(1));
    const { result } = renderApiHook(backend, () => useDrafts());
    await waitFor(() => expect(result.current.items).toHaveLength(fixtures.drafts.length));
    await settle();
    expect(backend.api.db.log.map((entry) => entry.endpoint)).toEqual(['drafts']);
  });

  it('useDrafts reads My Drafts a page at a time, Load more reaching the oldest', async () => {
    for (let index = 0; index < DRAFTS_PAGE_SIZE; index += 1) {
      await backend.client.saveArticle({
        title: `Draft ${index}`,
        keywords: [],
        creator: [],
        description: '',
        content: '',
        video_url: '',
        category: 1,
        is_draft: true,
      });
    }
    const total = fixtures.drafts.length + DRAFTS_PAGE_SIZE;
    const { result } = renderApiHook(backend, () => useDrafts());
    await waitFor(() => expect(result.current.items).toHaveLength(DRAFTS_PAGE_SIZE));
    expect(result.current.hasMore).toBe(true);
    result.current.loadMore();
    await waitFor(() => expect(result.current.items).toHaveLength(total));
    expect(result.current.hasMore).toBe(false);
    // The oldest fixture draft comes last, on the second page.
    expect(result.current.items.at(-1)?.id).toBe(fixtures.drafts.at(-1)?.id);
  });

  it('useDrafts without a token fails as unauthenticated without a request', async () => {
    backend.token = undefined;
    const { result } = renderApiHook(backend, () => useDrafts());
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error?.kind).toBe('unauthenticated');
    await settle();
    expect(backend.api.db.log).toHaveLength(0);
  });
});

describe('error states', () => {
  it('shows the server message of an error envelope and does not retry it', async () => {
    let calls = 0;
    backend.server.use(
      http.get(`*${endpoints.drafts.path}`, () => {
        calls += 1;
        return HttpResponse.json({ status: 500, message: MOCK_SERVER_ERROR_MESSAGE, data: null });
      }),
    );
    const { result } = renderApiHook(backend, () => useDrafts());
    await waitFor(() => expect(result.current.error?.message).toBe(MOCK_SERVER_ERROR_MESSAGE));
    expect(result.current.error?.kind).toBe('server');
    await settle();
    expect(calls).toBe(1);
  });

  it('shows the unreachable message when offline, and retries', async () => {
    let calls = 0;
    backend.server.use(
      http.get(`*${endpoints.drafts.path}`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const { result } = renderApiHook(backend, () => useDrafts());
    await waitFor(() =>
      expect(result.current.error?.message).toBe(ERROR_MESSAGES.draftsUnreachable),
    );
    await waitFor(() => expect(calls).toBeGreaterThan(1));
  });

  it('shows the fallback message for an HTTP error without a message', async () => {
    backend.server.use(backend.api.variants.drafts.httpError);
    const { result } = renderApiHook(backend, () => useDrafts());
    await waitFor(() => expect(result.current.error?.message).toBe(ERROR_MESSAGES.draftsRejected));
    expect(result.current.error?.kind).toBe('http');
  });

  it('recovers on revalidation once the server answers again', async () => {
    backend.server.use(backend.api.variants.categories.error);
    const { result } = renderApiHook(backend, () => useCategories());
    await waitFor(() => expect(result.current.error).toBeDefined());
    backend.server.resetHandlers(...backend.api.handlers);
    await result.current.mutate();
    await waitFor(() => expect(result.current.data).toHaveLength(10));
    expect(result.current.error).toBeUndefined();
  });
});
