import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireSession } from './RequireSession';
import { RootLayout, type RouteHandle } from './RootLayout';

/**
 * Spec section 2's routes. Each page is its own chunk: readers never download the sign-in
 * (Firebase) or editor (Tiptap) code, and each page loads only what it shows.
 */
const withExtraBlock: RouteHandle = { extraBlock: true };

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        index: true,
        // HomePage renders the shared extra block itself, fed by the most-recent list.
        lazy: async () => ({
          Component: (await import('../routes/HomeRoute/HomeRoute')).HomeRoute,
        }),
      },
      {
        path: 'news/:category',
        handle: withExtraBlock,
        lazy: async () => ({
          Component: (await import('../routes/CategoryRoute/CategoryRoute')).CategoryRoute,
        }),
      },
      {
        path: 'article/:id',
        handle: withExtraBlock,
        lazy: async () => ({
          Component: (await import('../routes/ArticleRoute/ArticleRoute')).ArticleRoute,
        }),
      },
      {
        path: 'profile',
        lazy: async () => {
          const { ProfileRoute } = await import('../routes/ProfileRoute/ProfileRoute');
          return {
            element: (
              <RequireSession>
                <ProfileRoute />
              </RequireSession>
            ),
          };
        },
      },
      {
        path: 'profile/edit',
        lazy: async () => {
          const { EditProfileRoute } = await import('../routes/EditProfileRoute/EditProfileRoute');
          return {
            element: (
              <RequireSession>
                <EditProfileRoute />
              </RequireSession>
            ),
          };
        },
      },
      {
        path: 'profile/:userId',
        lazy: async () => ({
          Component: (await import('../routes/AuthorProfileRoute/AuthorProfileRoute'))
            .AuthorProfileRoute,
        }),
      },
      {
        path: 'new-article',
        lazy: async () => {
          const { NewArticleRoute } = await import('../routes/NewArticleRoute/NewArticleRoute');
          return {
            element: (
              <RequireSession>
                <NewArticleRoute />
              </RequireSession>
            ),
          };
        },
      },
      {
        path: 'notifications',
        lazy: async () => {
          const { NotificationsRoute } = await import(
            '../routes/NotificationsRoute/NotificationsRoute'
          );
          return {
            element: (
              <RequireSession>
                <NotificationsRoute />
              </RequireSession>
            ),
          };
        },
      },
      {
        path: 'login',
        lazy: async () => ({
          Component: (await import('../routes/LoginRoute/LoginRoute')).LoginRoute,
        }),
      },
      {
        path: 'signup',
        lazy: async () => ({
          Component: (await import('../routes/SignUpRoute/SignUpRoute')).SignUpRoute,
        }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('../routes/ForgotPasswordRoute/ForgotPasswordRoute'))
            .ForgotPasswordRoute,
        }),
      },
      {
        // Every other path, /buy-coins included until it exists.
        path: '*',
        lazy: async () => ({
          Component: (await import('../routes/NotFoundRoute/NotFoundRoute')).NotFoundRoute,
        }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
