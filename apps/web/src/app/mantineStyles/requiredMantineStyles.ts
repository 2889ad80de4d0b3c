import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Mantine's global styles, first and in this order (mantine.dev/styles/global-styles). */
const GLOBAL_STYLES = ['baseline', 'default-css-variables', 'global'];

/** Source folders whose `@mantine/core` imports the app can render. */
const APP_SOURCES = ['packages/ui/src', 'apps/web/src'];
/** Mantine packages the app renders that build on `@mantine/core` components. */
const MANTINE_EXTENSIONS = ['@mantine/tiptap', '@mantine/notifications'];

const IMPORT_FROM_CORE = /import\s*\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g;
const RELATIVE_IMPORT = /from\s*["'](\.[^"']+)["']/g;

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Names imported from `@mantine/core` in the given files (types and hooks included). */
function coreImports(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT_FROM_CORE)) {
      for (const part of match[1]?.split(',') ?? []) {
        const name = part
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/**
 * The `@mantine/core` style sheets the app needs, in the order `@mantine/core/styles.css` has
 * them: the global styles, then every component the app imports and every component those use
 * internally (Menu uses Popover, Button uses UnstyledButton...), found by following the imports
 * of Mantine's own modules. Used by the test that keeps `mantineStyles.ts` complete.
 */
export function requiredMantineStyles(repoRoot: string): string[] {
  const core = path.join(repoRoot, 'node_modules/@mantine/core');
  const componentsDir = path.join(core, 'esm/components');
  const stylesDir = path.join(core, 'styles');
  const isComponent = (name: string) => existsSync(path.join(componentsDir, name));

  const appFiles = APP_SOURCES.flatMap((dir) =>
    filesUnder(path.join(repoRoot, dir), /\.tsx?$/).filter(
      (file) => !/\.(stories|test|browser\.test)\.tsx?$/.test(file),
    ),
  );
  const extensionFiles = MANTINE_EXTENSIONS.flatMap((name) =>
    filesUnder(path.join(repoRoot, 'node_modules', name, 'esm'), /\.mjs$/),
  );
  const pending = [...coreImports([...appFiles, ...extensionFiles])].filter(isComponent);
  const components = new Set<string>();
  while (pending.length) {
    const name = pending.pop() as string;
    if (components.has(name)) continue;
    components.add(name);
    for (const file of filesUnder(path.join(componentsDir, name), /\.mjs$/)) {
      for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
        const target = path.relative(
          componentsDir,
          path.resolve(path.dirname(file), match[1] ?? ''),
        );
        const used = target.split(path.sep)[0];
        if (used && !used.startsWith('..') && isComponent(used)) pending.push(used);
      }
    }
  }

  const all = readFileSync(path.join(core, 'styles.css'), 'utf8');
  const position = (sheet: string) => {
    const css = readFileSync(path.join(stylesDir, `${sheet}.css`), 'utf8').trim();
    return all.indexOf(css.slice(0, 300));
  };
  const componentSheets = [...components]
    .filter((name) => existsSync(path.join(stylesDir, `${name}.css`)))
    .sort((a, b) => position(a) - position(b));
  return [...GLOBAL_STYLES, ...componentSheets];
}
