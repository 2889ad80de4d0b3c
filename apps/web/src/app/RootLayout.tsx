import { useResetUserCache, useUserDetails } from '@byline/api-client';
import { PageShell, useMediaUrl } from '@byline/ui';
import { useCallback } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate } from 'react-router';
import { useSession } from '../session/SessionProvider';
import { SharedExtraBlock } from './SharedExtraBlock';

/** Routes that carry the spec's shared extra block after their content (home, category, article). */
export interface RouteHandle {
  extraBlock?: boolean;
}

/** The frame of every route: header, main with the route, the extra block where due, footer. */
export function RootLayout() {
  const { session, signedIn, endSession } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const resetUserCache = useResetUserCache();
  const mediaUrl = useMediaUrl();
  const { data: profile } = useUserDetails(session?.userId);

  const showExtraBlock = matches.some(
    (match) => (match.handle as RouteHandle | undefined)?.extraBlock,
  );

  const logout = useCallback(() => {
    endSession();
    void resetUserCache();
    // Firebase is loaded on demand: ending its session must not slow the way to /login.
    void import('../auth/signInFlows')
      .then(({ signOutOfFirebase }) => signOutOfFirebase())
      .catch(() => undefined);
    navigate('/login');
  }, [endSession, resetUserCache, navigate]);

  return (
    <PageShell
      signedIn={signedIn}
      avatarSrc={mediaUrl(profile?.user_profile) ?? undefined}
      onLogout={logout}
      currentPath={location.pathname}
      extra={showExtraBlock ? <SharedExtraBlock /> : undefined}
    >
      <ScrollRestoration />
      <Outlet />
    </PageShell>
  );
}
