import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';

/**
 * The web build's server renderer (apps/web/src/ssr/entry-server.ts), imported at run time from
 * the built web app: the server shares no code with the browser but the contract, so this is the
 * shape it expects of that module.
 */
export interface PageRendererOptions {
  uniqueKey: string;
  /** Where the site is published, for canonical and share URLs. */
  publicOrigin: string;
  /** The site's X account, without the "@", for share cards (`twitter:site`). */
  siteXHandle?: string;
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  /** 200, or 404 with the not-found page. */
  status: number;
  /** False when a read failed for a reason that may pass (the page shows it loading). */
  cacheable: boolean;
  /** The whole HTML document. */
  html: Readable;
  /** Changes when, and only when, what the page shows changes (not with the time of the render). */
  version?: string;
  /** When the newest thing the page shows last changed (ISO), if it shows a dated thing. */
  lastModified?: string | null;
}

export interface PageRenderer {
  /**
   * Renders the page at `url` (path and query), reading the API with `fetch`: in-process, on
   * behalf of the request's reader, never with a session.
   */
  render(url: string, reads: { fetch: typeof fetch }): Promise<RenderedPage>;
  /**
   * The text of each inline script its documents carry (the colour scheme's, in the head): the
   * Content-Security-Policy allows exactly these, by hash.
   */
  inlineScripts?: readonly string[];
}

interface PageRendererModule {
  createPageRenderer(options: PageRendererOptions): PageRenderer;
}

/** Where a web build keeps its server entry (`vite build --ssr`), relative to WEB_DIST. */
export const RENDERER_ENTRY = path.join('.ssr', 'entry-server.js');

/** The renderer of the web build at `webDist`; fails clearly when the build has none. */
export async function loadPageRenderer(
  webDist: string,
  options: PageRendererOptions,
): Promise<PageRenderer> {
  const entry = path.join(webDist, RENDERER_ENTRY);
  if (!existsSync(entry)) {
    throw new Error(
      `The web build at ${webDist} has no server renderer (${RENDERER_ENTRY}): run \`npm run build -w @byline/web\``,
    );
  }
  const module = (await import(pathToFileURL(entry).href)) as Partial<PageRendererModule>;
  if (typeof module.createPageRenderer !== 'function') {
    throw new Error(`${entry} does not export createPageRenderer`);
  }
  return module.createPageRenderer(options);
}
