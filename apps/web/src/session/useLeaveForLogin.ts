import { startTransition, useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Signs out (`signOut`) and goes to /login in one render. React Router renders a navigation as
 * a transition; a sign-out rendered on its own before it would let a guarded page (/profile,
 * /profile/edit) see the visitor signed out where they still are and send them to
 * `/login?next=<that page>`, as if the session had ended on them.
 */
export function useLeaveForLogin(): (signOut: () => void) => void {
  const navigate = useNavigate();
  return useCallback(
    (signOut) => {
      startTransition(() => {
        signOut();
        navigate('/login', { replace: true });
      });
    },
    [navigate],
  );
}
