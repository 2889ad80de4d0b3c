import { Title, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import type { NewsCardRecent, NewsCardStory } from '../../cards/NewsCard/NewsCard';
import { PhoneRowsContext } from '../../cards/NewsCard/phoneRows';
import { READER_TEXTS } from '../../constants';
import { ColumnGrid } from '../../layout/ColumnGrid/ColumnGrid';
import { PageContainer } from '../../layout/PageContainer/PageContainer';
import { useMessages } from '../../locale';
import {
  BusinessSection,
  PoliticsSection,
  RecommendedSection,
  TourismSection,
} from '../CardRowSection/CardRowSection';
import {
  LifestyleSection,
  SportsSection,
  TechnologySection,
} from '../CompactCategorySection/CompactCategorySection';
import { CrimeSection } from '../CrimeSection/CrimeSection';
import type { SectionData } from '../HomeSection/HomeSection';
import { LatestNewsSection } from '../LatestNewsSection/LatestNewsSection';
import { MostReadSection } from '../MostReadSection/MostReadSection';
import classes from './HomePage.module.css';

/*
 * Each section depends on its own data only. Nine reads answer one by one as the page loads;
 * memoised, a response re-renders its section instead of the whole page (main-thread time on a
 * phone). It pays off when the host keeps each section's items and onRetry stable.
 */
const Sections = {
  Latest: memo(LatestNewsSection),
  MostRead: memo(MostReadSection),
  Tourism: memo(TourismSection),
  Recommended: memo(RecommendedSection),
  Crime: memo(CrimeSection),
  Politics: memo(PoliticsSection),
  Business: memo(BusinessSection),
  Lifestyle: memo(LifestyleSection),
  Technology: memo(TechnologySection),
  Sports: memo(SportsSection),
};

export interface HomePageProps {
  /** The most-recent list. */
  latest?: SectionData<NewsCardRecent>;
  /** The most-watched list: Most Read shows items 0 to 6, Recommended For You items 7 to 10. */
  mostWatched?: SectionData<NewsCardStory>;
  tourism?: SectionData<NewsCardStory>;
  business?: SectionData<NewsCardStory>;
  crime?: SectionData<NewsCardStory>;
  politics?: SectionData<NewsCardStory>;
  lifestyle?: SectionData<NewsCardStory>;
  technology?: SectionData<NewsCardStory>;
  sports?: SectionData<NewsCardStory>;
}

/**
 * The home page's content (docs/product.md#home): each section gets its own data and shows its own
 * loading, empty or error state, so one slow or failed call never blanks the page. On a phone
 * (below `sm`) the lead story keeps its picture and the rest are compact rows. The host
 * wraps it in `PageShell` and passes the shared `ExtraBlock` as the shell's `extra`, as on the
 * category and article pages.
 */
export function HomePage({
  latest = {},
  mostWatched = {},
  tourism = {},
  business = {},
  crime = {},
  politics = {},
  lifestyle = {},
  technology = {},
  sports = {},
}: HomePageProps) {
  const readerTexts = useMessages(READER_TEXTS);
  return (
    // Below `sm` every card but the lead story is a compact row (NewsCard.module.css): the same
    // HTML at every width, so a server-rendered page never shifts.
    <PageContainer className={classes.home} data-phone-rows>
      <PhoneRowsContext value>
        {/* A heading may not sit in a span (VisuallyHidden's own element). */}
        <VisuallyHidden component="div">
          <Title order={1}>{readerTexts.homeHeading}</Title>
        </VisuallyHidden>
        <Sections.Latest {...latest} />
        <Sections.MostRead {...mostWatched} />
        <Sections.Tourism {...tourism} />
        <Sections.Recommended {...mostWatched} />
        <Sections.Crime {...crime} />
        <Sections.Politics {...politics} />
        <Sections.Business {...business} />
        <ColumnGrid cols={{ base: 1, md: 3 }} spacing="xl">
          <Sections.Lifestyle {...lifestyle} />
          <Sections.Technology {...technology} />
          <Sections.Sports {...sports} />
        </ColumnGrid>
      </PhoneRowsContext>
    </PageContainer>
  );
}
