/**
 * The server build's entry (`vite build --ssr`): the API server imports it from the web build at
 * start-up and renders reader pages with it. The client build's asset names are written in by
 * the build (vite.config.ts), so the document links exactly what that build produced.
 */
import type { DocumentAssets } from './pageData';
import { createPageRenderer as createRenderer, type PageRendererOptions } from './renderPage';

declare const __BYLINE_CLIENT_ASSETS__: DocumentAssets;

export type { PageRenderer, RenderedPage } from './renderPage';

export function createPageRenderer(options: Omit<PageRendererOptions, 'assets'>) {
  return createRenderer({ ...options, assets: __BYLINE_CLIENT_ASSETS__ });
}
