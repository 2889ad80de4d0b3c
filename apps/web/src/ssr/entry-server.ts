/**
 * The server build's entry (`vite build --ssr`): the API server imports it from the web build at
 * start-up and renders reader pages with it. The client build's asset names come from its
 * manifest (build/clientAssets.ts), so the document links exactly what that build produced.
 */
import { clientAssets } from 'virtual:byline/client-assets';
import { createPageRenderer as createRenderer, type PageRendererOptions } from './renderPage';

export type { PageRenderer, RenderedPage } from './renderPage';

export function createPageRenderer(options: Omit<PageRendererOptions, 'assets'>) {
  return createRenderer({ ...options, assets: clientAssets });
}
