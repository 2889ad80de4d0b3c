import { SERVER_RENDERED_ROUTES } from '../app/router';
import { prefetchArticle } from '../routes/ArticleRoute/prefetch';
import { prefetchAuthorProfile } from '../routes/AuthorProfileRoute/prefetch';
import { prefetchCategory } from '../routes/CategoryRoute/prefetch';
import { prefetchHome } from '../routes/HomeRoute/prefetch';
import { prefetchNotFound } from '../routes/NotFoundRoute/prefetch';
import { prefetchSearch } from '../routes/SearchRoute/prefetch';
import type { PagePrefetch } from './prefetch';

type ServerRenderedRoute = (typeof SERVER_RENDERED_ROUTES)[keyof typeof SERVER_RENDERED_ROUTES];

/**
 * Each server-rendered page's reads, by its route's id: the server makes them before it renders
 * the page. They live here, not on the routes, so the browser never downloads them.
 */
export const PAGE_PREFETCH: Record<ServerRenderedRoute, PagePrefetch> = {
  [SERVER_RENDERED_ROUTES.home]: prefetchHome,
  [SERVER_RENDERED_ROUTES.category]: prefetchCategory,
  [SERVER_RENDERED_ROUTES.search]: prefetchSearch,
  [SERVER_RENDERED_ROUTES.article]: prefetchArticle,
  [SERVER_RENDERED_ROUTES.author]: prefetchAuthorProfile,
  [SERVER_RENDERED_ROUTES.notFound]: prefetchNotFound,
};
