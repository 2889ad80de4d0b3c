import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
// By file: Vite loads its config with Node, which cannot import the package's TypeScript entry.
import { FEED_PATH_PREFIXES } from '../../packages/api-client/src/contract/site';
import { clientAssets } from './build/clientAssets';
import { colorSchemeScript } from './build/colorSchemeScript';
import { mantineComponentStyles } from './build/mantineComponentStyles';
import { noScriptDarkStyles } from './build/noScriptDarkStyles';
import { precompressAssets } from './build/precompressAssets';
import { privateSourceMaps } from './build/privateSourceMaps';

/**
 * In development the web app proxies /api, /media and the feeds to the API server, so both share one
 * origin exactly as in production, where the server also serves this build.
 */
export default defineConfig(({ mode, isSsrBuild }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const apiTarget = env.BYLINE_API_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`;
  if (isSsrBuild) {
    // The server renderer (`vite build --ssr src/ssr/entry-server.ts --outDir <client>/.ssr`):
    // the workspace's packages are TypeScript and CSS modules, so they are bundled; the rest
    // is plain JavaScript the server resolves from node_modules. No source maps: the client's
    // (privateSourceMaps) must not be touched, and the server never serves this folder.
    return {
      plugins: [react(), mantineComponentStyles(), clientAssets()],
      ssr: { noExternal: [/^@byline\//] },
      build: { target: 'node22', sourcemap: false, emptyOutDir: true, copyPublicDir: false },
    };
  }
  return {
    plugins: [
      react(),
      mantineComponentStyles(),
      colorSchemeScript(),
      noScriptDarkStyles(),
      privateSourceMaps(),
      precompressAssets(),
    ],
    server: {
      host: env.WEB_HOST ?? '127.0.0.1',
      port: Number(env.WEB_PORT ?? 5173),
      strictPort: true,
      proxy: {
        '/api': apiTarget,
        '/media': apiTarget,
        // robots.txt, the sitemaps and the RSS feeds come from the server too.
        ...Object.fromEntries(FEED_PATH_PREFIXES.map((prefix) => [prefix, apiTarget])),
      },
    },
    preview: { host: '127.0.0.1', port: Number(env.WEB_PORT ?? 4173) },
    build: {
      target: 'es2022',
      // Written without a sourceMappingURL comment and moved out of dist (privateSourceMaps):
      // the served build names no map, and the server refuses *.map paths besides.
      sourcemap: 'hidden',
      // Hashed file names under /assets: the server sends them with a one-year immutable cache.
      assetsDir: 'assets',
      // The bundle budget check reads the manifest to follow each route's chunks.
      manifest: true,
      rolldownOptions: {
        // index.html starts the app at once (development, pages rendered in the browser); a
        // server-rendered page starts it with the boot module once the page has loaded.
        input: { index: 'index.html', boot: 'src/boot.ts' },
        output: {
          // Shared chunks and style sheets by hash alone: the entry lists every one of them (the
          // preload map of each lazy route), so their names would cost every reader bytes. A lazy
          // module's own chunk keeps its name (tests and profiles find SignInFlows, the editor).
          chunkFileNames: (chunk) =>
            chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
          assetFileNames: 'assets/[hash][extname]',
          codeSplitting: {
            // What the entry imports statically comes in four chunks, each a few modules' worth
            // of start-up work: the boot module evaluates them one task at a time (a phone's main
            // thread is never held long), and large files compress well. Lazy code keeps
            // splitting as usual.
            groups: [
              {
                name: 'react',
                tags: ['$initial'],
                test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                priority: 4,
              },
              {
                name: 'mantine',
                tags: ['$initial'],
                test: /node_modules[\\/]@mantine[\\/]/,
                priority: 3,
              },
              {
                name: 'vendor',
                tags: ['$initial'],
                test: /node_modules[\\/]/,
                priority: 2,
              },
              {
                name: 'app',
                tags: ['$initial'],
                // The boot module stays a file of its own that imports nothing (src/boot.ts).
                test: (id) => !id.endsWith('/src/boot.ts'),
                priority: 1,
              },
            ],
          },
        },
      },
    },
  };
});
