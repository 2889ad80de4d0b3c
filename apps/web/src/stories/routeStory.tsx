import { MOCK_TOKEN, MOCK_USER_ID } from '@byline/api-client/mocks';
import { LinkProvider } from '@byline/ui';
import type { Decorator } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
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

/**
 * Renders the whole app at a URL, with the real routes, layout and containers; the API answers
 * from the MSW mock backend set up by the Storybook preview (and the story's own handlers).
 */
export const withApp =
  ({ url, signedIn }: RouteStoryParameters): Decorator =>
  () => {
    if (signedIn) writeSession({ token: MOCK_TOKEN, userId: MOCK_USER_ID });
    else clearSession();
    const router = createMemoryRouter(routes, { initialEntries: [url] });
    return (
      <SessionProvider>
        <LinkProvider component={RouterLink}>
          <RouterProvider router={router} />
        </LinkProvider>
      </SessionProvider>
    );
  };
