// Mantine's global styles; each component's sheet comes with its chunk (mantineComponentStyles).
import 'virtual:byline/mantine-styles';
// The theme's variables and Mantine's responsive classes, which MantineProvider would otherwise
// write into the page's body (AppProviders).
import './app/themeStyles/themeStyles.css';
import { snapshotSiteSettings } from '@byline/api-client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { installPopGuard } from './app/popGuard';
import { AppRoutes } from './app/router';
import { rememberSiteCategories } from './app/siteCategories';
import { webConfig } from './config/env';
import { createSessionApiClient } from './session/sessionApiClient';
import { readPageData } from './ssr/pageData';
import { ServerRenderedPage } from './ssr/ServerRenderedPage';

/** One client for the app: the token is read from the session cookie at each call. */
const apiClient = createSessionApiClient({
  baseUrl: webConfig.apiBaseUrl,
  uniqueKey: webConfig.uniqueKey,
});

// Before the router listens to Back and Forward: a page may hold them (app/popGuard.ts).
installPopGuard();

const pageData = readPageData();
// The categories the page was rendered with: its routes resolve slugs with them as it hydrates.
rememberSiteCategories(pageData ? snapshotSiteSettings(pageData.snapshot)?.categories : undefined);

if (pageData) {
  // A page the server rendered: take it over with the reads it was rendered with. Hydrating in
  // a transition lets React yield to the browser every few milliseconds instead of holding the
  // main thread for the whole page (the page is already painted and readable meanwhile).
  startTransition(() => {
    hydrateRoot(
      document,
      <ServerRenderedPage
        data={pageData}
        apiClient={apiClient}
        router={(routes) => <BrowserRouter>{routes}</BrowserRouter>}
      />,
      {
        // A mismatch means the server and the browser rendered different pages: say so plainly
        // (the end-to-end tests fail on this line).
        onRecoverableError: (error, info) => {
          console.error('Hydration error:', error, info.componentStack);
        },
      },
    );
  });
} else {
  // The development server renders in the browser alone.
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders apiClient={apiClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
