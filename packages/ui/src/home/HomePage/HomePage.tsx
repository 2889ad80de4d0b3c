import type { MostRecentItem, NewsItem } from '@byline/api-client/contract';
import { Container, SimpleGrid, Title, VisuallyHidden } from '@mantine/core';
import { READER_TEXTS } from '../../constants';
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

export interface HomePageProps {
  /** The most-recent list. */
  latest?: SectionData<MostRecentItem>;
  /** The most-watched list: Most Read shows items 0 to 6, Recommended For You items 7 to 10. */
  mostWatched?: SectionData<NewsItem>;
  tourism?: SectionData<NewsItem>;
  business?: SectionData<NewsItem>;
  crime?: SectionData<NewsItem>;
  politics?: SectionData<NewsItem>;
  lifestyle?: SectionData<NewsItem>;
  technology?: SectionData<NewsItem>;
  sports?: SectionData<NewsItem>;
}

/**
 * The home page's content (spec section 2): each section gets its own data and shows its own
 * loading, empty or error state, so one slow or failed call never blanks the page. The host
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
  return (
    <Container size="xl" py="md">
      <VisuallyHidden>
        <Title order={1}>{READER_TEXTS.homeHeading}</Title>
      </VisuallyHidden>
      <LatestNewsSection {...latest} />
      <MostReadSection {...mostWatched} />
      <TourismSection {...tourism} />
      <RecommendedSection {...mostWatched} />
      <CrimeSection {...crime} />
      <PoliticsSection {...politics} />
      <BusinessSection {...business} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
        <LifestyleSection {...lifestyle} />
        <TechnologySection {...technology} />
        <SportsSection {...sports} />
      </SimpleGrid>
    </Container>
  );
}
