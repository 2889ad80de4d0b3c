/**
 * Shared set-up for the hook tests (not part of the package's exports): a mock backend behind
 * msw/node, and a wrapper with a fresh SWR cache per render.
 */
import { cleanup, type RenderHookOptions, renderHook } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type ApiClient, createApiClient } from '../client/createApiClient';
import { createMockApi, MOCK_TOKEN, MOCK_UNIQUE_KEY, type MockApi } from '../mocks';
import { ApiClientProvider } from './ApiClientProvider';

export const TEST_BASE_URL = 'http://api.test';

export interface MockBackend {
  server: ReturnType<typeof setupServer>;
  /** This test's backend (fresh before each test). */
  readonly api: MockApi;
  /** The token the client sends; set to undefined to sign out. */
  token: string | undefined;
  readonly client: ApiClient;
}

/** Starts msw/node for the file and gives every test a fresh mock backend and token. */
export function setupMockBackend(): MockBackend {
  const server = setupServer();
  let api = createMockApi({ uniqueKey: MOCK_UNIQUE_KEY });
  const backend: MockBackend = {
    server,
    get api() {
      return api;
    },
    token: MOCK_TOKEN,
    client: createApiClient({
      baseUrl: TEST_BASE_URL,
      uniqueKey: MOCK_UNIQUE_KEY,
      getToken: () => backend.token,
    }),
  };
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    api = createMockApi({ uniqueKey: MOCK_UNIQUE_KEY });
    server.resetHandlers(...api.handlers);
    backend.token = MOCK_TOKEN;
  });
  // Unmount every hook after its test: a mounted hook's SWR error retry could otherwise fire
  // after the file's jsdom is gone (SWR then reads `document` and the run reports an error).
  afterEach(() => cleanup());
  afterAll(() => server.close());
  return backend;
}

/** renderHook inside an ApiClientProvider with its own cache, no deduping and fast retries. */
export function renderApiHook<Result, Props>(
  backend: MockBackend,
  hook: (props: Props) => Result,
  options: Omit<RenderHookOptions<Props>, 'wrapper'> = {},
) {
  // One cache per render, kept across re-renders of the same hook.
  const cache = new Map();
  const swrConfig = {
    provider: () => cache,
    dedupingInterval: 0,
    errorRetryInterval: 20,
    errorRetryCount: 2,
    // SWR asks these when a request fails; its defaults read `document` and `navigator`, and a
    // request can still fail after the file's jsdom is gone (the mock server closes at the end).
    isVisible: () => true,
    isOnline: () => true,
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={backend.client} swrConfig={swrConfig}>
      {children}
    </ApiClientProvider>
  );
  return renderHook(hook, { ...options, wrapper });
}

/**
 * SWR re-renders only for the fields a render has read. Tests that combine hooks and read
 * fields later (in waitFor) spread the response during render so every field is tracked.
 */
export function tracked<Response extends object>(response: Response): Response {
  return { ...response };
}
