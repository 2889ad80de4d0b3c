import { Box, Button, Skeleton, Stack, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, type MouseEvent, type ReactNode, useId, useState } from 'react';
import { NewsCard, type NewsCardStory } from '../../cards/NewsCard/NewsCard';
import { NewsCardSkeleton } from '../../cards/NewsCard/NewsCardSkeleton';
import {
  CATEGORY_LIST,
  CATEGORY_SIDEBAR,
  PAGING,
  READER_TEXTS,
  SCREEN_TEXTS,
} from '../../constants';
import { EmptyNotice } from '../../feedback/EmptyNotice/EmptyNotice';
import { ErrorNotice } from '../../feedback/ErrorNotice/ErrorNotice';
import { capitalise } from '../../format';
import type { SectionData } from '../../home/HomeSection/HomeSection';
import { itemRange } from '../../home/ranges';
import { ColumnGrid, ColumnSpan } from '../../layout/ColumnGrid/ColumnGrid';
import { PageContainer } from '../../layout/PageContainer/PageContainer';
import { useMessages } from '../../locale';

export interface CategoryPageProps {
  /** The route's category (e.g. `world`); the title is its capitalised form. */
  category: string;
  /** The heading instead of the category's capitalised name (a tag page's `#Climate Change`). */
  title?: string;
  /** Without the search box (a tag page lists its tag's articles only). Default true. */
  searchable?: boolean;
  /** Every item loaded so far for the current search, in order. */
  items: readonly NewsCardStory[];
  /** More items exist beyond `items` (the host fetches them on `onLoadMore`). */
  hasMore?: boolean;
  /** Asked when the reader wants more than `items` holds. */
  onLoadMore?: () => void;
  /** URL of the next page: LOAD MORE becomes a link that works without JavaScript. */
  loadMoreHref?: string;
  /** The search text changed (debounced; at once on Enter). The host filters and starts over. */
  onSearch?: (query: string) => void;
  /** The search the page opens with (a host reading it from its URL). */
  initialQuery?: string;
  /** Search field `name`, so the search box also works as a plain form. */
  searchFieldName?: string;
  /** The first page is loading. */
  loading?: boolean;
  /** A further page is loading. */
  loadingMore?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The Most Read sidebar. */
  mostRead?: SectionData<NewsCardStory>;
  /** Wait after typing before `onSearch` (ms). */
  searchDelayMs?: number;
  /** Items shown at first (at least 10), to restore the place on Back. */
  initialVisibleCount?: number;
}

const { categoryInitial, categoryStep } = PAGING;

/**
 * A category's news (docs/product.md#category-page): capitalised title, search box, a list that shows
 * 10 items and 5 more per LOAD MORE (a new search starts again at 10), and the Most Read
 * sidebar. It only counts what is visible; fetching pages is the host's job.
 */
