import {
  ApiClientProvider,
  createApiClient,
  type Draft,
  isApiError,
  SERVER_MESSAGES,
  useDrafts,
} from '@byline/api-client';
import {
  createMockApi,
  fixtures,
  MOCK_TOKEN,
  MOCK_UNIQUE_KEY,
  type MockApi,
} from '@byline/api-client/mocks';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ArticleSaveRequest, isVersionConflict, useArticleSave } from './useArticleSave';

const BASE_URL = 'http://api.test';
const server = setupServer();
let api: MockApi;
const client = createApiClient({
  baseUrl: BASE_URL,
  uniqueKey: MOCK_UNIQUE_KEY,
  getToken: () => MOCK_TOKEN,
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <ApiClientProvider client={client}>{children}</ApiClientProvider>
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  api = createMockApi({ uniqueKey: MOCK_UNIQUE_KEY });
  server.resetHandlers(...api.handlers);
});
afterEach(() => cleanup());
afterAll(() => server.close());

const draft = fixtures.drafts.find((item) => item.status === 'draft') as Draft;
const fields = {
  title: 'Harbour plan',
  keywords: [],
  creator: [],
  description: '',
  content: '<p>Text.</p>',
  video_url: '',
  category: 1,
  image_alt: 'Boats at the quay',
};
const onDraft = (intent: ArticleSaveRequest['intent'], baseVersion = draft.version) => ({
  fields,
  target: { key: `news-${draft.id}`, newsId: draft.id, baseVersion },
  intent,
});

/** The save function beside My Drafts, as the editor's page holds both. */
function renderSaveWithDrafts() {
  return renderHook(() => ({ save: useArticleSave(), drafts: useDrafts() }), { wrapper });
}

const endpointsAsked = () => api.db.log.map((entry) => entry.endpoint);

describe('useArticleSave', () => {
  it('refreshes My Drafts alike after an autosave and after a manual save', async () => {
    const { result } = renderSaveWithDrafts();
    await waitFor(() => expect(result.current.drafts.items.length).toBeGreaterThan(0));
    const readsBefore = endpointsAsked().filter((name) => name === 'drafts').length;

    await act(() => result.current.save(onDraft({ kind: 'autosave' })));
    await waitFor(() =>
      expect(endpointsAsked().filter((name) => name === 'drafts').length).toBe(readsBefore + 1),
    );
    expect(api.db.lastRequest('saveArticle')?.fields).toMatchObject({
      autosave: 'true',
      image_alt: fields.image_alt,
    });

    await act(() => result.current.save(onDraft({ kind: 'draft' }, draft.version + 1)));
    await waitFor(() =>
      expect(endpointsAsked().filter((name) => name === 'drafts').length).toBe(readsBefore + 2),
    );
    expect(api.db.lastRequest('saveArticle')?.fields).not.toHaveProperty('autosave');
  });

  it('publishes a saved draft on the version its text was saved as', async () => {
    const { result } = renderSaveWithDrafts();
    const published = await act(() => result.current.save(onDraft({ kind: 'publish' })));
    expect(published.status).toBe('published');
    const asked = endpointsAsked();
    expect(asked.indexOf('saveArticle')).toBeLessThan(asked.indexOf('publishDraft'));
    expect(api.db.lastRequest('publishDraft')?.fields).toMatchObject({
      news_id: draft.id,
      base_version: draft.version + 1,
    });
  });

  it('meets a newer version the same way for an autosave and a manual save', async () => {
    const { result } = renderSaveWithDrafts();
    for (const intent of [{ kind: 'autosave' }, { kind: 'draft' }, { kind: 'publish' }] as const) {
      let error: unknown;
      await act(async () => {
        error = await result.current.save(onDraft(intent, draft.version + 5)).catch((e) => e);
      });
      expect(isVersionConflict(error)).toBe(true);
      expect(isApiError(error) && error.message).toBe(SERVER_MESSAGES.draftConflict);
    }
    expect(endpointsAsked()).not.toContain('publishDraft');
  });
});
