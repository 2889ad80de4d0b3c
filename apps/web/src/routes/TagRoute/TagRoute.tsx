import { type TagNewsRead, tagName, useMostWatched, useTagNews } from '@byline/api-client';
import { NotFoundPage, PAGE_META, TAG_PAGE_TEXTS, TagPage, useMessages } from '@byline/ui';
import { useNavigationType } from 'react-router';
import { useRouteReads } from '../../app/routeReads';
import { PageMeta } from '../../pageMeta/PageMeta';
import { useResourceSection } from '../../sectionData/sectionData';
import { NotFoundRoute } from '../NotFoundRoute/NotFoundRoute';
import { tagReads } from './reads';
import { TagMeta } from './TagMeta';
import { tagPageUrl } from './tagPaging';

/**
 * /tag/:tag: the live articles carrying a keyword, a page at a time like a category's (10, then
 * 5 more per LOAD MORE, a link without JavaScript), with Most Read beside them. A tag no live
 * article carries is an honest 404 that says so.
 */
export function TagRoute() {
  const reads = useRouteReads(tagReads);
  if (!reads) return <NotFoundRoute />;
  return <TagListing key={reads.list.tag} first={reads.list} />;
}

function TagListing({ first }: { first: TagNewsRead }) {
  const texts = useMessages(TAG_PAGE_TEXTS);
  const list = useTagNews(first);
  const mostRead = useResourceSection(useMostWatched());
  const returning = useNavigationType() === 'POP';

  if (list.error?.status === 404) {
    return (
      <>
        <PageMeta
          noindex
          canonicalPath={null}
          title={texts.notFoundTitle}
          description={PAGE_META.notFoundDescription}
        />
        <NotFoundPage title={texts.notFoundTitle} message={texts.notFoundText} />
      </>
    );
  }
  // A paged link whose cursor could never have been issued: not found, as the server answers.
  const forgedCursor =
    Boolean(first.startCursor) &&
    (list.error?.kind === 'invalid-request' || list.error?.status === 400);
  if (forgedCursor) return <NotFoundRoute />;

  const error = list.error?.message ?? null;
  const name = tagName(first.tag, list.items);
  return (
    <>
      <TagMeta
        slug={first.tag}
        name={name}
        canonicalPath={tagPageUrl(first.tag, first.startCursor)}
        items={list.items}
      />
      <TagPage
        name={name}
        items={list.items}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        loadMoreHref={list.nextCursor ? tagPageUrl(first.tag, list.nextCursor) : undefined}
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
