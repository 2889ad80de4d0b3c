import { useMostRecent, useMostWatched, useNewsList } from '@byline/api-client';
import { HomePage, PAGE_META } from '@byline/ui';
import { feedLinks } from '../../pageMeta/feedLinks';
import { PageMeta } from '../../pageMeta/PageMeta';
import { newsListSection, useResourceSection } from '../../sectionData/sectionData';
import { homeReads } from './reads';

/** `/`: every home section from the server, each with its own loading, empty and error state. */
export function HomeRoute() {
  // The same every time: no need to read the URL.
  const reads = homeReads();
  const latest = useResourceSection(useMostRecent());
  const mostWatched = useResourceSection(useMostWatched());
  const tourism = useNewsList(reads.tourism);
  const business = useNewsList(reads.business);
  const crime = useNewsList(reads.crime);
  const politics = useNewsList(reads.politics);
  const lifestyle = useNewsList(reads.lifestyle);
  const technology = useNewsList(reads.technology);
  const sports = useNewsList(reads.sports);

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
