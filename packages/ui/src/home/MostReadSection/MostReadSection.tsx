import { Box, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { NewsCard, type NewsCardStory } from '../../cards/NewsCard/NewsCard';
import { NewsCardSkeleton } from '../../cards/NewsCard/NewsCardSkeleton';
import { HOME_SECTIONS, READER_TEXTS } from '../../constants';
import { useUrls } from '../../link';
import { useMessages } from '../../locale';
import { HomeSection, type SectionData } from '../HomeSection/HomeSection';
import { NewsGrid, NewsGridSkeleton } from '../NewsGrid/NewsGrid';
import { itemRange } from '../ranges';

export interface MostReadSectionProps extends SectionData<NewsCardStory> {
  title?: string;
}

const COLS = { base: 1, sm: 2, md: 3 };
const { title: TITLE_MAX, description, featuredBody, gridFrom, gridTo } = HOME_SECTIONS.mostRead;
const GRID_COUNT = gridTo - gridFrom + 1;

/**
 * Most Read (the most-watched list): item 0 featured with a 400-character body, items 1 to 6 in
 * a six-card grid, and a search box that opens the site search.
 */
export function MostReadSection({
  items,
  loading,
  error,
  onRetry,
  title: titleProp,
}: MostReadSectionProps) {
  const readerTexts = useMessages(READER_TEXTS);
  const title = titleProp ?? readerTexts.mostRead;
  const urls = useUrls();
  const featured = items?.[0];
  const grid = itemRange(items, gridFrom, gridTo);
  return (
    <HomeSection
      title={title}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={!featured}
      headerAside={
        // A plain GET form: the search page renders on the server, with or without JavaScript.
        <Box component="form" role="search" method="get" action={urls.search}>
          <TextInput
            type="search"
            name="q"
            size="xs"
            aria-label={readerTexts.searchNews}
            placeholder={readerTexts.searchNews}
            leftSection={<IconSearch size={14} aria-hidden="true" />}
            w={{ base: 150, sm: 220 }}
          />
        </Box>
      }
      skeleton={
        <Stack gap="xl">
          <NewsCardSkeleton variant="featured" split withText />
          <NewsGridSkeleton count={GRID_COUNT} cols={COLS} withText />
        </Stack>
      }
    >
      <Stack gap="xl">
        {featured && (
          <NewsCard
            item={featured}
            variant="featured"
            split
            titleMax={TITLE_MAX}
            textMax={featuredBody}
          />
        )}
        {grid.length > 0 && (
          <NewsGrid items={grid} cols={COLS} titleMax={TITLE_MAX} textMax={description} />
        )}
      </Stack>
    </HomeSection>
  );
}
