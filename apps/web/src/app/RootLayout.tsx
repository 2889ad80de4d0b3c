import { useLogout, useUserDetails } from '@byline/api-client';
import { PageShell, useMediaUrl } from '@byline/ui';
import { Suspense, useCallback } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../session/SessionProvider';
import { useEndRejectedSession } from '../session/useEndRejectedSession';
import { useSignOutHere } from '../session/useSignOutHere';
import { ScrollRestoration } from './ScrollRestoration';
import { SharedExtraBlock } from './SharedExtraBlock';

/** Routes that carry the spec's shared extra block after their content (home, category, article). */
export interface RouteHandle {
  extraBlock?: boolean;
}

export interface RootLayoutProps {
  /** Whether the page at a path carries the shared extra block (from its route's handle). */
  hasExtraBlock: (pathname: string) => boolean;
}

/** The frame of every route: header, main with the route, the extra block where due, footer. */
export function RootLayout({ hasExtraBlock }: RootLayoutProps) {
  const { session, signedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const mediaUrl = useMediaUrl();
  const { data: profile } = useUserDetails(session?.userId);
  const { trigger: endServerSession } = useLogout();
  const signOutHere = useSignOutHere();
  useEndRejectedSession();

  const showExtraBlock = hasExtraBlock(location.pathname);

  const logout = useCallback(() => {
    // The call takes the token as it starts, so this device can sign out at once; it is signed
    // out whether or not the server could be told.
    endServerSession().catch(() => undefined);
    signOutHere();
    navigate('/login');
  }, [endServerSession, signOutHere, navigate]);

  return (
    <PageShell
      signedIn={signedIn}
      avatarSrc={mediaUrl(profile?.user_profile) ?? undefined}
      onLogout={logout}
      currentPath={location.pathname}
      extra={showExtraBlock ? <SharedExtraBlock /> : undefined}
    >
      <ScrollRestoration />
      {/* Pages are lazy chunks; navigations keep the old page until the new one is ready. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </PageShell>
  );
}
