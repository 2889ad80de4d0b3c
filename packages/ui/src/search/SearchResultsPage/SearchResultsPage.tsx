import type { SearchResult, SiteCategory } from '@byline/api-client/contract';
import {
  Anchor,
  Box,
  Button,
  Group,
  List,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useId } from 'react';
import { SCREEN_TEXTS, SEARCH_TEXTS } from '../../constants';
import { ErrorNotice } from '../../feedback/ErrorNotice/ErrorNotice';
import { PageContainer } from '../../layout/PageContainer/PageContainer';
import { AppLink, useUrls } from '../../link/LinkProvider';
import { RelativeTime, useMessages } from '../../locale';
import { SearchField } from '../SearchField/SearchField';

export interface SearchFilters {
  /** 0 for every category. */
  categoryId: number;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
}

export interface SearchResultsPageProps {
  /** The trimmed search; '' shows only the form. */
  query: string;
  filters: SearchFilters;
  /** The categories to filter by and to suggest browsing, as the site's settings name them. */
  categories: readonly Pick<SiteCategory, 'id' | 'name' | 'slug'>[];
  items: readonly SearchResult[];
  loading?: boolean;
  loadingMore?: boolean;
  error?: string | null;
  onRetry?: () => void;
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The next page as a link, so Load more works without JavaScript. */
  loadMoreHref?: string;
}

/**
 * /search: a plain GET form (the search and its filters are the URL, so the page works without
 * JavaScript and renders on the server), the results with their matched words marked, Load more,
 * and an empty state that says what was searched and what to try.
 */
export function SearchResultsPage({
  query,
  filters,
  categories,
  items,
  loading = false,
  loadingMore = false,
  error = null,
  onRetry,
  hasMore = false,
  onLoadMore,
  loadMoreHref,
}: SearchResultsPageProps) {
  const screenTexts = useMessages(SCREEN_TEXTS);
  const searchTexts = useMessages(SEARCH_TEXTS);
  const urls = useUrls();
  const headingId = useId();
  const title = query ? searchTexts.resultsFor(query) : searchTexts.pageTitle;
  return (
    <PageContainer>
      <Stack gap="md" mb="lg">
        <Title order={1}>{title}</Title>
        <Box component="form" role="search" method="get" action={urls.search}>
          <Stack gap="sm">
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <SearchField defaultValue={query} style={{ flex: 1 }} maw={520} />
              <Button type="submit">{searchTexts.submit}</Button>
            </Group>
            <Group gap="sm" align="flex-end">
              <NativeSelect
                name="category_id"
                label={searchTexts.category}
                defaultValue={String(filters.categoryId || '')}
                data={[
                  { value: '', label: searchTexts.anyCategory },
                  ...categories.map((category) => ({
                    value: String(category.id),
                    label: category.name,
                  })),
                ]}
              />
              <TextInput
                type="date"
                name="from"
                label={searchTexts.from}
                defaultValue={filters.from}
              />
              <TextInput type="date" name="to" label={searchTexts.to} defaultValue={filters.to} />
              <Button type="submit" variant="default">
                {searchTexts.apply}
              </Button>
            </Group>
          </Stack>
        </Box>
      </Stack>
      <Box
        component="section"
        aria-labelledby={headingId}
        aria-busy={loading || undefined}
        maw={820}
      >
        <Title order={2} id={headingId} fz="h3" mb="md">
          {searchTexts.results}
        </Title>
        {error ? (
          <ErrorNotice message={error} onRetry={onRetry} />
        ) : loading ? (
          <Stack gap="lg" aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <Stack key={index} gap={6}>
                <Skeleton height={22} width="70%" />
                <Skeleton height={14} />
                <Skeleton height={14} width="85%" />
              </Stack>
            ))}
          </Stack>
        ) : items.length === 0 ? (
          <NoResults query={query} categories={categories} />
        ) : (
          <Stack component="ol" gap="lg" p={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <ResultItem key={item.id} item={item} />
            ))}
          </Stack>
        )}
        {hasMore &&
          !loading &&
          !error &&
          (loadMoreHref ? (
            <Button
              component="a"
              href={loadMoreHref}
              variant="outline"
              mt="xl"
              fullWidth
              loading={loadingMore}
              onClick={(event) => {
                // With JavaScript, the next page joins the list instead of replacing the page.
                if (!onLoadMore || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                onLoadMore();
              }}
            >
              {screenTexts.loadMore}
            </Button>
          ) : (
            <Button variant="outline" mt="xl" fullWidth loading={loadingMore} onClick={onLoadMore}>
              {screenTexts.loadMore}
            </Button>
          ))}
      </Box>
    </PageContainer>
  );
}

/** One result: its headline and snippet as the server marked them (only `<mark>` is markup). */
function ResultItem({ item }: { item: SearchResult }) {
  const urls = useUrls();
  return (
    <Box component="li">
      <Title order={3} fz="h4">
        <Anchor
          component={AppLink}
          href={urls.article(item.id)}
          // Safe: the API escapes every character but the `<mark>` it adds (contract/search.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by the API, see above
          dangerouslySetInnerHTML={{ __html: item.headline_html }}
        />
      </Title>
      <Text size="sm" c="dimmed">
        {item.category_name} · <RelativeTime date={item.pub_date ?? item.date} />
      </Text>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by the API but `<mark>` */}
      <Text mt={4} dangerouslySetInnerHTML={{ __html: item.snippet_html }} />
    </Box>
  );
}

function NoResults({ query, categories }: Pick<SearchResultsPageProps, 'query' | 'categories'>) {
  const searchTexts = useMessages(SEARCH_TEXTS);
  const urls = useUrls();
  if (!query) return <Text>{searchTexts.noQuery}</Text>;
  return (
    <Stack gap="sm">
      <Text fw={600}>{searchTexts.noResultsTitle(query)}</Text>
      <Text>{searchTexts.suggestionsIntro}</Text>
      <List>
        {searchTexts.suggestions.map((suggestion) => (
          <List.Item key={suggestion}>{suggestion}</List.Item>
        ))}
      </List>
      <Text>{searchTexts.browseCategories}</Text>
      <Group gap="sm">
        {categories.map((category) => (
          <Anchor key={category.id} component={AppLink} href={urls.category(category.slug)}>
            {category.name}
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}
