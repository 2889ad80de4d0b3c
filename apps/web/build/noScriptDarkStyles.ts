import { createHash } from 'node:crypto';
import postcss, { type AtRule, type Container, type Root, type Rule } from 'postcss';
import type { Plugin } from 'vite';

/** Where the build writes the sheet (a hash of its text in the name: cached for a year). */
export const NO_SCRIPT_DARK_SHEET = { folder: 'assets', prefix: 'no-script-dark-' } as const;

/** Mantine's dark-scheme attribute selector, in any of the ways a sheet may quote it. */
const DARK_ATTRIBUTE = /\[data-mantine-color-scheme=(["']?)dark\1\]/g;
/** Matches the attribute whatever its value: the server renders it "light". */
const ANY_SCHEME_ATTRIBUTE = '[data-mantine-color-scheme]';

/**
 * The dark scheme for a reader without JavaScript. The server cannot know the reader's scheme
 * (the pages are cached publicly) and renders `data-mantine-color-scheme="light"`; the head's
 * script corrects it before the first paint. Without scripts that never happens, so the build
 * also writes one sheet of every rule the site's style sheets keep for the dark scheme, with the
 * attribute matched whatever its value, each in its own `@layer` and `@media`. The document links
 * it inside `<noscript>` with `media="(prefers-color-scheme: dark)"`, after the other sheets:
 * equal specificity and a later place make its rules win over the light ones they answer.
 */
export function noScriptDarkStyles(): Plugin {
  return {
    name: 'byline:no-script-dark-styles',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    generateBundle(_options, bundle) {
      const sheets = Object.values(bundle)
        .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
        .map((file) => (file.type === 'asset' ? String(file.source) : ''));
      const css = darkRulesOf(sheets);
      const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
      this.emitFile({
        type: 'asset',
        fileName: `${NO_SCRIPT_DARK_SHEET.folder}/${NO_SCRIPT_DARK_SHEET.prefix}${hash}.css`,
        source: css,
      });
    },
  };
}

/** Every dark-scheme rule of `sheets`, in their order, its selector matching any scheme. */
export function darkRulesOf(sheets: string[]): string {
  const out = postcss.root();
  for (const sheet of sheets) {
    postcss.parse(sheet).walkRules((rule) => {
      if (!rule.selector.match(DARK_ATTRIBUTE)) return;
      const copy = rule.clone({
        selector: rule.selector.replace(DARK_ATTRIBUTE, ANY_SCHEME_ATTRIBUTE),
      });
      insertWithAncestors(out, rule, copy);
    });
  }
  return out.toString();
}

/** Puts `copy` into `out` inside copies of the at-rules (@layer, @media) around `original`. */
function insertWithAncestors(out: Root, original: Rule, copy: Rule) {
  const ancestors: AtRule[] = [];
  for (let parent = original.parent; parent && parent.type === 'atrule'; parent = parent.parent) {
    ancestors.unshift(parent as AtRule);
  }
  let container: Container = out;
  for (const ancestor of ancestors) {
    // The last node of the same at-rule is reused, so consecutive rules share one block.
    const last = container.last;
    if (
      last?.type === 'atrule' &&
      (last as AtRule).name === ancestor.name &&
      (last as AtRule).params === ancestor.params
    ) {
      container = last as AtRule;
    } else {
      const block = postcss.atRule({ name: ancestor.name, params: ancestor.params });
      container.append(block);
      container = block;
    }
  }
  container.append(copy);
}