export function CategoryPage({
  category,
  title: givenTitle,
  searchable = true,
  items,
  hasMore = false,
  onLoadMore,
  loadMoreHref,
  onSearch,
  initialQuery = '',
  searchFieldName,
  loading = false,
  loadingMore = false,
  error,
  onRetry,
  mostRead = {},
  searchDelayMs = 300,
  initialVisibleCount = categoryInitial,
}: CategoryPageProps) {
  const readerTexts = useMessages(READER_TEXTS);
  const screenTexts = useMessages(SCREEN_TEXTS);
  const title = givenTitle ?? capitalise(category);
  const listHeadingId = useId();
  const sidebarHeadingId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [visibleCount, setVisibleCount] = useState(() =>
    Math.max(categoryInitial, initialVisibleCount),
  );
  // A different category is a fresh list (hosts may keep the component mounted across routes).
  const [shownCategory, setShownCategory] = useState(category);
  if (shownCategory !== category) {
    setShownCategory(category);
    setVisibleCount(categoryInitial);
    setQuery('');
  }

  const search = useDebouncedCallback((text: string) => onSearch?.(text.trim()), searchDelayMs);

  const changeQuery = (text: string) => {
    setQuery(text);
    setVisibleCount(categoryInitial);
    search(text);
  };

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search.flush();
  };

  const loadMore = (event: MouseEvent<HTMLElement>) => {
    // A new tab or window (modifier keys, middle button) follows the link as it is.
    if (loadMoreHref && (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)) {
      return;
    }
    event.preventDefault();
    const next = visibleCount + categoryStep;
    setVisibleCount(next);
    // Ask the host only when what it has loaded runs short of the new count.
    if (items.length < next && hasMore) onLoadMore?.();
  };

  const visible = items.slice(0, visibleCount);
  // While a page is on its way, placeholders hold the places it will fill.
  const pending = loadingMore
    ? Math.max(0, Math.min(visibleCount, items.length + categoryStep) - items.length)
    : 0;
  const canLoadMore = !loading && !error && (items.length > visibleCount || hasMore);

  let list: ReactNode;
  if (loading) {
    list = (
      <Stack gap="xl">
        <VisuallyHidden>{readerTexts.loadingCategory(title)}</VisuallyHidden>
        {Array.from({ length: categoryInitial }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length placeholder list
          <NewsCardSkeleton key={index} variant="horizontal" withText />
        ))}
      </Stack>
    );
  } else if (error && items.length === 0) {
    list = <ErrorNotice message={error} onRetry={onRetry} />;
  } else if (items.length === 0) {
    list = <EmptyNotice message={screenTexts.categoryEmpty} />;
  } else {
    list = (
      <Stack gap="xl">
        {visible.map((item, index) => (
          <NewsCard
            key={item.id}
            item={item}
            variant="horizontal"
            titleMax={CATEGORY_LIST.title}
            textMax={CATEGORY_LIST.text}
            // The first two are on screen when the page opens.
            priority={index < 2}
          />
        ))}
        {Array.from({ length: pending }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length placeholder list
          <NewsCardSkeleton key={`pending-${index}`} variant="horizontal" withText />
        ))}
        {/* A further page failed: what the reader has read stays, the failure sits below it. */}
        {error && <ErrorNotice message={error} onRetry={onRetry} />}
      </Stack>
    );
  }

  const loadMoreButton = {
    variant: 'outline',
    mt: 'xl',
    fullWidth: true,
    loading: loadingMore,
    onClick: loadMore,
    children: screenTexts.loadMore,
  } as const;

  const sidebarItems = itemRange(mostRead.items, 0, CATEGORY_SIDEBAR.mostReadItems - 1);

  return (
    <PageContainer>
      <Stack gap="md" mb="lg">
        <Title order={1}>{title}</Title>
        {searchable && (
          <Box component="form" role="search" onSubmit={submitSearch} maw={520}>
            <TextInput
              type="search"
              name={searchFieldName}
              aria-label={readerTexts.searchCategory(title)}
              placeholder={readerTexts.searchCategory(title)}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={query}
              onChange={(event) => changeQuery(event.currentTarget.value)}
            />
          </Box>
        )}
      </Stack>
      <ColumnGrid cols={{ base: 1, md: 12 }} spacing="xl">
        <ColumnSpan md={8}>
          <Box
            component="section"
            aria-labelledby={listHeadingId}
            aria-busy={loading || loadingMore || undefined}
          >
            <VisuallyHidden component="div">
              <Title order={2} id={listHeadingId}>
                {readerTexts.articles}
              </Title>
            </VisuallyHidden>
            {list}
            {/* Screen readers hear how many stories show after each load or search. */}
            <VisuallyHidden role="status">
              {!loading && !error && items.length > 0 ? `Showing ${visible.length} articles` : ''}
            </VisuallyHidden>
            {/* While the first page loads, a placeholder holds the button's place. */}
            {loading && <Skeleton height={36} mt="xl" aria-hidden="true" />}
            {canLoadMore &&
              (loadMoreHref ? (
                // A plain anchor, not the host's link: the host's would navigate in the app.
                <Button component="a" href={loadMoreHref} {...loadMoreButton} />
              ) : (
                <Button {...loadMoreButton} />
              ))}
          </Box>
        </ColumnSpan>
        <ColumnSpan md={4}>
          <Box component="aside" aria-labelledby={sidebarHeadingId}>
            <Title order={2} id={sidebarHeadingId} fz="h3" mb="md">
              {readerTexts.mostRead}
            </Title>
            {mostRead.loading ? (
              <Stack gap="md">
                {Array.from({ length: CATEGORY_SIDEBAR.mostReadItems }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length placeholder list
                  <NewsCardSkeleton key={index} variant="compact" />
                ))}
              </Stack>
            ) : mostRead.error ? (
              <ErrorNotice message={mostRead.error} onRetry={mostRead.onRetry} />
            ) : sidebarItems.length === 0 ? (
              <EmptyNotice message={readerTexts.sectionEmpty} />
            ) : (
              <Stack gap="md">
                {sidebarItems.map((item) => (
                  <NewsCard
                    key={item.id}
                    item={item}
                    variant="compact"
                    titleMax={CATEGORY_SIDEBAR.title}
                  />
                ))}
              </Stack>
            )}
          </Box>
        </ColumnSpan>
      </ColumnGrid>
    </PageContainer>
  );
}
