import { act, waitFor } from '@testing-library/react';
import { getResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../client/ApiError';
import { ERROR_MESSAGES, endpoints, type SaveArticleResult, SERVER_MESSAGES } from '../contract';
import {
  fixtureRevision,
  fixtures,
  MOCK_NOW,
  MOCK_REVISED_DRAFT_ID,
  MOCK_SCHEDULED_ARTICLE_ID,
  MOCK_SCHEDULED_AT,
  MOCK_SECOND_AUTHOR_TOKEN,
} from '../mocks';
import { renderApiHook, setupMockBackend, tracked } from './hookTestSupport';
import {
  useCancelSchedule,
  usePublishDraft,
  useRestoreRevision,
  useSaveArticle,
} from './useMutations';
import { useArticle, useDrafts, useRevision, useRevisions } from './useReads';

/** Versions, autosave, revisions and scheduling through the hooks. */
const backend = setupMockBackend();

const article = {
  title: 'Harbour lights festival returns',
  keywords: ['festival', 'harbour'],
  creator: ['Amara Okafor'],
  description: 'Lanterns on the water for three nights.',
  content: '<p>Lanterns</p>',
  category: 7,
};

/** A time `hours` after the mock backend's "now" (its clock starts at MOCK_NOW). */
const hoursAfterMockNow = (hours: number) =>
  new Date(Date.parse(MOCK_NOW) + hours * 3_600_000).toISOString();

// Publication times are checked against the real clock (as the editor checks them) and
// statuses against the mock's, which starts at MOCK_NOW: both tell the same time here.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MOCK_NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

/** Lets SWR run any request or retry it would start. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 120));

/** A gate a handler waits on, so a test can look at the screen while a write is in flight. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const draftOf = <Item extends { id: number }>(drafts: Item[] | undefined, id: number) =>
  drafts?.find((draft) => draft.id === id);

describe('useSaveArticle: versions, client keys, autosave, scheduling', () => {
  it('sends version, client key, autosave and publication time as multipart text', async () => {
    const { result } = renderApiHook(backend, () => tracked(useSaveArticle()));
    let first: SaveArticleResult | undefined;
    await act(async () => {
      first = await result.current.trigger({
        ...article,
        is_draft: true,
        autosave: true,
        client_key: 'editor-key-0001',
      });
    });
    expect(backend.api.db.lastRequest('saveArticle')?.fields).toMatchObject({
      is_draft: 'true',
      autosave: 'true',
      client_key: 'editor-key-0001',
    });
    expect(first).toMatchObject({ status: 'draft', version: 1, published_at: null });

    // The same key again (the first answer lost): the same article, one version on.
    const publishAt = hoursAfterMockNow(3);
    await act(async () => {
      await expect(
        result.current.trigger({
          ...article,
          client_key: 'editor-key-0001',
          base_version: 1,
          publish_at: publishAt,
        }),
      ).resolves.toEqual({
        news_id: first?.news_id,
        status: 'scheduled',
        version: 2,
        published_at: publishAt,
      });
    });
    const sent = backend.api.db.lastRequest('saveArticle')?.fields;
    expect(sent).toMatchObject({ base_version: '1', publish_at: publishAt });
    // A false flag is not sent at all.
    expect(sent).not.toHaveProperty('autosave');
  });

  it('rejects a save from a stale version with the conflict message, and changes nothing', async () => {
    const { result } = renderApiHook(backend, () => ({
      drafts: tracked(useDrafts()),
      save: tracked(useSaveArticle()),
    }));
    await waitFor(() => expect(result.current.drafts.items).toHaveLength(fixtures.drafts.length));
    const draft = result.current.drafts.items?.[1];
    if (!draft) throw new Error('fixture draft missing');

    let error: unknown;
    await act(async () => {
      error = await result.current.save
        .trigger({
          ...article,
          news_id: draft.id,
          is_draft: true,
          autosave: true,
          base_version: draft.version + 1,
        })
        .catch((reason: unknown) => reason);
    });
    expect(isApiError(error) && [error.status, error.message]).toEqual([
      409,
      SERVER_MESSAGES.draftConflict,
    ]);
    await waitFor(() =>
      expect(result.current.save.error?.message).toBe(SERVER_MESSAGES.draftConflict),
    );
    expect(backend.api.db.findArticle(draft.id)).toMatchObject({
      title: draft.title,
      version: draft.version,
    });
    expect(draftOf(result.current.drafts.items, draft.id)).toEqual(draft);
  });
});

describe('useRevisions, useRevision and useRestoreRevision', () => {
  it('ask nothing without an id', async () => {
    const { result } = renderApiHook(backend, () => ({
      revisions: tracked(useRevisions(null)),
      revision: tracked(useRevision(null)),
    }));
    await settle();
    expect(result.current.revisions.data).toBeUndefined();
    expect(result.current.revision.data).toBeUndefined();
    expect(backend.api.db.log).toHaveLength(0);
  });

  it('list the history, read one revision whole, restore it and refresh what it changed', async () => {
    const oldest = fixtures.revisions.at(-1);
    const whole = fixtureRevision(oldest?.id ?? 0);
    if (!oldest || !whole) throw new Error('fixture revisions missing');
    const { result } = renderApiHook(backend, () => ({
      revisions: tracked(useRevisions(MOCK_REVISED_DRAFT_ID)),
      oldest: tracked(useRevision(oldest.id)),
      drafts: tracked(useDrafts()),
      article: tracked(useArticle(MOCK_REVISED_DRAFT_ID)),
      restore: tracked(useRestoreRevision()),
    }));
    await waitFor(() => expect(result.current.revisions.data).toEqual(fixtures.revisions));
    await waitFor(() => expect(result.current.oldest.data).toEqual(whole));
    await waitFor(() => expect(result.current.drafts.items).toBeDefined());
    await waitFor(() => expect(result.current.article.data).toBeDefined());
    const before = draftOf(result.current.drafts.items, MOCK_REVISED_DRAFT_ID);
    if (!before) throw new Error('fixture draft missing');
    expect(before.title).not.toBe(whole.title);

    await act(async () => {
      await expect(
        result.current.restore.trigger({ revision_id: oldest.id }),
      ).resolves.toMatchObject({
        news_id: MOCK_REVISED_DRAFT_ID,
        status: 'draft',
        version: before.version + 1,
      });
    });
    await waitFor(() => expect(result.current.revisions.data?.[0]?.kind).toBe('restore'));
    expect(result.current.revisions.data).toHaveLength(fixtures.revisions.length + 1);
    expect(result.current.revisions.data?.[0]?.title).toBe(whole.title);
    await waitFor(() =>
      expect(draftOf(result.current.drafts.items, MOCK_REVISED_DRAFT_ID)).toMatchObject({
        title: whole.title,
        version: before.version + 1,
      }),
    );
    await waitFor(() => expect(result.current.article.data?.content).toBe(whole.content));
  });

  it('answers another author that the history and the revision are not found', async () => {
    backend.token = MOCK_SECOND_AUTHOR_TOKEN;
    const { result } = renderApiHook(backend, () => tracked(useRevisions(MOCK_REVISED_DRAFT_ID)));
    await waitFor(() =>
      expect(result.current.error?.message).toBe(SERVER_MESSAGES.articleNotFound),
    );

    const { result: restore } = renderApiHook(backend, () => tracked(useRestoreRevision()));
    let error: unknown;
    await act(async () => {
      error = await restore.current
        .trigger({ revision_id: fixtures.revisions[0]?.id ?? 0 })
        .catch((reason: unknown) => reason);
    });
    expect(isApiError(error) && [error.status, error.message]).toEqual([
      404,
      SERVER_MESSAGES.revisionNotFound,
    ]);
  });
});

describe('scheduling: usePublishDraft with publish_at, and useCancelSchedule', () => {
  it('schedules a draft: it stays in the drafts list, shown as scheduled', async () => {
    const { result } = renderApiHook(backend, () => ({
      drafts: tracked(useDrafts()),
      publish: tracked(usePublishDraft()),
    }));
    await waitFor(() => expect(result.current.drafts.items).toHaveLength(fixtures.drafts.length));
    const draft = result.current.drafts.items?.[0];
    if (!draft) throw new Error('fixture draft missing');
    const publishAt = hoursAfterMockNow(6);

    // A stale base is refused first.
    let error: unknown;
    await act(async () => {
      error = await result.current.publish
        .trigger({ news_id: draft.id, publish_at: publishAt, base_version: draft.version + 1 })
        .catch((reason: unknown) => reason);
    });
    expect(isApiError(error) && error.status).toBe(409);
    await waitFor(() => expect(draftOf(result.current.drafts.items, draft.id)).toEqual(draft));

    await act(async () => {
      await result.current.publish.trigger({
        news_id: draft.id,
        publish_at: publishAt,
        base_version: draft.version,
      });
    });
    expect(backend.api.db.lastRequest('publishDraft')?.fields).toEqual({
      news_id: draft.id,
      publish_at: publishAt,
      base_version: draft.version,
    });
    await waitFor(() =>
      expect(draftOf(result.current.drafts.items, draft.id)).toMatchObject({
        status: 'scheduled',
        scheduled_at: publishAt,
        version: draft.version + 1,
      }),
    );
    expect(result.current.drafts.items).toHaveLength(fixtures.drafts.length);
  });

  it('cancels a schedule: the article is a draft in the list at once, and stays one', async () => {
    const { result } = renderApiHook(backend, () => ({
      drafts: tracked(useDrafts()),
      cancel: tracked(useCancelSchedule()),
    }));
    await waitFor(() =>
      expect(draftOf(result.current.drafts.items, MOCK_SCHEDULED_ARTICLE_ID)).toMatchObject({
        status: 'scheduled',
        scheduled_at: MOCK_SCHEDULED_AT,
      }),
    );
    const version = draftOf(result.current.drafts.items, MOCK_SCHEDULED_ARTICLE_ID)?.version ?? 0;

    const inFlight = gate();
    const success = backend.api.variants.cancelSchedule.success;
    backend.server.use(
      http.post(`*${endpoints.cancelSchedule.path}`, async ({ request }) => {
        await inFlight.opened;
        return getResponse([success], request);
      }),
    );
    let cancelling: Promise<SaveArticleResult> | undefined;
    act(() => {
      cancelling = result.current.cancel.trigger({ news_id: MOCK_SCHEDULED_ARTICLE_ID });
    });
    // Optimistic: a draft before the server has answered.
    await waitFor(() =>
      expect(draftOf(result.current.drafts.items, MOCK_SCHEDULED_ARTICLE_ID)).toMatchObject({
        status: 'draft',
        scheduled_at: null,
      }),
    );

    inFlight.open();
    await act(async () => {
      await expect(cancelling).resolves.toMatchObject({
        status: 'draft',
        published_at: null,
        version: version + 1,
      });
    });
    await waitFor(() => expect(result.current.cancel.isMutating).toBe(false));
    expect(draftOf(result.current.drafts.items, MOCK_SCHEDULED_ARTICLE_ID)).toMatchObject({
      status: 'draft',
      scheduled_at: null,
      version: version + 1,
    });
  });

  it('puts the schedule back when cancelling fails, and reports the refusal', async () => {
    const { result } = renderApiHook(backend, () => ({
      drafts: tracked(useDrafts()),
      cancel: tracked(useCancelSchedule()),
    }));
    await waitFor(() => expect(result.current.drafts.items).toHaveLength(fixtures.drafts.length));
    const before = result.current.drafts.items;
    const fail = async (newsId: number) => {
      let error: unknown;
      await act(async () => {
        error = await result.current.cancel
          .trigger({ news_id: newsId })
          .catch((reason: unknown) => reason);
      });
      return error;
    };

    // A draft has no schedule to cancel.
    const draftError = await fail(fixtures.drafts[0]?.id ?? 0);
    expect(isApiError(draftError) && [draftError.status, draftError.message]).toEqual([
      409,
      SERVER_MESSAGES.notScheduled,
    ]);

    backend.server.use(backend.api.variants.cancelSchedule.networkError);
    const offline = await fail(MOCK_SCHEDULED_ARTICLE_ID);
    expect(isApiError(offline) && offline.message).toBe(ERROR_MESSAGES.scheduleCancel);
    await waitFor(() => expect(result.current.drafts.items).toEqual(before));
    expect(draftOf(result.current.drafts.items, MOCK_SCHEDULED_ARTICLE_ID)?.status).toBe(
      'scheduled',
    );
  });
});
