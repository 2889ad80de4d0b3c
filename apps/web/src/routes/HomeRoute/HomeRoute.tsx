import { useMostRecent, useMostWatched, useNewsList } from '@byline/api-client';
import { HomePage } from '@byline/ui';
import { newsListSection, useResourceSection } from '../../sectionData/sectionData';
import { HomeMeta } from './HomeMeta';
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
      <HomeMeta />
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
