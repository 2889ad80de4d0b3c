import {
  createContext,
  type ReactNode,
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
  /** Stores the backend token (prefix already stripped) and user id after a sign-in. */
  startSession: (session: StoredSession) => void;
  /** Removes the cookie and the stored user id (spec section 4, Logout; see useSignOutHere). */
  endSession: () => void;
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<StoredSession | null>(() => readSession());

  // Each visit writes the cookie again: it lives the server's lifetime after the last use.
  useEffect(() => {
    const stored = readSession();
    if (stored) writeSession(stored);
  }, []);

  const startSession = useCallback((next: StoredSession) => {
    writeSession(next);
    setSession(next);
  }, []);

  const endSession = useCallback(() => {
    clearSession();
    setSession(null);
  }, []);

  const value = useMemo(
    () => ({ session, signedIn: session !== null, startSession, endSession }),
    [session, startSession, endSession],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used inside <SessionProvider>');
  return state;
}
