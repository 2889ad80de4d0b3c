import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest, ManifestChunk, Plugin } from 'vite';
import { NO_SCRIPT_DARK_SHEET } from './noScriptDarkStyles';

/** The id the server entry imports for the client build's assets (src/client-assets.d.ts). */
export const CLIENT_ASSETS_ID = 'virtual:byline/client-assets';
const RESOLVED_ID = `\0${CLIENT_ASSETS_ID}`;
/** The client build's two entries, by their manifest keys (vite.config.ts). */
const APP_ENTRY = 'index.html';
const BOOT_ENTRY = 'src/boot.ts';

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
      const entry = manifest[APP_ENTRY];
      const boot = manifest[BOOT_ENTRY];
      if (!entry?.isEntry || !boot?.isEntry) {
        throw new Error(
          `${manifestPath} lacks ${APP_ENTRY} or ${BOOT_ENTRY}: run the client build first`,
        );
      }
      if (boot.imports?.length || boot.dynamicImports?.length) {
        // An import would make the boot module pull in the app's chunk before the page loads.
        throw new Error(`${BOOT_ENTRY} must import nothing; it imports ${boot.imports}`);
      }
      const entryKey = APP_ENTRY;
      const inEntry = staticClosure(manifest, entryKey);
      // Dependencies first: the boot module evaluates the entry's chunks in this order.
      const imported = dependenciesFirst(manifest, entryKey)
        .filter((key) => key !== entryKey)
        .map((key) => manifest[key]);
      const pages = Object.fromEntries(
        Object.entries(manifest)
          .filter(([, chunk]) => chunk.isDynamicEntry)
          .map(([key]) => {
            const own = [...staticClosure(manifest, key)].filter((other) => !inEntry.has(other));
            return [key, assetsOf(own.map((other) => manifest[other]))];
          }),
      );
      const assets = {
        entry: `/${entry.file}`,
        boot: `/${boot.file}`,
        noScriptDarkStyles: noScriptDarkSheet(clientOutDir),
        ...assetsOf([entry, ...imported]),
        pages,
      };
      return `export const clientAssets = ${JSON.stringify(assets)};`;
    },
  };
}

/** The dark sheet for readers without JavaScript (build/noScriptDarkStyles.ts). */
function noScriptDarkSheet(clientOutDir: string): string {
  const { folder, prefix } = NO_SCRIPT_DARK_SHEET;
  const file = readdirSync(path.join(clientOutDir, folder)).find(
    (name) => name.startsWith(prefix) && name.endsWith('.css'),
  );
  if (!file) throw new Error(`The client build in ${clientOutDir} has no ${folder}/${prefix}*.css`);
  return `/${folder}/${file}`;
}

/** `key` and every chunk it imports statically, directly or not. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** `key` and every chunk it imports statically, each after the chunks it imports. */
function dependenciesFirst(manifest: Manifest, key: string, order: string[] = []): string[] {
  if (order.includes(key) || !manifest[key]) return order;
  for (const imported of manifest[key].imports ?? []) dependenciesFirst(manifest, imported, order);
  // A cycle reaches `key` again through its imports: keep its first place.
  if (!order.includes(key)) order.push(key);
  return order;
}

/** The style sheets and module files of `chunks`, as absolute paths. */
function assetsOf(chunks: (ManifestChunk | undefined)[]) {
  const present = chunks.filter((chunk) => chunk !== undefined);
  return {
    styles: present.flatMap((chunk) => chunk.css ?? []).map((file) => `/${file}`),
    preloads: present.filter((chunk) => !chunk.isEntry).map((chunk) => `/${chunk.file}`),
  };
}
