import type { PagePrefetch } from '../../ssr/prefetch';
import { HOME_LISTS } from './homeLists';

/** Every home section's first page, Latest news and Most Read, as HomeRoute reads them. */
export const prefetchHome: PagePrefetch = async ({ reads }) => {
  await Promise.all([
    reads.mostRecent(),
    reads.mostWatched(),
    ...Object.values(HOME_LISTS).map((list) => reads.newsList(list)),
  ]);
  return 'found';
};
