import {
  type ApiClient,
  useApiClient,
  useLogout,
  useSiteSettings,
  useSubscribe,
  useUnreadNotificationCount,
  useUserDetails,
} from '@byline/api-client';
import { PageShell, SITE_NAME, useMediaUrl } from '@byline/ui';
import { Suspense, useCallback, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteNameProvider } from '../pageMeta/siteName';
import { useSession } from '../session/SessionProvider';
import { readSession } from '../session/sessionCookie';
import { useEndRejectedSession } from '../session/useEndRejectedSession';
import { useLeaveForLogin } from '../session/useLeaveForLogin';
import { useSignOutHere } from '../session/useSignOutHere';
import type { HandleReads } from './routeReads';
import { ScrollRestoration } from './ScrollRestoration';
import { SharedExtraBlock } from './SharedExtraBlock';
import { rememberSiteCategories } from './siteCategories';
import { siteFrame } from './siteLayout';

/** What a route's data preload needs to start its requests. */
export interface RoutePreloadContext {
  client: ApiClient;
  signedIn: boolean;
}

/** What a route tells the layout about its page (the router's `handle`). */
export interface RouteHandle {
  /** Carries the spec's shared extra block after its content (home, category, article). */
  extraBlock?: boolean;
  /** Loads the page's code ahead of rendering it (a lazy page). */
  loadPage?: () => Promise<unknown>;
  /** Whether the page's code has arrived (a lazy page). */
  pageLoaded?: () => boolean;
  /**
   * Starts the page's data requests as a navigation to it starts, beside its code; called only
   * while the code is still loading, so the page's own hooks take the answers at once.
   */
  preloadData?: (context: RoutePreloadContext) => void;
  /**
   * A lazy page the server renders: its module as the client build's manifest names it, so the
   * document links the page's style sheets and code (build/clientAssets.ts).
   */
  pageModule?: string;
  /** What the page reads as it first renders: the server reads it first (app/routeReads.ts). */
  reads?: HandleReads;
}

export interface RootLayoutProps {
  /** Whether the page at a path carries the shared extra block (from its route's handle). */
  hasExtraBlock: (pathname: string) => boolean;
  /** Starts the code and data requests of the page at a path (from its routes' handles). */
  preloadRoute: (pathname: string, context: RoutePreloadContext) => void;
}

/** The frame of every route: header, main with the route, the extra block where due, footer. */
export function RootLayout({ hasExtraBlock, preloadRoute }: RootLayoutProps) {
  const { session, signedIn } = useSession();
  const location = useLocation();
  const mediaUrl = useMediaUrl();
  const { data: profile } = useUserDetails(session?.userId);
  // The bell's number, polled while signed in (ADR 0015).
  const { data: unreadCount } = useUnreadNotificationCount(signedIn);
  const { trigger: endServerSession } = useLogout();
  const signOutHere = useSignOutHere();
  const leaveForLogin = useLeaveForLogin();
  const client = useApiClient();
  const { trigger: subscribe } = useSubscribe();
  const subscribeAddress = useCallback((email: string) => subscribe({ email }), [subscribe]);
  useEndRejectedSession();

  useEffect(() => {
    // A server-rendered page learns its session in a transition, which commits only once the
    // page's code has arrived; the cookie says at once whether there is one to preload for.
    preloadRoute(location.pathname, { client, signedIn: signedIn || readSession() !== null });
  }, [preloadRoute, location.pathname, client, signedIn]);

  const showExtraBlock = hasExtraBlock(location.pathname);
  const settings = useSiteSettings().data;
  // Before the route below renders: it resolves its category's slug with them.
  rememberSiteCategories(settings?.categories);
  const frame = siteFrame(settings, mediaUrl);

  const logout = useCallback(() => {
    // The call takes the token as it starts, so this device can sign out at once; it is signed
    // out whether or not the server could be told.
    endServerSession().catch(() => undefined);
    leaveForLogin(signOutHere);
  }, [endServerSession, signOutHere, leaveForLogin]);

  return (
    <SiteNameProvider value={settings?.name ?? SITE_NAME}>
      <PageShell
        signedIn={signedIn}
        avatarSrc={mediaUrl(profile?.user_profile) ?? undefined}
        onLogout={logout}
        unreadCount={unreadCount}
        currentPath={location.pathname}
        extra={showExtraBlock ? <SharedExtraBlock /> : undefined}
        onSubscribe={subscribeAddress}
        logo={frame.logo}
        footerBlurb={frame.footerBlurb}
        navigation={frame.navigation}
        footerNavigation={frame.footerNavigation}
        socialLinks={frame.socialLinks}
      >
        <ScrollRestoration />
        {/* Pages are lazy chunks; navigations keep the old page until the new one is ready. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </PageShell>
    </SiteNameProvider>
  );
}
