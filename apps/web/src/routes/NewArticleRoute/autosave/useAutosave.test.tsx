import {
  ApiClientProvider,
  AUTHORING_LIMITS,
  createApiClient,
  SERVER_MESSAGES,
} from '@byline/api-client';
import {
  createMockApi,
  MOCK_TOKEN,
  MOCK_UNIQUE_KEY,
  MOCK_USER_ID,
  type MockApi,
} from '@byline/api-client/mocks';
import { EDITOR_STATE_TEXTS } from '@byline/ui';
import type { ArticleEditorSnapshot } from '@byline/ui/editor';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newWritingKey, readDeviceCopies } from './deviceCopy';
import { useAutosave, type WritingSession } from './useAutosave';

const BASE_URL = 'http://api.test';
const SAVE_PATH = `${BASE_URL}/api/News/addNews`;
const server = setupServer();
let api: MockApi;
let saves: Array<Record<string, string>>;

/** Whether each save was sent to outlive the page (fetch keepalive), as the client asked fetch. */
let keptAlive: boolean[] = [];
const client = createApiClient({
  baseUrl: BASE_URL,
  uniqueKey: MOCK_UNIQUE_KEY,
  getToken: () => MOCK_TOKEN,
  fetch: (input, init) => {
    if (String(input) === SAVE_PATH) keptAlive.push(init?.keepalive === true);
    return fetch(input, init);
  },
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <ApiClientProvider client={client}>{children}</ApiClientProvider>
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  api = createMockApi({ uniqueKey: MOCK_UNIQUE_KEY });
  saves = [];
  keptAlive = [];
  server.resetHandlers(
    // Records each save's fields, then lets the mock backend answer it (no answer: next handler).
    http.post(SAVE_PATH, async ({ request }) => {
      const form = await request.clone().formData();
      saves.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])));
    }),
    ...api.handlers,
  );
  localStorage.clear();
});
afterEach(() => cleanup());
afterAll(() => server.close());

const EMPTY = {
  title: '',
  keywords: [],
  creator: [],
  description: '',
  content: '',
  video_url: '',
  category: null,
  image_alt: '',
};
const newArticle = (): WritingSession => ({
  key: newWritingKey(),
  newsId: null,
  baseVersion: null,
  saved: EMPTY,
  autosave: true,
});
const typed = (content: string, category: number | null = 1): ArticleEditorSnapshot => ({
  ...EMPTY,
  title: 'Harbour lights',
  content: `<p>${content}</p>`,
  category,
  image: null,
});

function renderAutosave(session: WritingSession = newArticle()) {
  return renderHook(() => useAutosave(MOCK_USER_ID, session), { wrapper });
}

/** Waits out the pause after typing, in real time (the saves go through msw). */
const pause = () =>
  act(() => new Promise((resolve) => setTimeout(resolve, AUTHORING_LIMITS.autosaveDelayMs + 100)));

