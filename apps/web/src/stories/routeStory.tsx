import { MOCK_TOKEN, MOCK_USER_ID } from '@byline/api-client/mocks';
import { LinkProvider } from '@byline/ui';
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, type Location, RouterProvider } from 'react-router';
import { RouterLink } from '../app/RouterLink';
import { routes } from '../app/router';
import { SessionProvider } from '../session/SessionProvider';
import { clearSession, writeSession } from '../session/sessionStorage';

export interface RouteStoryParameters {
  /** The URL the page opens at, e.g. `/news/world`. */
  url: string;
  /** Signed in as the mock author (user 1), or signed out. */
  signedIn: boolean;
}

type AppRouter = ReturnType<typeof createMemoryRouter>;

/** The router of each rendered story, by story id, so play functions can read where it is. */
const routersByStory = new Map<string, AppRouter>();

/** Where the app of a story is now (after redirects and clicks): for play functions. */
export function appLocation(storyId: string): Location {
  const router = routersByStory.get(storyId);
  if (!router) throw new Error(`No app is rendered for story ${storyId}`);
  return router.state.location;
}

function AppAtUrl({ url, signedIn, storyId }: RouteStoryParameters & { storyId: string }) {
  // Once per story: the session is in place before the app reads it, and re-renders (args,
  // globals) keep the same router and so the page the story navigated to.
  const [router] = useState(() => {
    if (signedIn) writeSession({ token: MOCK_TOKEN, userId: MOCK_USER_ID });
    else clearSession();
    return createMemoryRouter(routes, { initialEntries: [url] });
  });
  routersByStory.set(storyId, router);
  return (
    <SessionProvider>
      <LinkProvider component={RouterLink}>
        <RouterProvider router={router} />
      </LinkProvider>
    </SessionProvider>
  );
}

/**
 * Renders the whole app at a URL, with the real routes, layout and containers; the API answers
 * from the MSW mock backend set up by the Storybook preview (and the story's own handlers).
 * A story changes the URL or the session with `parameters: { app: { url, signedIn } }`, which
 * overrides what the meta's `withApp` was given.
 */
export const withApp =
  (defaults: RouteStoryParameters): Decorator =>
  (_Story, context) => {
    const { url, signedIn } = {
      ...defaults,
      ...(context.parameters.app as Partial<RouteStoryParameters> | undefined),
    };
    // A new story (or a new URL) is a new app; the same story keeps its app across re-renders.
    return (
      <AppAtUrl
        key={`${context.id}:${url}:${signedIn}`}
        url={url}
        signedIn={signedIn}
        storyId={context.id}
      />
    );
  };

/** For a meta's `render`: the page is the app that `withApp` renders, not a story component. */
export const renderApp = () => <></>;
