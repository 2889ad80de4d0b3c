import {
  type NewsListRead,
  useMostWatched,
  useNewsList,
  useSiteSettings,
} from '@byline/api-client';
import { CategoryPage } from '@byline/ui';
import { useState } from 'react';
import { useNavigationType, useParams, useSearchParams } from 'react-router';
import { useRouteReads } from '../../app/routeReads';
import { findSiteCategory } from '../../app/siteCategories';
import { useResourceSection } from '../../sectionData/sectionData';
import { NotFoundRoute } from '../NotFoundRoute/NotFoundRoute';
import { CategoryMeta } from './CategoryMeta';
import { CATEGORY_PARAMS, categoryPageUrl, readCategoryQuery } from './categoryPaging';
import { categoryReads } from './reads';

/**
 * /news/:category: the category's news from the server, a page at a time (10, then 5 more per
 * LOAD MORE), searched on the server; Most Read beside it. The slug's id comes from the contract's
 * category list, so the news is asked for at once. The URL may carry a search (`?q=`) and where
 * the list starts (`?before=<cursor>`): LOAD MORE and the search box are a link and a form too,
 * so both work without JavaScript, and crawlers follow LOAD MORE.
 */
export function CategoryRoute() {
  const reads = useRouteReads(categoryReads);
  // No such category: an honest 404 rather than an empty list, reading nothing
  // (docs/product.md#category-page).
  if (!reads) return <NotFoundRoute />;
  return <CategoryListing firstList={reads.list} />;
}

function CategoryListing({ firstList }: { firstList: NewsListRead }) {
  const { category = '' } = useParams();
  const [searchParams] = useSearchParams();
  const opened = readCategoryQuery(searchParams);
  // The search typed on this category's page; another category starts from its URL's.
  const [typed, setTyped] = useState({ category, q: opened.q });
  const query = typed.category === category ? typed.q : opened.q;
  const definition = findSiteCategory(category);
  // Its name as the site's settings have it now (an administrator may rename it).
  const name = useSiteSettings().data?.categories.find(
    (candidate) => candidate.slug === category,
  )?.name;
  const list = useNewsList({ ...firstList, q: query });
  const mostRead = useResourceSection(useMostWatched());
  // Back to a list the reader had paged through: SWR still holds its pages, so show them all.
  const returning = useNavigationType() === 'POP';

  // A paged link whose cursor could never have been issued: the not-found page, as the server
  // answers.
  const forgedCursor =
    opened.before !== null &&
    (list.error?.kind === 'invalid-request' || list.error?.status === 400);
  if (forgedCursor) return <NotFoundRoute />;
  const error = list.error?.message ?? null;

  return (
    <>
      <CategoryMeta
        category={category}
        definition={definition}
        name={name}
        canonicalPath={categoryPageUrl(category, { before: opened.before })}
        items={list.items}
      />
      <CategoryPage
        // A new category starts with a clean search box.
        key={category}
        category={category}
        title={name}
        items={list.items}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        loadMoreHref={
          list.nextCursor
            ? categoryPageUrl(category, { q: query, before: list.nextCursor })
            : undefined
        }
        onSearch={(q) => setTyped({ category, q })}
        initialQuery={opened.q}
        searchFieldName={CATEGORY_PARAMS.search}
        initialVisibleCount={returning ? list.items.length : undefined}
        loading={!error && list.isLoading}
        loadingMore={list.isLoadingMore && !list.isLoading}
        error={error}
        onRetry={list.revalidate}
        mostRead={mostRead}
      />
    </>
  );
}
