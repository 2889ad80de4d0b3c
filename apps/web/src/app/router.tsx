import { type ComponentType, lazy } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { RedirectIfSignedIn, RequireSession } from '../guards/sessionGuards';
import { ArticleRoute } from '../routes/ArticleRoute/ArticleRoute';
import { CategoryRoute } from '../routes/CategoryRoute/CategoryRoute';
import { HomeRoute } from '../routes/HomeRoute/HomeRoute';
import { RootLayout, type RouteHandle } from './RootLayout';

/**
 * Spec section 2's routes. The reader's pages (home, category, article) are part of the first
 * chunk: a reader's first load then needs no second round trip before the page can ask for its
 * news (about 6 KB of gzipped JavaScript, well inside the 120 KB budget). Every other page is
 * its own chunk: readers never download the sign-in (Firebase) or editor (Tiptap) code.
 *
 * The app renders them in declarative mode (`<BrowserRouter>` + `useRoutes`, see `AppRoutes`):
 * it uses no loaders, actions or fetchers (SWR fetches), and the data router's machinery costs
 * a reader's first load about 18 KB of gzipped JavaScript. Pages are React.lazy components, so
 * the same objects also work with a data router (the page stories' `createMemoryRouter`).
 */
const withExtraBlock: RouteHandle = { extraBlock: true };

/** A lazily loaded page: the named export `pick` of the module `load` imports. */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const ProfileRoute = page(
  () => import('../routes/ProfileRoute/ProfileRoute'),
  (m) => m.ProfileRoute,
);
const EditProfileRoute = page(
  () => import('../routes/EditProfileRoute/EditProfileRoute'),
  (m) => m.EditProfileRoute,
);
const AuthorProfileRoute = page(
  () => import('../routes/AuthorProfileRoute/AuthorProfileRoute'),
  (m) => m.AuthorProfileRoute,
);
const NewArticleRoute = page(
  () => import('../routes/NewArticleRoute/NewArticleRoute'),
  (m) => m.NewArticleRoute,
);
const BuyCoinsRoute = page(
  () => import('../routes/BuyCoinsRoute/BuyCoinsRoute'),
  (m) => m.BuyCoinsRoute,
);
const NotificationsRoute = page(
  () => import('../routes/NotificationsRoute/NotificationsRoute'),
  (m) => m.NotificationsRoute,
);
const LoginRoute = page(
  () => import('../routes/LoginRoute/LoginRoute'),
  (m) => m.LoginRoute,
);
const SignUpRoute = page(
  () => import('../routes/SignUpRoute/SignUpRoute'),
  (m) => m.SignUpRoute,
);
const ForgotPasswordRoute = page(
  () => import('../routes/ForgotPasswordRoute/ForgotPasswordRoute'),
  (m) => m.ForgotPasswordRoute,
);
const NotFoundRoute = page(
  () => import('../routes/NotFoundRoute/NotFoundRoute'),
  (m) => m.NotFoundRoute,
);

/** Whether the page at `pathname` carries the shared extra block (its route's handle says so). */
function hasExtraBlock(pathname: string): boolean {
  return (
    matchRoutes(routes, pathname)?.some(
      (match) => (match.route.handle as RouteHandle | undefined)?.extraBlock,
    ) ?? false
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout hasExtraBlock={hasExtraBlock} />,
    children: [
      { index: true, handle: withExtraBlock, Component: HomeRoute },
      { path: 'news/:category', handle: withExtraBlock, Component: CategoryRoute },
      { path: 'article/:id', handle: withExtraBlock, Component: ArticleRoute },
      { path: 'profile/:userId', Component: AuthorProfileRoute },
      { path: 'login', Component: LoginRoute },
      // The pages that need an account, behind one guard.
      {
        Component: RequireSession,
        children: [
          { path: 'profile', Component: ProfileRoute },
          { path: 'profile/edit', Component: EditProfileRoute },
          { path: 'new-article', Component: NewArticleRoute },
          { path: 'notifications', Component: NotificationsRoute },
          { path: 'buy-coins', Component: BuyCoinsRoute },
        ],
      },
      // The pages only a signed-out visitor needs.
      {
        Component: RedirectIfSignedIn,
        children: [
          { path: 'signup', Component: SignUpRoute },
          { path: 'forgot-password', Component: ForgotPasswordRoute },
        ],
      },
      // Every other path.
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

/** The app's routes, rendered inside `<BrowserRouter>` (main.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}
