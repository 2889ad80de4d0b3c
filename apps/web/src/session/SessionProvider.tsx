import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
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
  /** Removes the cookie and the stored user id (docs/product.md#sessions; see useSignOutHere). */
  endSession: () => void;
}

const SessionContext = createContext<SessionState | null>(null);

export interface SessionProviderProps {
  /**
   * The page was rendered by the server (signed out, for everyone): render it signed out here
   * too, then read the session once hydrated. Otherwise the session is read at once.
   */
  serverRendered?: boolean;
  children: ReactNode;
}

export function SessionProvider({ serverRendered = false, children }: SessionProviderProps) {
  // Read in a transition after hydration rather than with useSyncExternalStore's server
  // snapshot: a snapshot that differs after hydration forces a synchronous re-render of the
  // whole page, one long task on a phone.
  const [session, setSession] = useState<StoredSession | null>(() =>
    serverRendered ? null : readSession(),
  );
  const [known, setKnown] = useState(!serverRendered);

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
