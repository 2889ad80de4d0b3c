import type { ApiClient } from '@byline/api-client';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/router';
import { Document } from './Document';
import { HYDRATED_ATTRIBUTE, type PageData } from './pageData';

export interface ServerRenderedPageProps {
  data: PageData;
  /** The server's signed-out client, or the browser's session client. */
  apiClient: ApiClient;
  /** `<StaticRouter location>` on the server, `<BrowserRouter>` in the browser. */
  router: (routes: ReactNode) => ReactNode;
}

/**
 * The whole page as the server renders it and the browser hydrates it: one tree for both, so
 * that they render the same (a difference is a hydration error).
 */
export function ServerRenderedPage({ data, apiClient, router }: ServerRenderedPageProps) {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return (
    <Document data={data}>
      <StrictMode>
        <AppProviders
          apiClient={apiClient}
          snapshot={data.snapshot}
          publicOrigin={data.publicOrigin}
          siteXHandle={data.siteXHandle}
          renderedAt={data.renderedAt}
        >
          {router(<AppRoutes />)}
        </AppProviders>
      </StrictMode>
    </Document>
  );
}
