import { useMostRecent, useMostWatched, useNewsList } from '@byline/api-client';
import { HomePage } from '@byline/ui';
import { newsListSection, useResourceSection } from '../../sectionData/sectionData';
import { HomeMeta } from './HomeMeta';
import { HOME_LISTS } from './homeLists';

/** `/`: every home section from the server, each with its own loading, empty and error state. */
export function HomeRoute() {
  const latest = useResourceSection(useMostRecent());
  const mostWatched = useResourceSection(useMostWatched());
  const tourism = useNewsList(HOME_LISTS.tourism);
  const business = useNewsList(HOME_LISTS.business);
  const crime = useNewsList(HOME_LISTS.crime);
  const politics = useNewsList(HOME_LISTS.politics);
  const lifestyle = useNewsList(HOME_LISTS.lifestyle);
  const technology = useNewsList(HOME_LISTS.technology);
  const sports = useNewsList(HOME_LISTS.sports);

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
