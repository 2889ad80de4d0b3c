import { PAGE_ERROR_MESSAGES } from '@byline/api-client';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../guards/sessionGuards';
import { toastError } from '../toasts/toast';
import { readSession } from './sessionCookie';
import { listenForSessionRejections } from './sessionRejections';
import { useSignOutHere } from './useSignOutHere';

/**
 * When the server refuses the session (revoked, expired, account disabled): end it here, say so
 * once and send the user to log in again, then back to where they were. Several calls failing
 * together end it once: the first clears the cookie, and a refusal of a token that is no longer
 * the session's (the ended one, or an older one answered late) changes nothing.
 */
export function useEndRejectedSession(): void {
  const signOutHere = useSignOutHere();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;

  useEffect(
    () =>
      listenForSessionRejections((token) => {
        if (readSession()?.token !== token) return;
        // The author did not choose to leave: what they were writing waits for their return.
        signOutHere({ keepUnsavedWriting: true });
        toastError(PAGE_ERROR_MESSAGES.sessionEnded);
        navigate(loginPathFor(here.current), { replace: true });
      }),
    [signOutHere, navigate],
  );
}
