import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type DeviceCopy,
  readDeviceCopies,
  writeDeviceCopy,
} from '../routes/NewArticleRoute/autosave/deviceCopy';
import { SessionProvider, useSession } from './SessionProvider';
import { clearSession, readSession, writeSession } from './sessionCookie';
import { type SignOutHereOptions, useSignOutHere } from './useSignOutHere';

// Firebase's sign-out is loaded on demand; the test has no Firebase.
vi.mock('../auth/signInFlows', () => ({ signOutOfFirebase: vi.fn(async () => undefined) }));

const copy = (key: string): DeviceCopy => ({
  key,
  newsId: null,
  baseVersion: null,
  snapshot: {
    title: 'Harbour at dawn',
    keywords: [],
    creator: [],
    description: '',
    content: '<p>Boats</p>',
    video_url: '',
    category: 2,
    image_alt: '',
  },
  savedAt: 1,
});

let signOut: (options?: SignOutHereOptions) => void = () => undefined;
function Page() {
  signOut = useSignOutHere();
  return <p>{useSession().signedIn ? 'signed in' : 'signed out'}</p>;
}

/** Signed in as author 7, who (like author 8 before on this browser) left unsaved writing. */
async function signedInWithUnsavedWriting() {
  writeSession({ token: 'live-token', userId: 7 });
  writeDeviceCopy(7, copy('mine'));
  writeDeviceCopy(8, copy('earlier-author'));
  localStorage.setItem('byline:color-scheme', 'dark');
  render(
    <SessionProvider>
      <Page />
    </SessionProvider>,
  );
  await screen.findByText('signed in');
}

afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('signing out in this browser', () => {
  it("forgets the editor's unsaved copies of every author, and nothing else", async () => {
    await signedInWithUnsavedWriting();

    act(() => signOut());

    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(readSession()).toBeNull();
    expect(readDeviceCopies(7)).toEqual([]);
    expect(readDeviceCopies(8)).toEqual([]);
    expect(
      Object.keys(localStorage).filter((key) => key.startsWith('byline:unsaved-articles:')),
    ).toEqual([]);
    expect(localStorage.getItem('byline:color-scheme')).toBe('dark');
  });

  it('keeps them when asked to (a session the server ended: the author comes back to them)', async () => {
    await signedInWithUnsavedWriting();

    act(() => signOut({ keepUnsavedWriting: true }));

    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(readDeviceCopies(7).map((kept) => kept.key)).toEqual(['mine']);
  });
});
