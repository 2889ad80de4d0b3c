import { ApiClientProvider } from '@byline/api-client';
import { MOCK_TOKEN, MOCK_UNIQUE_KEY, MOCK_USER_ID } from '@byline/api-client/mocks';
import { LinkProvider } from '@byline/ui';
import { notifications } from '@mantine/notifications';
import type { Decorator, Loader, StoryContext } from '@storybook/react-vite';
import { createMemoryRouter, type Location, RouterProvider } from 'react-router';
import { configure, getConfig } from 'storybook/test';
import { RouterLink } from '../app/RouterLink';
import { routes } from '../app/router';
import { type DeviceCopy, writeDeviceCopy } from '../routes/NewArticleRoute/autosave/deviceCopy';
import { clearDeviceCopies } from '../routes/NewArticleRoute/autosave/deviceCopyKeys';
import { SessionProvider } from '../session/SessionProvider';
import { createSessionApiClient } from '../session/sessionApiClient';
import { clearSession, writeSession } from '../session/sessionCookie';

export interface RouteStoryParameters {
  /** The URL the page opens at, e.g. `/news/world`. */
  url: string;
  /** Signed in as the mock author (user 1), or signed out. */
  signedIn: boolean;
  /** Signed in as another mock account (its token and id) instead of the author. */
  account?: { token: string; userId: number };
  /** What the editor kept on this device (none unless a story says: no story leaks into another). */
  deviceCopies?: DeviceCopy[];
}

type AppRouter = ReturnType<typeof createMemoryRouter>;

const storyApiClient = createSessionApiClient({ baseUrl: '', uniqueKey: MOCK_UNIQUE_KEY });
/** A fresh SWR cache per story, as the Storybook preview gives every other story. */
const freshCache = { provider: () => new Map(), dedupingInterval: 0 };

/** The router of each story, by story id: created once per story, read by play functions. */
const routersByStory = new Map<string, AppRouter>();

const settingsOf = (defaults: RouteStoryParameters, context: StoryContext) => ({
  ...defaults,
  ...(context.parameters.app as Partial<RouteStoryParameters> | undefined),
});

/** A router at the story's URL, with the session in place before the app reads it. */
function createStoryRouter(defaults: RouteStoryParameters, context: StoryContext): AppRouter {
  const { url, signedIn, account, deviceCopies = [] } = settingsOf(defaults, context);
  if (signedIn) writeSession(account ?? { token: MOCK_TOKEN, userId: MOCK_USER_ID });
  else clearSession();
  clearDeviceCopies();
  for (const copy of deviceCopies) writeDeviceCopy(MOCK_USER_ID, copy);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  routersByStory.get(context.id)?.dispose();
  routersByStory.set(context.id, router);
  return router;
}

/** Where the app of a story is now (after redirects and clicks): for play functions. */
export function appLocation(storyId: string): Location {
  const router = routersByStory.get(storyId);
  if (!router) throw new Error(`No app is rendered for story ${storyId}`);
  return router.state.location;
}

/**
 * Creates the story's router before it renders (and, should a route use the data router's
 * `lazy`, waits until that code has loaded). Pages are React.lazy components: the page's own
 * chunk loads during the first render, so plays find the page with `findBy*`.
 */
const loadApp =
  (defaults: RouteStoryParameters): Loader =>
  async (context) => {
    const router = createStoryRouter(defaults, context);
    if (!router.state.initialized) {
      await new Promise<void>((resolve) => {
        const unsubscribe = router.subscribe((state) => {
          if (!state.initialized) return;
          unsubscribe();
          resolve();
        });
      });
    }
    return {};
  };

/**
 * Renders the whole app at a URL, with the real routes, layout and containers; the API answers
 * from the MSW mock backend set up by the Storybook preview (and the story's own handlers).
 */
export const withApp =
  (defaults: RouteStoryParameters): Decorator =>
  (_Story, context) => {
    const router = routersByStory.get(context.id) ?? createStoryRouter(defaults, context);
    return (
      <SessionProvider key={context.id}>
        {/* The app's own client (session cookie, refused sessions reported), on the mocks. */}
        <ApiClientProvider client={storyApiClient} swrConfig={freshCache}>
          <LinkProvider component={RouterLink}>
            <RouterProvider router={router} />
          </LinkProvider>
        </ApiClientProvider>
      </SessionProvider>
    );
  };

/**
 * The widths whole screens are reviewed at (as in @byline/ui's stories). The toolbar lists them,
 * and the Vitest addon resizes the browser to a story's `globals.viewport` before it runs.
 */
export const PAGE_VIEWPORTS = {
  small: { name: 'Small (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  medium: { name: 'Medium (834)', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
  large: { name: 'Large (1280)', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;

/** `globals` for a page story fixed at one width: `globals: atWidth('small')`. */
export const atWidth = (name: keyof typeof PAGE_VIEWPORTS) => ({
  viewport: { value: name, isRotated: false },
});

/** How long `findBy*` waits for a whole page's data (the default 1 s is short on a busy machine). */
const PAGE_ASYNC_TIMEOUT_MS = 4000;

/**
 * Before each page story: no toasts left over from the story before (Mantine's toast store is
 * global, and its queue would hold this story's toasts back), and a longer wait for data.
 */
function preparePage() {
  notifications.clean();
  const { asyncUtilTimeout } = getConfig();
  configure({ asyncUtilTimeout: PAGE_ASYNC_TIMEOUT_MS });
  return () => {
    configure({ asyncUtilTimeout });
  };
}

/**
 * A page story's meta fields:
 * `{ title: 'Pages/Home', ...appPage({ url: '/', signedIn: false }),
 *    parameters: { viewport: { options: PAGE_VIEWPORTS } } }`.
 * The parameters are written out in the meta as an object literal: Storybook's CSF transform
 * drops `parameters` spread in from a function or given as a bare identifier (seen with the
 * Vitest addon: the viewport options went missing).
 * A story changes the URL or the session with `parameters: { app: { url, signedIn } }`.
 */
export function appPage(defaults: RouteStoryParameters) {
  return {
    beforeEach: preparePage,
    // The page is the app that the decorator renders, not a story component.
    render: () => <></>,
    loaders: [loadApp(defaults)],
    decorators: [withApp(defaults)],
  };
}
