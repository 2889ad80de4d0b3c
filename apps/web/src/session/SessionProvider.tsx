import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { clearSession, readSession, type StoredSession, writeSession } from './sessionCookie';

export interface SessionState {
  session: StoredSession | null;
  signedIn: boolean;
  /**
   * The browser's session has been read. False on the server, which renders every page signed
   * out (a shared cache may keep it), and in the browser until hydration is over; then true.
   */
  known: boolean;
  /** Stores the backend token (prefix already stripped) and user id after a sign-in. */
  startSession: (session: StoredSession) => void;
  /** Removes the cookie and the stored user id (spec section 4, Logout; see useSignOutHere). */
  endSession: () => void;
}

const SessionContext = createContext<SessionState | null>(null);

const noSubscription = () => () => {};

/** False on the server and while React hydrates a server-rendered page; true after. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function SessionProvider({ children }: { children: ReactNode }) {
  // A page rendered in the browser alone reads the session at once; a server-rendered one
  // hydrates signed out, as the server rendered it, and reads it after.
  const hydrated = useHydrated();
  const [session, setSession] = useState<StoredSession | null>(() =>
    hydrated ? readSession() : null,
  );
  const [known, setKnown] = useState(hydrated);

  useEffect(() => {
    const stored = readSession();
    // Each visit writes the cookie again: it lives the server's lifetime after the last use.
    if (stored) writeSession(stored);
    if (known) return;
    // A transition: parts of the page may still be hydrating (Suspense boundaries hydrate on
    // their own); an urgent update would make React discard their server HTML.
    startTransition(() => {
      setSession(stored);
      setKnown(true);
    });
  }, [known]);

  const startSession = useCallback((next: StoredSession) => {
    writeSession(next);
    setSession(next);
  }, []);

  const endSession = useCallback(() => {
    clearSession();
    setSession(null);
  }, []);

  const value = useMemo(
    () => ({ session, signedIn: session !== null, known, startSession, endSession }),
    [session, known, startSession, endSession],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used inside <SessionProvider>');
  return state;
}
