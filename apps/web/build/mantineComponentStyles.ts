import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The id the app's entry imports for Mantine's styles (declared in src/mantine-styles.d.ts). */
export const MANTINE_STYLES_ID = 'virtual:byline/mantine-styles';
const RESOLVED_ID = `\0${MANTINE_STYLES_ID}`;

/** Mantine's global styles, first and in this order (mantine.dev/styles/global-styles). */
const GLOBAL_SHEETS = ['baseline', 'default-css-variables', 'global'];

/** `…/@mantine/core/esm/…/Button.module.mjs`: the class names a component renders with. */
const CLASS_MAP_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([\w-]+)\.module\.mjs$/;

/**
 * Each component's Mantine style sheet travels with the component. In a build, every class-name
 * module of `@mantine/core` (`Button.module.mjs`, imported by `Button.mjs` and nothing else)
 * gains an import of its sheet (`styles/Button.layer.css`), so the CSS lands in the chunk whose
 * JavaScript renders the component: a reader's first load carries the sheets of the header,
 * cards and article, and the editor's or the sign-in forms' sheets come with their chunks.
 * Mantine's own modules import the components they build on first (Button imports
 * UnstyledButton), so a sheet always follows the sheets it overrides.
 *
 * The sheets are the `@layer mantine` ones, so the app's own CSS modules win over Mantine's
 * whatever order the chunks load in. In development Vite pre-bundles `@mantine/core` into one
 * file, so `virtual:byline/mantine-styles` is the whole layered sheet there; in a build it is
 * only the global styles.
 */
export function mantineComponentStyles(): Plugin {
  const require = createRequire(import.meta.url);
  const stylesDir = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  let building = false;
  return {
    name: 'byline:mantine-component-styles',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === MANTINE_STYLES_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const sheets = building
        ? GLOBAL_SHEETS.map((name) => `styles/${name}.layer.css`)
        : ['styles.layer.css'];
      return sheets.map((sheet) => `import '@mantine/core/${sheet}';`).join('\n');
    },
    transform(code, id) {
      if (!building) return undefined;
      const sheet = sheetFor(id, stylesDir);
      if (!sheet) return undefined;
      // Appended, so the module's lines (and its source map) stay where they were.
      return { code: `${code}\nimport '@mantine/core/styles/${sheet}';\n`, map: null };
    },
  };
}

/** The layered sheet of a Mantine class-name module, if the module is one and has a sheet. */
export function sheetFor(moduleId: string, stylesDir: string): string | undefined {
  const name = CLASS_MAP_MODULE.exec(moduleId.split('?')[0] ?? '')?.[1];
  if (!name) return undefined;
  const sheet = `${name}.layer.css`;
  return existsSync(path.join(stylesDir, sheet)) ? sheet : undefined;
}
