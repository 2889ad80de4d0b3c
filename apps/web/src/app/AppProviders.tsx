import '@mantine/notifications/styles.layer.css';
import { ApiClientProvider } from '@byline/api-client';
import { bylineCssVariablesResolver, bylineTheme, LinkProvider, MediaProvider } from '@byline/ui';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { webConfig } from '../config/env';
import { SessionProvider } from '../session/SessionProvider';
import { createSessionApiClient } from '../session/sessionApiClient';
import { ToastContainer } from '../toasts/ToastContainer';
import { RouterLink } from './RouterLink';

/** One client for the app: the token is read from the session cookie at each call. */
const apiClient = createSessionApiClient({
  baseUrl: webConfig.apiBaseUrl,
  uniqueKey: webConfig.uniqueKey,
});

/** Everything a route needs around it: theme, toasts, session, API client, links and media. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={bylineTheme} cssVariablesResolver={bylineCssVariablesResolver}>
      <ToastContainer />
      <SessionProvider>
        <ApiClientProvider client={apiClient}>
          <LinkProvider component={RouterLink}>
            <MediaProvider baseUrl={webConfig.mediaBaseUrl}>{children}</MediaProvider>
          </LinkProvider>
        </ApiClientProvider>
      </SessionProvider>
    </MantineProvider>
  );
}
