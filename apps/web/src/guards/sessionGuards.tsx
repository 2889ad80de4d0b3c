import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../session/SessionProvider';

/** Where to go after signing in: `?next=` when a guarded page sent the visitor, else home. */
export const NEXT_PARAM = 'next';

/**
 * The layout route of the pages that need an account: a signed-out visitor goes to /login,
 * and back to the page after signing in.
 */
export function RequireSession() {
  const { signedIn } = useSession();
  const location = useLocation();
  if (!signedIn) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?${NEXT_PARAM}=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}

/** The layout route of sign-up and forgot-password: a signed-in user goes home (spec section 2). */
export function RedirectIfSignedIn() {
  const { signedIn } = useSession();
  return signedIn ? <Navigate to="/" replace /> : <Outlet />;
}

/** Only same-site paths are honoured, so `?next=` cannot send anyone to another site. */
export function safeNextPath(value: string | null): string {
  // Browsers read `//host` and `/\\host` as another site.
  return value && /^\/(?![/\\])/.test(value) ? value : '/';
}
