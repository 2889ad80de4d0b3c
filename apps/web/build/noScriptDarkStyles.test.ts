import { describe, expect, it } from 'vitest';
import { darkRulesOf } from './noScriptDarkStyles';

describe('darkRulesOf', () => {
  it('keeps only the dark rules, matching any scheme, inside their layer and media query', () => {
    const css = darkRulesOf([
      `@layer mantine{:root[data-mantine-color-scheme="light"]{--body:#fff}` +
        `:root[data-mantine-color-scheme="dark"]{--body:#242424}` +
        `@media (hover:hover){:where([data-mantine-color-scheme='dark']) .card:hover{color:red}}}`,
      `.plain{color:blue}[data-mantine-color-scheme=dark] .own{color:white}`,
    ]);
    expect(css).toBe(
      '@layer mantine{:root[data-mantine-color-scheme]{--body:#242424}' +
        '@media (hover:hover){:where([data-mantine-color-scheme]) .card:hover{color:red}}}' +
        '[data-mantine-color-scheme] .own{color:white}',
    );
  });
});
