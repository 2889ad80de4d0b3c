import type { Plugin } from 'vite';
import { COLOR_SCHEME_SCRIPT } from '../src/colorScheme/colorSchemeScript';

/**
 * The colour scheme's inline script at the top of index.html too (the development server, and a
 * build served without its server renderer), as the server-rendered documents carry it.
 */
export function colorSchemeScript(): Plugin {
  return {
    name: 'byline:color-scheme-script',
    transformIndexHtml: () => [
      { tag: 'script', children: COLOR_SCHEME_SCRIPT, injectTo: 'head-prepend' },
    ],
  };
}
