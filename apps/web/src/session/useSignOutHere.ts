import { useResetUserCache } from '@byline/api-client';
import { useCallback } from 'react';
import { loadSignInFlows } from '../auth/loadSignInFlows';
import { clearDeviceCopies } from '../routes/NewArticleRoute/autosave/deviceCopyKeys';
import { useSession } from './SessionProvider';

export interface SignOutHereOptions {
  /**
   * Keep the editor's unsaved copies on this device. Only for a session the server ended: the
   * author did not choose to leave, signs in again and gets the text back (ADR 0016).
   */
  keepUnsavedWriting?: boolean;
}

/**
 * Ends the session in this browser: the cookie and user id, the signed-in user's cached data,
 * the editor's unsaved copies (the next person at a shared computer must not read them), and
 * Firebase's own session (its code is loaded on demand, so this never waits for it).
 */
export function useSignOutHere(): (options?: SignOutHereOptions) => void {
  const { endSession } = useSession();
  const resetUserCache = useResetUserCache();
  return useCallback(
    ({ keepUnsavedWriting = false }: SignOutHereOptions = {}) => {
      endSession();
      if (!keepUnsavedWriting) clearDeviceCopies();
      void resetUserCache();
      void loadSignInFlows()
        .then(({ signOutOfFirebase }) => signOutOfFirebase())
        .catch(() => undefined);
    },
    [endSession, resetUserCache],
  );
}
