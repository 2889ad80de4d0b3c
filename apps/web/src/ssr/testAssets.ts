import type { ClientBuildAssets } from './pageData';

/** The author page's module, as the client build's manifest names it (router.tsx). */
export const AUTHOR_PAGE_MODULE = 'src/routes/AuthorProfileRoute/AuthorProfileRoute.tsx';
/** The search page's module (router.tsx). */
export const SEARCH_PAGE_MODULE = 'src/routes/SearchRoute/SearchRoute.tsx';

/** The tag page's module (router.tsx). */
export const TAG_PAGE_MODULE = 'src/routes/TagRoute/TagRoute.tsx';

/** Test-only: a client build's assets as build/clientAssets.ts gives them. */
export const TEST_CLIENT_ASSETS: ClientBuildAssets = {
  entry: '/assets/index.js',
  boot: '/assets/boot.js',
  noScriptDarkStyles: '/assets/no-script-dark.css',
  styles: ['/assets/index.css'],
  preloads: ['/assets/react.js', '/assets/mantine.js'],
  pages: {
    [AUTHOR_PAGE_MODULE]: { styles: ['/assets/ProfileView.css'], preloads: ['/assets/Author.js'] },
    [SEARCH_PAGE_MODULE]: { styles: [], preloads: ['/assets/Search.js'] },
    [TAG_PAGE_MODULE]: { styles: [], preloads: ['/assets/Tag.js'] },
  },
};