describe('useAutosave', () => {
  it('keeps every change on the device at once and saves one draft after a pause', async () => {
    const { result } = renderAutosave();
    act(() => {
      result.current.onChange(typed('The lamps'));
      result.current.onChange(typed('The lamps were lit'));
    });
    // On the device before any save.
    expect(readDeviceCopies(MOCK_USER_ID)[0]?.snapshot.content).toBe('<p>The lamps were lit</p>');
    expect(result.current.hasUnsaved()).toBe(true);
    expect(saves).toHaveLength(0);
    await pause();
    await waitFor(() => expect(result.current.state.kind).toBe('saved'));
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ is_draft: 'true', autosave: 'true' });
    expect(saves[0]?.client_key).toBeTruthy();
    expect(saves[0]?.news_id).toBeUndefined();
    // A visible page's save is a plain request.
    expect(keptAlive).toEqual([false]);
    // Once the server has it, the device copy goes, and leaving no longer asks.
    expect(readDeviceCopies(MOCK_USER_ID)).toEqual([]);
    expect(result.current.hasUnsaved()).toBe(false);

    // The next change updates that same draft, from the version the server answered.
    const firstId = result.current.newsId;
    act(() => result.current.onChange(typed('The lamps were lit at dusk')));
    await pause();
    await waitFor(() => expect(saves).toHaveLength(2));
    // A new draft is version 1.
    expect(saves[1]).toMatchObject({ news_id: String(firstId), base_version: '1' });
    const drafts = (await client.drafts()).items;
    expect(drafts.filter((draft) => draft.title === 'Harbour lights')).toHaveLength(1);
  });

  it('saves at once, to outlive the page, when the page is hidden (a tab closing is hidden first)', async () => {
    const { result } = renderAutosave();
    act(() => result.current.onChange(typed('Mid-sentence as the lid closes')));
    const visibility = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    try {
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      // Before the pause after typing is over.
      await waitFor(() => expect(saves).toHaveLength(1), { timeout: 1000 });
      expect(keptAlive).toEqual([true]);
      await waitFor(() => expect(result.current.state.kind).toBe('saved'));
    } finally {
      if (visibility) Object.defineProperty(document, 'visibilityState', visibility);
      else Reflect.deleteProperty(document, 'visibilityState');
    }
  });

  it('waits for a category before saving, and says so', async () => {
    const { result } = renderAutosave();
    act(() => result.current.onChange(typed('No category yet', null)));
    await pause();
    expect(result.current.state).toEqual({
      kind: 'waiting',
      reason: EDITOR_STATE_TEXTS.categoryNeeded,
    });
    expect(saves).toHaveLength(0);
    expect(readDeviceCopies(MOCK_USER_ID)).toHaveLength(1);
  });

  it('meets a newer version with a choice, and keeping mine saves on the newer base', async () => {
    const draft = (await client.drafts()).items[0];
    if (!draft) throw new Error('The mock backend has no draft');
    // Another tab saves first.
    await client.saveArticle({
      title: draft.title,
      keywords: [],
      creator: [],
      description: draft.description,
      content: '<p>From the other tab.</p>',
      category: 1,
      news_id: draft.id,
      is_draft: true,
      base_version: draft.version,
    });
    const { result } = renderAutosave({
      key: `news-${draft.id}`,
      newsId: draft.id,
      baseVersion: draft.version,
      saved: { ...EMPTY, title: draft.title },
      autosave: true,
    });
    act(() => result.current.onChange(typed('From this tab.')));
    await pause();
    await waitFor(() => expect(result.current.conflict).toBe(true));
    expect(result.current.state).toEqual({ kind: 'failed', reason: SERVER_MESSAGES.draftConflict });
    // Nothing was overwritten, and this tab's text is still on the device.
    expect((await client.drafts()).items.find((d) => d.id === draft.id)?.content).toContain(
      'From the other tab.',
    );
    expect(readDeviceCopies(MOCK_USER_ID)[0]?.snapshot.content).toBe('<p>From this tab.</p>');

    act(() => result.current.keepMine(draft.version + 1));
    await waitFor(() => expect(result.current.state.kind).toBe('saved'));
    expect(result.current.conflict).toBe(false);
    expect((await client.drafts()).items.find((d) => d.id === draft.id)?.content).toContain(
      'From this tab.',
    );
  });

  it('is offline when no server answers, and saves when the connection is back', async () => {
    server.use(http.post(SAVE_PATH, () => HttpResponse.error(), { once: true }));
    saves = [];
    const { result } = renderAutosave();
    act(() => result.current.onChange(typed('Written on a train')));
    await pause();
    await waitFor(() => expect(result.current.state.kind).toBe('offline'));
    expect(readDeviceCopies(MOCK_USER_ID)).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.state.kind).toBe('saved'));
    expect(readDeviceCopies(MOCK_USER_ID)).toEqual([]);
  });
});
