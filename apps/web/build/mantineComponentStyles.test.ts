// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANTINE_STYLES_ID, mantineComponentStyles } from './mantineComponentStyles';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Button's and Modal's root classes, as Mantine's class-name modules and sheets name them. */
const BUTTON_CLASS = 'm_77c9d27d';
const MODAL_CLASS = 'm_9df02822';

describe('each Mantine sheet travels with the component that renders it', () => {
  let fixture: string;
  let css: Map<string, string>;

  beforeAll(async () => {
    // Inside apps/web, so `@mantine/core` resolves as it does for the app.
    fixture = await mkdtemp(path.join(webRoot, '.mantine-styles-test-'));
    await writeFile(
      path.join(fixture, 'entry.js'),
      `import '${MANTINE_STYLES_ID}';
       import { Button } from '@mantine/core';
       export const button = Button;
       export const dialog = () => import('./dialog.js');`,
    );
    await writeFile(
      path.join(fixture, 'dialog.js'),
      `import { Modal } from '@mantine/core'; export const modal = Modal;`,
    );
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root: fixture,
      plugins: [mantineComponentStyles()],
      build: { write: false, lib: { entry: 'entry.js', formats: ['es'] }, cssCodeSplit: true },
    })) as Rolldown.RolldownOutput[];
    css = new Map(
      output
        .flatMap((result) => result.output)
        .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
        .map((file) => [file.fileName, String((file as Rolldown.OutputAsset).source)]),
    );
  }, 60_000);

  afterAll(() => rm(fixture, { recursive: true, force: true }));

  it('puts a statically rendered component’s sheet, and the global styles, in the first CSS', () => {
    const first = [...css.values()].find((sheet) => sheet.includes(BUTTON_CLASS)) ?? '';
    expect(first).toContain('@layer mantine');
    expect(first).toContain('--mantine-color-body');
    expect(first).not.toContain(MODAL_CLASS);
  });

  it('loads a lazily rendered component’s sheet with its chunk, not before', () => {
    const lazy = [...css.values()].filter((sheet) => sheet.includes(MODAL_CLASS));
    expect(lazy).toHaveLength(1);
    expect(lazy[0]).not.toContain(BUTTON_CLASS);
  });
});
