import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Library build of @byline/ui (`npm run build -w @byline/ui`): ESM for three entries, `index`
 * (every reader- and author-facing component), `editor` (the Tiptap article editor, kept apart so
 * a reader's page never loads it) and `constants` (the spec's numbers and texts, no React), plus
 * one CSS file per component entry. Declarations come from
 * `tsc -p tsconfig.build.json`; scripts/build.mjs runs both and writes dist/package.json.
 *
 * React, Mantine and Tiptap stay external: the host app provides them once (peer dependencies);
 * so does zod (a dependency: the contract's helpers use it).
 * The two pure helpers the components use from @byline/api-client/contract are bundled, so the
 * published package does not need the (unpublished) api-client at run time.
 */
const PEER_PREFIXES = ['react', 'react-dom', '@mantine/', '@tiptap/', '@tabler/icons-react', 'zod'];

function isExternal(id: string): boolean {
  // Stylesheets are bundled into dist/*.css rather than left as imports a server cannot load.
  if (id.endsWith('.css')) return false;
  return PEER_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? id.startsWith(prefix) : id === prefix || id.startsWith(`${prefix}/`),
  );
}

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Readable output: host apps minify their own bundles.
    minify: false,
    // One stylesheet per entry: dist/index.css (everything) and dist/editor.css (Tiptap's).
    cssCodeSplit: true,
    // Small images (the fallback pictures) become data: URLs, so hosts serve no extra files.
    assetsInlineLimit: 16 * 1024,
    lib: {
      entry: {
        index: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
        editor: fileURLToPath(new URL('./src/editor/index.ts', import.meta.url)),
        constants: fileURLToPath(new URL('./src/constants/index.ts', import.meta.url)),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      // One file per source module: with `"sideEffects": ["*.css"]`, a host's bundler then drops
      // every module the host does not use (in one big file, top-level calls such as `lazy()`
      // or `forwardRef()` would keep everything).
      output: {
        preserveModules: true,
        preserveModulesRoot: fileURLToPath(new URL('./src', import.meta.url)),
        entryFileNames: '[name].js',
      },
    },
  },
});
