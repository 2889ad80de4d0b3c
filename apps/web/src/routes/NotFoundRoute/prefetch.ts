import type { PagePrefetch } from '../../ssr/prefetch';

/** Every path without a page answers 404 (with the not-found page). */
export const prefetchNotFound: PagePrefetch = async () => 'not-found';
