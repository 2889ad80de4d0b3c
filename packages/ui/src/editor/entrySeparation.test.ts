import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A reader's page must never load Tiptap (architecture budget): nothing reachable from the main
 * entry (src/index.ts) may import Tiptap, Mantine's Tiptap package or the editor folder.
 */
const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const editorDir = path.join(srcDir, 'editor');
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]/g;

function resolveLocal(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    try {
      if (readFileSync(candidate) && /\.(ts|tsx)$/.test(candidate)) return candidate;
    } catch {
      // try the next candidate
    }
  }
  return null;
}

function reachableFrom(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (specifier.startsWith('.')) {
        const resolved = resolveLocal(file, specifier);
        if (resolved) queue.push(resolved);
      } else {
        packages.add(specifier);
      }
    }
  }
  return { files: [...files], packages: [...packages] };
}

describe('entry points', () => {
  it('keeps Tiptap and the editor out of the main entry', () => {
    const { files, packages } = reachableFrom(path.join(srcDir, 'index.ts'));
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((file) => file.startsWith(editorDir))).toEqual([]);
    expect(
      packages.filter((name) => name.startsWith('@tiptap/') || name.startsWith('@mantine/tiptap')),
    ).toEqual([]);
  });

  it('gives the editor entry its Tiptap', () => {
    const { packages } = reachableFrom(path.join(editorDir, 'index.ts'));
    expect(packages).toContain('@tiptap/react');
    expect(packages).toContain('@mantine/tiptap');
  });
});
