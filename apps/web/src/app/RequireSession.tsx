import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../session/SessionProvider';

/** Where to go after signing in: `?next=` when a guarded page sent the visitor, else home. */
export const NEXT_PARAM = 'next';

/** Pages that need an account send a signed-out visitor to /login, and back after signing in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const location = useLocation();
  if (!signedIn) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?${NEXT_PARAM}=${encodeURIComponent(next)}`} replace />;
  }
  return children;
}

/** Sign-up and forgot-password send a signed-in user home (spec section 2). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  return signedIn ? <Navigate to="/" replace /> : children;
}

/** Only same-site paths are honoured, so `?next=` cannot send anyone to another site. */
export function safeNextPath(value: string | null): string {
  // Browsers read `//host` and `/\\host` as another site.
  return value && /^\/(?![/\\])/.test(value) ? value : '/';
}
