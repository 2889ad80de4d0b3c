import { useSearch, useSiteSettings } from '@byline/api-client';
import { SEARCH_TEXTS, SearchResultsPage } from '@byline/ui';
import { useSearchParams } from 'react-router';
import { useRouteReads } from '../../app/routeReads';
import { PageMeta } from '../../pageMeta/PageMeta';
import { NotFoundRoute } from '../NotFoundRoute/NotFoundRoute';
import { searchReads } from './reads';
import { searchCategories } from './searchCategories';
import { readSearchQuery, searchPageUrl } from './searchQuery';

/** No search yet: the hook asks for nothing. */
const NO_SEARCH = { q: '' };

/**
 * /search?q=: site search (docs/product.md#site-search), rendered on the server. The form is a plain GET form and
 * Load more a link (`&cursor=`), so the page works without JavaScript; with it, Load more adds
 * the next page in place.
 */
export function SearchRoute() {
  const [searchParams] = useSearchParams();
  const query = readSearchQuery(searchParams);
  const categories = searchCategories(useSiteSettings().data);
  const search = useSearch(useRouteReads(searchReads)?.results ?? NO_SEARCH);
  // A cursor the server could never have issued: the not-found page, as the server answers.
  const forgedCursor =
    query.cursor !== null &&
    (search.error?.kind === 'invalid-request' || search.error?.status === 400);
  if (forgedCursor) return <NotFoundRoute />;
  const error = search.error?.message ?? null;
  return (
    <>
      {/* Result pages are endless and thin: crawlers follow them to articles, not index them. */}
      <PageMeta
        noindex
        title={query.q ? SEARCH_TEXTS.resultsFor(query.q) : SEARCH_TEXTS.pageTitle}
        description={SEARCH_TEXTS.noQuery}
        canonicalPath={searchPageUrl({ ...query, cursor: null })}
      />
      <SearchResultsPage
        query={query.q}
        filters={query}
        categories={categories}
        items={search.items}
        loading={!error && search.isLoading}
        loadingMore={search.isLoadingMore && !search.isLoading}
        error={error}
        onRetry={search.revalidate}
        hasMore={search.hasMore}
        onLoadMore={search.loadMore}
        loadMoreHref={
          search.nextCursor ? searchPageUrl({ ...query, cursor: search.nextCursor }) : undefined
        }
      />
    </>
  );
}
