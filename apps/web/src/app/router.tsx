import { pageRead, preloadDrafts } from '@byline/api-client';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { BrowserOnly, RedirectIfSignedIn, RequireSession } from '../guards/sessionGuards';
import { ArticleRoute } from '../routes/ArticleRoute/ArticleRoute';
import { articleReads } from '../routes/ArticleRoute/reads';
import { CategoryRoute } from '../routes/CategoryRoute/CategoryRoute';
import { categoryReads } from '../routes/CategoryRoute/reads';
import { HomeRoute } from '../routes/HomeRoute/HomeRoute';
import { homeReads } from '../routes/HomeRoute/reads';
import { NotFoundRoute } from '../routes/NotFoundRoute/NotFoundRoute';
import { RootLayout, type RouteHandle, type RoutePreloadContext } from './RootLayout';
import { lazyReads, noSuchPage, type RouteReads } from './routeReads';
import { SHARED_EXTRA_BLOCK_READS } from './SharedExtraBlock';

/**
 * The site's routes (docs/product.md#pages-and-routes). The reader's pages (home, category, article) are part of the first
 * chunk: a reader's first load then needs no second round trip before the page can ask for its
 * news (about 6 KB of gzipped JavaScript, well inside the 120 KB budget). Every other page is
 * its own chunk: readers never download the sign-in (Firebase) or editor (Tiptap) code.
 *
 * The app renders them in declarative mode (`<BrowserRouter>` + `useRoutes`, see `AppRoutes`):
 * it uses no loaders, actions or fetchers (SWR fetches), and the data router's machinery costs
 * a reader's first load about 18 KB of gzipped JavaScript. Pages are React.lazy components, so
 * the same objects also work with a data router (the page stories' `createMemoryRouter`).
 */
/** A reader's page with the shared extra block. */
const readerPage: RouteHandle = { extraBlock: true };

/** A lazily loaded page, with `handle` to load its code ahead of rendering it. */
interface LazyPage {
  Component: LazyExoticComponent<ComponentType>;
  handle: RouteHandle;
}

/** A lazily loaded page: the named export `pick` of the module `load` imports. */
function page<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): LazyPage {
  let loaded = false;
  // The same import() as the lazy component's: loading ahead fills the module cache it reads.
  const loadPage = async () => {
    const module = await load();
    loaded = true;
    return module;
  };
  return {
    Component: lazy(async () => ({ default: pick(await loadPage()) })),
    handle: { loadPage, pageLoaded: () => loaded },
  };
}

