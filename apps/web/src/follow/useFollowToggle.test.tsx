import { ApiClientProvider, createApiClient, SUCCESS_MESSAGES } from '@byline/api-client';
import {
  createMockApi,
  MOCK_TOKEN,
  MOCK_UNIQUE_KEY,
  MOCK_USER_ID,
  type MockApi,
} from '@byline/api-client/mocks';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../session/SessionProvider';
import { clearSession, writeSession } from '../session/sessionCookie';
import { toastFailure, toastSuccess } from '../toasts/toast';
import { useFollowToggle } from './useFollowToggle';

vi.mock('../toasts/toast', () => ({ toastFailure: vi.fn(), toastSuccess: vi.fn() }));

const BASE_URL = 'http://api.test';
const AUTHOR_ID = 2;
const server = setupServer();
let api: MockApi;
let statusReads = 0;

const client = createApiClient({
  baseUrl: BASE_URL,
  uniqueKey: MOCK_UNIQUE_KEY,
  getToken: () => MOCK_TOKEN,
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <SessionProvider>
    {/* A cache of its own per test: no follow state carries over. */}
    <ApiClientProvider client={client} swrConfig={{ provider: () => new Map() }}>
      {children}
    </ApiClientProvider>
  </SessionProvider>
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  api = createMockApi({ uniqueKey: MOCK_UNIQUE_KEY });
  statusReads = 0;
  server.resetHandlers(
    http.get(`${BASE_URL}/api/User/followStatus`, () => {
      statusReads += 1;
    }),
    ...api.handlers,
  );
  writeSession({ token: MOCK_TOKEN, userId: MOCK_USER_ID });
  vi.mocked(toastSuccess).mockClear();
  vi.mocked(toastFailure).mockClear();
});
afterEach(() => {
  cleanup();
  clearSession();
});
afterAll(() => server.close());

describe('useFollowToggle', () => {
  it('follows and unfollows, showing the change at once and toasting each', async () => {
    // The server takes its time: the button shows the new state before it answers.
    server.use(
      http.post(`${BASE_URL}/api/User/follow`, async () => {
        await delay(50);
      }),
    );
    const { result } = renderHook(() => useFollowToggle(AUTHOR_ID), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.following).toBe(false);

    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.toggle();
    });
    await waitFor(() => expect(result.current.following).toBe(true));
    expect(result.current.changing).toBe(true);
    expect(toastSuccess).not.toHaveBeenCalled();
    await act(() => done);
    expect(result.current.changing).toBe(false);
    expect(toastSuccess).toHaveBeenCalledWith(SUCCESS_MESSAGES.followed);
    expect(api.db.findFollow(MOCK_USER_ID, AUTHOR_ID)).toBeDefined();

    await act(() => result.current.toggle());
    expect(result.current.following).toBe(false);
    expect(toastSuccess).toHaveBeenLastCalledWith(SUCCESS_MESSAGES.unfollowed);
    expect(api.db.findFollow(MOCK_USER_ID, AUTHOR_ID)).toBeUndefined();
    expect(toastFailure).not.toHaveBeenCalled();
  });

  it('puts the state back and toasts the reason when the server refuses, without rejecting', async () => {
    server.use(
      http.post(`${BASE_URL}/api/User/follow`, () =>
        HttpResponse.json({ status: false, message: 'No follows today' }, { status: 500 }),
      ),
    );
    const { result } = renderHook(() => useFollowToggle(AUTHOR_ID), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));

    await act(() => result.current.toggle());

    await waitFor(() => expect(result.current.following).toBe(false));
    expect(toastFailure).toHaveBeenCalledTimes(1);
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(api.db.findFollow(MOCK_USER_ID, AUTHOR_ID)).toBeUndefined();
  });

  it('asks nothing signed out, nor of the reader themself', async () => {
    clearSession();
    const signedOut = renderHook(() => useFollowToggle(AUTHOR_ID), { wrapper });
    expect(signedOut.result.current).toMatchObject({ following: false, loading: false });
    signedOut.unmount();

    writeSession({ token: MOCK_TOKEN, userId: MOCK_USER_ID });
    const own = renderHook(() => useFollowToggle(MOCK_USER_ID), { wrapper });
    expect(own.result.current).toMatchObject({ following: false, loading: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(statusReads).toBe(0);
  });
});
