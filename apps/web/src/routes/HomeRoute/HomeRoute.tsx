import { CATEGORY_IDS, useMostRecent, useMostWatched, useNewsList } from '@byline/api-client';
import { HOME_SECTIONS, HomePage, PAGE_META } from '@byline/ui';
import { feedLinks } from '../../pageMeta/feedLinks';
import { PageMeta } from '../../pageMeta/PageMeta';
import { newsListSection, useResourceSection } from '../../sectionData/sectionData';

/** How many items each category section asks the server for (its largest index + 1). */
const FIRST_PAGE = {
  tourism: HOME_SECTIONS.tourism.items,
  business: HOME_SECTIONS.business.items,
  crime: 1 + HOME_SECTIONS.crime.sideItems,
  politics: HOME_SECTIONS.politics.to + 1,
  compact: HOME_SECTIONS.compact.to + 1,
} as const;

/** `/`: every home section from the server, each with its own loading, empty and error state. */
export function HomeRoute() {
  const latest = useResourceSection(useMostRecent());
  const mostWatched = useResourceSection(useMostWatched());
  const tourism = useNewsList({ categoryId: CATEGORY_IDS.tourism, pageSize: FIRST_PAGE.tourism });
  const business = useNewsList({
    categoryId: CATEGORY_IDS.business,
    pageSize: FIRST_PAGE.business,
  });
  const crime = useNewsList({ categoryId: CATEGORY_IDS.crime, pageSize: FIRST_PAGE.crime });
  const politics = useNewsList({
    categoryId: CATEGORY_IDS.politics,
    pageSize: FIRST_PAGE.politics,
  });
  const lifestyle = useNewsList({
    categoryId: CATEGORY_IDS.lifestyle,
    pageSize: FIRST_PAGE.compact,
  });
  const technology = useNewsList({
    categoryId: CATEGORY_IDS.technology,
    pageSize: FIRST_PAGE.compact,
  });
  const sports = useNewsList({ categoryId: CATEGORY_IDS.sports, pageSize: FIRST_PAGE.compact });

  return (
    <>
      <PageMeta title={null} description={PAGE_META.homeDescription} feed={feedLinks.site} />
      <HomePage
        latest={latest}
        mostWatched={mostWatched}
        tourism={newsListSection(tourism)}
        business={newsListSection(business)}
        crime={newsListSection(crime)}
        politics={newsListSection(politics)}
        lifestyle={newsListSection(lifestyle)}
        technology={newsListSection(technology)}
        sports={newsListSection(sports)}
      />
    </>
  );
}