const ProfilePage = page(
  () => import('../routes/ProfileRoute/ProfileRoute'),
  (m) => m.ProfileRoute,
);
const EditProfilePage = page(
  () => import('../routes/EditProfileRoute/EditProfileRoute'),
  (m) => m.EditProfileRoute,
);
// Site search, rendered on the server like the author page, its code out of the
// reader's first load (a search is rarely the first page; 16 KB with it there, over budget).
const SearchPage = page(
  () => import('../routes/SearchRoute/SearchRoute'),
  (m) => m.SearchRoute,
);
const AuthorProfilePage = page(
  () => import('../routes/AuthorProfileRoute/AuthorProfileRoute'),
  (m) => m.AuthorProfileRoute,
);
// A tag's page, rendered on the server like the author page; its code is a chunk of its own.
const TagPageRoute = page(
  () => import('../routes/TagRoute/TagRoute'),
  (m) => m.TagRoute,
);
const NewArticlePage = page(
  () => import('../routes/NewArticleRoute/NewArticleRoute'),
  (m) => m.NewArticleRoute,
);
const BuyCoinsPage = page(
  () => import('../routes/BuyCoinsRoute/BuyCoinsRoute'),
  (m) => m.BuyCoinsRoute,
);
const StatsPage = page(
  () => import('../routes/StatsRoute/StatsRoute'),
  (m) => m.StatsRoute,
);
const ArticleStatsPage = page(
  () => import('../routes/StatsRoute/StatsRoute'),
  (m) => m.ArticleStatsRoute,
);
const SiteStatsPage = page(
  () => import('../routes/StatsRoute/StatsRoute'),
  (m) => m.SiteStatsRoute,
);
const MembersPage = page(
  () => import('../routes/MembersRoute/MembersRoute'),
  (m) => m.MembersRoute,
);
const ModerationPage = page(
  () => import('../routes/ModerationRoute/ModerationRoute'),
  (m) => m.ModerationRoute,
);
const ReviewPage = page(
  () => import('../routes/ReviewRoute/ReviewRoute'),
  (m) => m.ReviewRoute,
);
const SiteSettingsPage = page(
  () => import('../routes/SiteSettingsRoute/SiteSettingsRoute'),
  (m) => m.SiteSettingsRoute,
);
const ModerationLogPage = page(
  () => import('../routes/ModerationRoute/ModerationRoute'),
  (m) => m.ModerationLogRoute,
);
const NotificationsPage = page(
  () => import('../routes/NotificationsRoute/NotificationsRoute'),
  (m) => m.NotificationsRoute,
);
const FollowingPage = page(
  () => import('../routes/FollowingRoute/FollowingRoute'),
  (m) => m.FollowingRoute,
);
const LoginPage = page(
  () => import('../routes/LoginRoute/LoginRoute'),
  (m) => m.LoginRoute,
);
const SignUpPage = page(
  () => import('../routes/SignUpRoute/SignUpRoute'),
  (m) => m.SignUpRoute,
);
const ForgotPasswordPage = page(
  () => import('../routes/ForgotPasswordRoute/ForgotPasswordRoute'),
  (m) => m.ForgotPasswordRoute,
);
const AccountPage = page(
  () => import('../routes/AccountRoute/AccountRoute'),
  (m) => m.AccountRoute,
);
// The same chunk as the account page (their texts and steps are shared): one more file name in
// the first load's chunk map rather than five.
const AccountActionPage = page(
  () => import('../routes/AccountRoute/AccountRoute'),
  (m) => m.AccountActionRoute,
);
const UnsubscribePage = page(
  () => import('../routes/UnsubscribeRoute/UnsubscribeRoute'),
  (m) => m.UnsubscribeRoute,
);
const NewsletterPreferencesPage = page(
  () => import('../routes/UnsubscribeRoute/UnsubscribeRoute'),
  (m) => m.NewsletterPreferencesRoute,
);
const ConfirmSubscriptionPage = page(
  () => import('../routes/UnsubscribeRoute/UnsubscribeRoute'),
  (m) => m.ConfirmSubscriptionRoute,
);

/** The handles of the routes that render the page at `pathname`, outermost first. */
function handlesAt(pathname: string): RouteHandle[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) =>
    match.route.handle ? [match.route.handle as RouteHandle] : [],
  );
}

/** Whether the page at `pathname` carries the shared extra block (its route's handle says so). */
function hasExtraBlock(pathname: string): boolean {
  return handlesAt(pathname).some((handle) => handle.extraBlock);
}

/** Starts loading the code of the page at `pathname` (a link's hover or focus shows intent). */
export function loadPageAt(pathname: string): void {
  for (const handle of handlesAt(pathname)) handle.loadPage?.().catch(() => undefined);
}

/**
 * As a navigation to `pathname` starts: its code and its data requests together, instead of the
 * data waiting for the code (the editor's drafts waited for its 160 KB chunk).
 */
function preloadRoute(pathname: string, context: RoutePreloadContext): void {
  const handles = handlesAt(pathname);
  // Only while the page's code is on its way: a page that renders at once asks for its own data
  // as it mounts, and an answer preloaded beside it would wait, stale, for its next request.
  const codeOnItsWay = handles.some((handle) => handle.pageLoaded && !handle.pageLoaded());
  loadPageAt(pathname);
  if (codeOnItsWay) for (const handle of handles) handle.preloadData?.(context);
}

/**
 * Whether routes carry their reads (`handle.reads`): only the server makes them ahead of a page
 * (src/ssr/prefetch.ts), so the browser's production build leaves them out (each page imports
 * its own reads for its hooks). The unit tests render on the server in the browser's
 * environment, so they keep them.
 */
const PREFETCHES = import.meta.env.SSR || !import.meta.env.PROD;

/**
 * The layout's own reads: the site's settings (its header, footer and colours) on every page,
 * and the shared extra block's on the pages that carry it.
 */
const layoutReads: RouteReads = ({ pathname }) => ({
  site: pageRead.siteSettings(),
  ...(hasExtraBlock(pathname) ? SHARED_EXTRA_BLOCK_READS : {}),
});

