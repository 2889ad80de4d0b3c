import { PassThrough, type Readable } from 'node:stream';
import { createApiClient, createPrefetcher } from '@byline/api-client';
import { renderToPipeableStream } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import type { RouteHandle } from '../app/RootLayout';
import { routes } from '../app/router';
import type { DocumentAssets, PageData } from './pageData';
import type { PageStatus } from './prefetch';
import { ServerRenderedPage } from './ServerRenderedPage';

/**
 * How a render reads the API: the server's own, in-process (Fastify's inject), on behalf of the
 * request's reader. Pages are rendered signed out: no read carries a session, so a shared cache
 * may keep every page.
 */
export interface PageReads {
  fetch: typeof fetch;
}

export interface PageRendererOptions {
  /** The API's client key (spec section 7). */
  uniqueKey: string;
  /** Where the site is published, for canonical and share URLs (`https://news.example`). */
  publicOrigin: string;
  /** The client build's entry, style sheets and preloads. */
  assets: DocumentAssets;
  /** Told about rendering errors (the page may still have rendered around them). */
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  /** 200, or 404 with the not-found page (an unknown path, article, author or category). */
  status: 200 | 404;
  /** False when a read failed for a reason that may pass: the page shows it loading. */
  cacheable: boolean;
  /** The HTML document, complete (nothing streams in later, so no inline script is needed). */
  html: Readable;
}

export interface PageRenderer {
  /** Renders the page at `url` (path and query). */
  render(url: string, reads: PageReads): Promise<RenderedPage>;
}

/** The server side of the web app: reads a page's data, then renders it with React. */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  async function prefetch(url: URL, reads: ReturnType<typeof createPrefetcher>) {
    const matches = matchRoutes(routes, url.pathname) ?? [];
    const handles = matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
    const statuses = await Promise.all<PageStatus | undefined>([
      ...matches.map((match, index) =>
        handles[index]?.prefetch?.({
          params: match.params,
          searchParams: url.searchParams,
          reads,
        }),
      ),
      // The layout's own read: the shared extra block's latest news.
      handles.some((handle) => handle.extraBlock)
        ? reads.mostRecent().then(() => undefined)
        : undefined,
    ]);
    return statuses.includes('not-found') ? 404 : 200;
  }

  return {
    async render(path, { fetch }) {
      const apiClient = createApiClient({ baseUrl: '', uniqueKey: options.uniqueKey, fetch });
      const url = new URL(path, 'http://page.invalid');
      const reads = createPrefetcher(apiClient);
      const status = await prefetch(url, reads);
      const data: PageData = {
        snapshot: reads.snapshot,
        publicOrigin: options.publicOrigin,
        assets: options.assets,
      };
      const html = await renderDocument(
        <ServerRenderedPage
          data={data}
          apiClient={apiClient}
          router={(routes) => (
            <StaticRouter location={`${url.pathname}${url.search}`}>{routes}</StaticRouter>
          )}
        />,
        options,
      );
      return { status, cacheable: !reads.incomplete, html };
    },
  };
}

/**
 * React's streaming renderer, read to the end before the first byte goes out: the data is already
 * there, so waiting costs little, and crawlers and readers without JavaScript get the whole page
 * with no inline scripts (which the Content-Security-Policy forbids) completing it.
 */
function renderDocument(
  document: React.ReactNode,
  options: Pick<PageRendererOptions, 'assets' | 'onError'>,
): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(document, {
      bootstrapModules: [options.assets.entry],
      // Every boundary in place: React would otherwise move a large one to the end of the
      // document, to be revealed by an inline script, which the Content-Security-Policy blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        stream.pipe(body);
        resolve(body);
      },
      onShellError: reject,
      onError(error) {
        options.onError?.(error);
      },
    });
  });
}
