import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest, Plugin } from 'vite';

/** The id the server entry imports for the client build's assets (src/client-assets.d.ts). */
export const CLIENT_ASSETS_ID = 'virtual:byline/client-assets';
const RESOLVED_ID = `\0${CLIENT_ASSETS_ID}`;

/**
 * The server build (`vite build --ssr`, written to `<client outDir>/.ssr`) links what the client
 * build beside it produced: its entry module, the style sheets and the modules the entry imports,
 * read from the client's manifest when the server entry is bundled.
 */
export function clientAssets(): Plugin {
  let clientOutDir = '';
  return {
    name: 'byline:client-assets',
    apply: (_config, { isSsrBuild }) => Boolean(isSsrBuild),
    configResolved(config) {
      clientOutDir = path.resolve(config.root, config.build.outDir, '..');
    },
    resolveId: (id) => (id === CLIENT_ASSETS_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const manifestPath = path.join(clientOutDir, '.vite', 'manifest.json');
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
      const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
      if (!entry) throw new Error(`${manifestPath} has no entry: run the client build first`);
      const imported = (entry.imports ?? []).flatMap((key) => manifest[key] ?? []);
      const assets = {
        entry: `/${entry.file}`,
        styles: [entry, ...imported].flatMap((chunk) => chunk.css ?? []).map((file) => `/${file}`),
        preloads: imported.map((chunk) => `/${chunk.file}`),
      };
      return `export const clientAssets = ${JSON.stringify(assets)};`;
    },
  };
}