// A server-rendered page declares what it reads in its handle's `reads` (app/routeReads.ts).
export const routes: RouteObject[] = [
  {
    element: <RootLayout hasExtraBlock={hasExtraBlock} preloadRoute={preloadRoute} />,
    handle: { reads: PREFETCHES ? layoutReads : undefined } satisfies RouteHandle,
    children: [
      {
        index: true,
        handle: { ...readerPage, reads: PREFETCHES ? homeReads : undefined },
        Component: HomeRoute,
      },
      {
        path: 'news/:category',
        handle: { ...readerPage, reads: PREFETCHES ? categoryReads : undefined },
        Component: CategoryRoute,
      },
      {
        path: 'search',
        ...SearchPage,
        handle: {
          ...SearchPage.handle,
          ...readerPage,
          reads: PREFETCHES
            ? lazyReads(
                () => import('../routes/SearchRoute/reads'),
                (m) => m.searchReads,
              )
            : undefined,
          pageModule: 'src/routes/SearchRoute/SearchRoute.tsx',
        },
      },
      {
        path: 'tag/:tag',
        ...TagPageRoute,
        handle: {
          ...TagPageRoute.handle,
          ...readerPage,
          reads: PREFETCHES
            ? lazyReads(
                () => import('../routes/TagRoute/reads'),
                (m) => m.tagReads,
              )
            : undefined,
          pageModule: 'src/routes/TagRoute/TagRoute.tsx',
        },
      },
      {
        path: 'article/:id',
        handle: { ...readerPage, reads: PREFETCHES ? articleReads : undefined },
        Component: ArticleRoute,
      },
      {
        path: 'profile/:userId',
        ...AuthorProfilePage,
        handle: {
          ...AuthorProfilePage.handle,
          reads: PREFETCHES
            ? lazyReads(
                () => import('../routes/AuthorProfileRoute/reads'),
                (m) => m.authorProfileReads,
              )
            : undefined,
          pageModule: 'src/routes/AuthorProfileRoute/AuthorProfileRoute.tsx',
        },
      },
      // The pages that depend on the session or on browser-only code: rendered in the browser.
      {
        Component: BrowserOnly,
        children: [
          { path: 'login', ...LoginPage },
          // The newsletter's unsubscribe link: its button calls the API.
          { path: 'unsubscribe', ...UnsubscribePage },
          // The identity provider's email links (an email change), on any device.
          { path: 'account/action', ...AccountActionPage },
          // The newsletter's confirmation link: its button confirms (docs/adr/0029).
          { path: 'newsletter/confirm', ...ConfirmSubscriptionPage },
          // Every email's preferences link.
          { path: 'newsletter/preferences', ...NewsletterPreferencesPage },
          // The pages that need an account, behind one guard.
          {
            Component: RequireSession,
            children: [
              { path: 'profile', ...ProfilePage },
              { path: 'profile/edit', ...EditProfilePage },
              {
                path: 'new-article',
                ...NewArticlePage,
                handle: {
                  ...NewArticlePage.handle,
                  // The drafts list waits for the session; a signed-out visitor goes to log in.
                  preloadData: ({ client, signedIn }: RoutePreloadContext) => {
                    if (signedIn) preloadDrafts(client);
                  },
                },
              },
              { path: 'notifications', ...NotificationsPage },
              { path: 'following', ...FollowingPage },
              // Administrators' (docs/roles.md); anyone else sees the server's refusal.
              { path: 'members', ...MembersPage },
              // Editors' queue and administrators' log (docs/adr/0037); the server checks roles.
              { path: 'moderation', ...ModerationPage },
              { path: 'moderation/log', ...ModerationLogPage },
              // Editors' review queue (docs/adr/0036); the server checks roles.
              { path: 'review', ...ReviewPage },
              // Administrators' site settings (docs/adr/0038); the server checks roles.
              { path: 'settings/site', ...SiteSettingsPage },
              { path: 'buy-coins', ...BuyCoinsPage },
              // Stats (docs/adr/0035): charts in their own chunk, for signed-in authors only.
              { path: 'stats', ...StatsPage },
              { path: 'stats/article/:id', ...ArticleStatsPage },
              { path: 'stats/site', ...SiteStatsPage },
              { path: 'account', ...AccountPage },
            ],
          },
          // The pages only a signed-out visitor needs.
          {
            Component: RedirectIfSignedIn,
            children: [
              { path: 'signup', ...SignUpPage },
              { path: 'forgot-password', ...ForgotPasswordPage },
            ],
          },
        ],
      },
      // Every other path: 404 with the not-found page (part of the first chunk: category,
      // article and author pages render it too).
      {
        path: '*',
        handle: { reads: PREFETCHES ? noSuchPage : undefined } satisfies RouteHandle,
        Component: NotFoundRoute,
      },
    ],
  },
];

/** The app's routes, rendered inside `<BrowserRouter>` (main.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}
