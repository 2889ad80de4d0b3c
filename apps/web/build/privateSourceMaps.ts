import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Where the production build's source maps go: beside the build, never inside the folder the
 * server serves. They stay available to whoever holds the build (the bundle budget check reads
 * them; an error tracker can take them) without handing the readable source to every visitor.
 */
export const SOURCE_MAPS_DIR = 'sourcemaps';

/**
 * Moves every `.map` file of the build from `outDir` to `<root>/sourcemaps`, keeping its path
 * (`dist/assets/x.js.map` becomes `sourcemaps/assets/x.js.map`). Pair it with
 * `build.sourcemap: 'hidden'`, which leaves no `sourceMappingURL` comment in the served files.
 */
export function privateSourceMaps(): Plugin {
  let outDir = 'dist';
  let mapsDir = SOURCE_MAPS_DIR;
  return {
    name: 'byline:private-source-maps',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      mapsDir = path.resolve(config.root, SOURCE_MAPS_DIR);
    },
    async closeBundle() {
      await rm(mapsDir, { recursive: true, force: true });
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const maps = entries
        .filter((entry) => entry.isFile() && entry.name.endsWith('.map'))
        .map((entry) => path.join(entry.parentPath, entry.name));
      for (const file of maps) {
        const target = path.join(mapsDir, path.relative(outDir, file));
        await mkdir(path.dirname(target), { recursive: true });
        await rename(file, target);
      }
    },
  };
}
