import { PassThrough, type Readable } from 'node:stream';
import { createApiClient, createPrefetcher, snapshotSiteSettings } from '@byline/api-client';
import { renderToPipeableStream } from 'react-dom/server';
import { matchRoutes, type RouteMatch, type RouteObject, StaticRouter } from 'react-router';
import type { RouteHandle } from '../app/RootLayout';
import { routes } from '../app/router';
import { rememberSiteCategories } from '../app/siteCategories';
import { COLOR_SCHEME_SCRIPT } from '../colorScheme/colorSchemeScript';
import { brandStyles } from './brandStyles';
import type { ClientBuildAssets, DocumentAssets, PageData } from './pageData';
import { newestTime, pageVersion } from './pageValidators';
import { prefetchPage } from './prefetch';
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
  /** The API's client key (the `unique-key` header). */
  uniqueKey: string;
  /** Where the site is published, for canonical and share URLs (`https://news.example`). */
  publicOrigin: string;
  /** The site's X account, without the "@", for share cards (`twitter:site`). */
  siteXHandle?: string;
  /** The client build's entry, style sheets and preloads, and each lazy page's. */
  assets: ClientBuildAssets;
  /** Told about rendering errors (the page may still have rendered around them). */
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  /**
   * 200, or 404 with the not-found page (an unknown path, article, author or category), or 410
   * with it for what is gone for good (an article deleted after publishing, or an article or
   * author removed with a deleted account).
   */
  status: 200 | 404 | 410;
  /** False when a read failed for a reason that may pass: the page shows it loading. */
  cacheable: boolean;
  /** The HTML document, complete (nothing streams in later, so no inline script is needed). */
  html: Readable;
  /** Changes when, and only when, what the page shows changes (the ETag's source). */
  version: string;
  /** When the newest thing the page shows last changed (ISO), if it shows a dated thing. */
  lastModified: string | null;
}

export interface PageRenderer {
  /** Renders the page at `url` (path and query). */
  render(url: string, reads: PageReads): Promise<RenderedPage>;
  /**
   * The text of every inline script the documents carry (the colour scheme's): the server allows
   * each by its hash in the Content-Security-Policy, which forbids any other.
   */
  inlineScripts: readonly string[];
}

const PAGE_STATUS_CODES = { found: 200, 'not-found': 404, gone: 410 } as const;

/** The server side of the web app: reads a page's data, then renders it with React. */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const { assets } = options;
  const missing = pageModules(routes).filter((module) => !assets.pages[module]);
  if (missing.length > 0) {
    // A renamed page module: its page would render unstyled. Fail at start-up, not per page.
    throw new Error(`The client build has no chunk for ${missing.join(', ')}`);
  }

  /** The entry's assets plus those of the lazy pages that render `url`. */
  function documentAssets(matches: RouteMatch[]): DocumentAssets {
    const pages = handlesOf(matches).flatMap((handle) =>
      handle.pageModule ? (assets.pages[handle.pageModule] ?? []) : [],
    );
    return {
      entry: assets.entry,
      boot: assets.boot,
      noScriptDarkStyles: assets.noScriptDarkStyles,
      styles: [...assets.styles, ...pages.flatMap((page) => page.styles)],
      modules: assets.preloads,
      preloads: pages.flatMap((page) => page.preloads),
    };
  }

  return {
    inlineScripts: [COLOR_SCHEME_SCRIPT],
    async render(path, { fetch }) {
      const apiClient = createApiClient({ baseUrl: '', uniqueKey: options.uniqueKey, fetch });
      const url = new URL(path, 'http://page.invalid');
      const reads = createPrefetcher(apiClient);
      const matches = matchRoutes(routes, url.pathname) ?? [];
      // The categories first: a category page resolves its slug with them (a new one, a moved one).
      rememberSiteCategories((await reads.siteSettings()).data?.categories);
      const status = PAGE_STATUS_CODES[await prefetchPage(matches, url, reads)];
      const data: PageData = {
        snapshot: reads.snapshot,
        publicOrigin: options.publicOrigin,
        siteXHandle: options.siteXHandle ?? null,
        brandStyles: brandStyles(snapshotSiteSettings(reads.snapshot)?.brand_color),
        renderedAt: Date.now(),
        assets: documentAssets(matches),
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
      return {
        status,
        cacheable: !reads.incomplete,
        html,
        version: pageVersion(`${url.pathname}${url.search}`, status, data),
        lastModified: newestTime(data.snapshot),
      };
    },
  };
}

/**
 * React's streaming renderer, read to the end before the first byte goes out: the data is already
 * there, so waiting costs little, and crawlers and readers without JavaScript get the whole page
 * with no inline scripts (which the Content-Security-Policy forbids, but for the colour scheme's,
 * allowed by its hash) completing it.
 */
function renderDocument(
  document: React.ReactNode,
  options: { onError?: (error: unknown) => void },
): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(document, {
      // No bootstrapModules: the document's own boot script starts the app (Document.tsx).
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

const handlesOf = (matches: RouteMatch[]) =>
  matches.map((match) => (match.route.handle ?? {}) as RouteHandle);

/** The lazy pages the server renders, named by their modules (route handles' `pageModule`). */
function pageModules(routeList: RouteObject[]): string[] {
  return routeList.flatMap((route) => {
    const module = (route.handle as RouteHandle | undefined)?.pageModule;
    return [...(module ? [module] : []), ...pageModules(route.children ?? [])];
  });
}
