import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { requiredMantineStyles } from './requiredMantineStyles';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../../..');

/** The sheets `mantineStyles.ts` imports, in its order. */
function importedSheets(): string[] {
  const source = readFileSync(path.join(here, 'mantineStyles.ts'), 'utf8');
  return [...source.matchAll(/import '@mantine\/core\/styles\/([\w-]+)\.css';/g)].map(
    (match) => match[1] as string,
  );
}

describe('the Mantine style sheets the app ships', () => {
  it('cover every component the app and its Mantine packages render, in Mantine order', () => {
    const required = requiredMantineStyles(repoRoot);
    // What to paste into mantineStyles.ts when this fails.
    const expected = required.map((sheet) => `import '@mantine/core/styles/${sheet}.css';`);
    expect(importedSheets().map((sheet) => `import '@mantine/core/styles/${sheet}.css';`)).toEqual(
      expected,
    );
  });

  it('include what the header, cards, forms, menus, dialogs and editor need', () => {
    const sheets = importedSheets();
    for (const sheet of ['baseline', 'global', 'Button', 'Card', 'Input', 'Menu', 'Modal', 'Tabs'])
      expect(sheets).toContain(sheet);
    // Built on other components: their sheets come first.
    expect(sheets.indexOf('UnstyledButton')).toBeLessThan(sheets.indexOf('Button'));
    expect(sheets.indexOf('Popover')).toBeLessThan(sheets.indexOf('Menu'));
    expect(sheets.indexOf('ModalBase')).toBeLessThan(sheets.indexOf('Modal'));
  });
});
