import { useResetUserCache } from '@byline/api-client';
import { useCallback } from 'react';
import { loadSignInFlows } from '../auth/loadSignInFlows';
import { useSession } from './SessionProvider';

/**
 * Ends the session in this browser: the cookie and user id, the signed-in user's cached data,
 * and Firebase's own session (its code is loaded on demand, so this never waits for it).
 */
export function useSignOutHere(): () => void {
  const { endSession } = useSession();
  const resetUserCache = useResetUserCache();
  return useCallback(() => {
    endSession();
    void resetUserCache();
    void loadSignInFlows()
      .then(({ signOutOfFirebase }) => signOutOfFirebase())
      .catch(() => undefined);
  }, [endSession, resetUserCache]);
}
