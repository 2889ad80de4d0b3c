import { ERROR_MESSAGES } from '@byline/api-client';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastError } from '../toasts/toast';
import { SessionProvider, useSession } from './SessionProvider';
import { clearSession, readSession, writeSession } from './sessionCookie';
import { expectSessionEnd, reportSessionRejected } from './sessionRejections';
import { useEndRejectedSession } from './useEndRejectedSession';

vi.mock('../toasts/toast', () => ({ toastError: vi.fn() }));
// Firebase's sign-out is loaded on demand; the test has no Firebase.
vi.mock('../auth/signInFlows', () => ({ signOutOfFirebase: vi.fn(async () => undefined) }));

/** A page of the app: the hook as the layout uses it, and where the user is. */
function Page() {
  useEndRejectedSession();
  const { signedIn } = useSession();
  const location = useLocation();
  return (
    <p>
      {signedIn ? 'signed in' : 'signed out'} at {location.pathname}
      {location.search}
    </p>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: [url] });
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
}

beforeEach(() => vi.mocked(toastError).mockClear());
afterEach(() => clearSession());

describe('a session the server refuses', () => {
  it('ends here once, however many calls fail together, and sends the user to log in', async () => {
    writeSession({ token: 'live-token', userId: 7 });
    renderAt('/profile/edit?tab=bio');
    expect(await screen.findByText('signed in at /profile/edit?tab=bio')).toBeInTheDocument();

    act(() => {
      reportSessionRejected('live-token');
      reportSessionRejected('live-token');
      reportSessionRejected('live-token');
    });

    expect(
      await screen.findByText('signed out at /login?next=%2Fprofile%2Fedit%3Ftab%3Dbio'),
    ).toBeInTheDocument();
    expect(readSession()).toBeNull();
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith(ERROR_MESSAGES.sessionEnded);
  });

  it('keeps what the author was writing on this device, for when they sign in again', async () => {
    writeSession({ token: 'live-token', userId: 7 });
    localStorage.setItem('byline:unsaved-articles:7', '[]');
    renderAt('/new-article');
    await screen.findByText('signed in at /new-article');

    act(() => reportSessionRejected('live-token'));

    expect(await screen.findByText(/^signed out at \/login/)).toBeInTheDocument();
    expect(localStorage.getItem('byline:unsaved-articles:7')).toBe('[]');
    localStorage.removeItem('byline:unsaved-articles:7');
  });

  it('leaves a newer session alone when an older token is refused late', async () => {
    writeSession({ token: 'new-token', userId: 7 });
    renderAt('/new-article');
    await screen.findByText('signed in at /new-article');

    act(() => reportSessionRejected('old-token'));

    expect(screen.getByText('signed in at /new-article')).toBeInTheDocument();
    expect(readSession()).toEqual({ token: 'new-token', userId: 7 });
    expect(toastError).not.toHaveBeenCalled();
  });

  it('stays quiet while the user ends the session on purpose, and listens again afterwards', async () => {
    writeSession({ token: 'live-token', userId: 7 });
    renderAt('/profile/edit');
    await screen.findByText('signed in at /profile/edit');

    // Sign out everywhere is under way: the server already refuses the token to other calls.
    const settled = expectSessionEnd('live-token');
    act(() => reportSessionRejected('live-token'));
    expect(screen.getByText('signed in at /profile/edit')).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();

    // The request failed after all: a later refusal is news again.
    settled();
    act(() => reportSessionRejected('live-token'));
    expect(
      await screen.findByText('signed out at /login?next=%2Fprofile%2Fedit'),
    ).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith(ERROR_MESSAGES.sessionEnded);
  });
});
