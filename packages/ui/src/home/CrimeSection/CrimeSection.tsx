import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { NewsCard, type NewsCardStory } from '../../cards/NewsCard/NewsCard';
import { NewsCardSkeleton } from '../../cards/NewsCard/NewsCardSkeleton';
import { HOME_SECTIONS, READER_TEXTS } from '../../constants';
import { ColumnGrid, ColumnSpan } from '../../layout/ColumnGrid/ColumnGrid';
import { useUrls } from '../../link';
import { useMessages } from '../../locale';
import { HomeSection, type SectionData } from '../HomeSection/HomeSection';
import { itemRange } from '../ranges';

export interface CrimeSectionProps extends SectionData<NewsCardStory> {
  title?: string;
}

const { mainDescription, sideDescription, sideItems } = HOME_SECTIONS.crime;
/** Not set by the spec for this block; the same cut as the other 70-character sections. */
const TITLE_MAX = 70;
const TWELVE_FROM_MD = { base: 1, md: 12 };

/** Crime: one main item (description at 200) beside two side items (description at 150). */
export function CrimeSection({
  items,
  loading,
  error,
  onRetry,
  title: titleProp,
}: CrimeSectionProps) {
  const readerTexts = useMessages(READER_TEXTS);
  const title = titleProp ?? readerTexts.crime;
  const urls = useUrls();
  const main = items?.[0];
  const side = itemRange(items, 1, sideItems);
  const layout = (mainCard: ReactNode, sideCards: ReactNode) => (
    <ColumnGrid cols={TWELVE_FROM_MD} spacing="xl">
      <ColumnSpan md={7}>{mainCard}</ColumnSpan>
      <ColumnSpan md={5}>
        <Stack gap="xl">{sideCards}</Stack>
      </ColumnSpan>
    </ColumnGrid>
  );
  return (
    <HomeSection
      title={title}
      moreHref={urls.category('crime')}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={!main}
      skeleton={layout(
        <NewsCardSkeleton variant="featured" withText />,
        Array.from({ length: sideItems }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length placeholder list
          <NewsCardSkeleton key={index} variant="horizontal" withText />
        )),
      )}
    >
      {main &&
        layout(
          <NewsCard
            item={main}
            variant="featured"
            titleMax={TITLE_MAX}
            textMax={mainDescription}
          />,
          side.map((item) => (
            <NewsCard
              key={item.id}
              item={item}
              variant="horizontal"
              titleMax={TITLE_MAX}
              textMax={sideDescription}
            />
          )),
        )}
    </HomeSection>
  );
}
