import '@mantine/notifications/styles.layer.css';
import { type ApiClient, ApiClientProvider, type SwrSnapshot } from '@byline/api-client';
import {
  bylineCssVariablesResolver,
  bylineTheme,
  LinkProvider,
  LocaleProvider,
  MediaProvider,
} from '@byline/ui';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { COLOR_SCHEME_STORAGE_KEY } from '../colorScheme/colorSchemeScript';
import { webConfig } from '../config/env';
import { PublicOriginProvider } from '../pageMeta/publicOrigin';
import { SessionProvider } from '../session/SessionProvider';
import { ToastContainer } from '../toasts/ToastContainer';
import { RouterLink } from './RouterLink';

export interface AppProvidersProps {
  /** The browser's session client (main.tsx), or the server's signed-out one (src/ssr). */
  apiClient: ApiClient;
  /** The reads a server-rendered page came with (the server passes one per request). */
  snapshot?: SwrSnapshot;
  /** The site's public origin, from the server; a browser-only render uses its own. */
  publicOrigin?: string;
  /** The site's X account (from the server with the page). */
  siteXHandle?: string | null;
  /** When the server rendered the page: relative times hydrate as they were rendered. */
  renderedAt?: number;
  children: ReactNode;
}

/** The reader's colour scheme, kept where the head's script reads it before the first paint. */
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

/**
 * Everything a route needs around it: theme, toasts, session, API client, links, media and the
 * public origin. The server and the browser render the same tree, so hydration matches.
 */
export function AppProviders({
  apiClient,
  snapshot,
  publicOrigin,
  siteXHandle = null,
  renderedAt,
  children,
}: AppProvidersProps) {
  const app = (
    <MantineProvider
      theme={bylineTheme}
      cssVariablesResolver={bylineCssVariablesResolver}
      // The system's scheme until the reader picks one with the header's toggle.
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      // A <style> in the body is invalid HTML: the theme's variables and the responsive classes
      // come from a style sheet (themeStyles.css), and a responsive style prop's rules are
      // hoisted into the head by React.
      withCssVariables={false}
      withGlobalClasses={false}
      deduplicateInlineStyles
    >
      <ToastContainer />
      <SessionProvider serverRendered={snapshot !== undefined}>
        <ApiClientProvider client={apiClient} snapshot={snapshot}>
          <LinkProvider component={RouterLink}>
            <LocaleProvider now={renderedAt}>
              <MediaProvider baseUrl={webConfig.mediaBaseUrl}>{children}</MediaProvider>
            </LocaleProvider>
          </LinkProvider>
        </ApiClientProvider>
      </SessionProvider>
    </MantineProvider>
  );
  return publicOrigin === undefined ? (
    app
  ) : (
    <PublicOriginProvider origin={publicOrigin} xHandle={siteXHandle}>
      {app}
    </PublicOriginProvider>
  );
}
