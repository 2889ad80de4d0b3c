import { findCategoryBySlug, useMostWatched, useNewsList } from '@byline/api-client';
import { CategoryPage, capitalise, PAGE_META } from '@byline/ui';
import { useState } from 'react';
import { useNavigationType, useParams } from 'react-router';
import { PageMeta } from '../../pageMeta/PageMeta';
import { useResourceSection } from '../../sectionData/sectionData';

/**
 * /news/:category: the category's news from the server, a page at a time (10, then 5 more per
 * LOAD MORE), searched on the server; Most Read beside it. The slug's id comes from the contract's
 * category list, so the news is asked for at once.
 */
export function CategoryRoute() {
  const { category = '' } = useParams();
  const [query, setQuery] = useState('');
  const categoryId = findCategoryBySlug(category)?.id ?? null;
  const list = useNewsList({ categoryId, q: query });
  const mostRead = useResourceSection(useMostWatched());
  // Back to a list the reader had paged through: SWR still holds its pages, so show them all.
  const returning = useNavigationType() === 'POP';

  // Section 8: an unknown category name has no match; the page says it has no articles.
  const unknownCategory = categoryId === null;
  const error = list.error?.message ?? null;

  return (
    <>
      <PageMeta
        title={capitalise(category)}
        description={PAGE_META.categoryDescription(category)}
      />
      <CategoryPage
        // A new category starts with a clean search box.
        key={category}
        category={category}
        items={unknownCategory ? [] : list.items}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        onSearch={setQuery}
        initialVisibleCount={returning ? list.items.length : undefined}
        loading={!unknownCategory && !error && list.isLoading}
        loadingMore={list.isLoadingMore && !list.isLoading}
        error={unknownCategory ? null : error}
        onRetry={list.revalidate}
        mostRead={mostRead}
      />
    </>
  );
}
