import { useMostRecent, useMostWatched, useNewsList } from '@byline/api-client';
import { HOME_SECTIONS, HomePage } from '@byline/ui';
import { useCategoryIds } from '../../categories/useCategoryIds';
import { usePageMeta } from '../../pageMeta/usePageMeta';
import { categorySection, useResourceSection } from '../../sectionData/sectionData';

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
  usePageMeta(
    null,
    'Latest news, most read stories and reporting by category from Byline authors.',
  );
  const categories = useCategoryIds();
  const { idOf } = categories;
  const latest = useResourceSection(useMostRecent());
  const mostWatched = useResourceSection(useMostWatched());
  const tourism = useNewsList({ categoryId: idOf('tourism'), pageSize: FIRST_PAGE.tourism });
  const business = useNewsList({ categoryId: idOf('business'), pageSize: FIRST_PAGE.business });
  const crime = useNewsList({ categoryId: idOf('crime'), pageSize: FIRST_PAGE.crime });
  const politics = useNewsList({ categoryId: idOf('politics'), pageSize: FIRST_PAGE.politics });
  const lifestyle = useNewsList({ categoryId: idOf('lifestyle'), pageSize: FIRST_PAGE.compact });
  const technology = useNewsList({ categoryId: idOf('technology'), pageSize: FIRST_PAGE.compact });
  const sports = useNewsList({ categoryId: idOf('sports'), pageSize: FIRST_PAGE.compact });

  const section = (slug: string, list: typeof tourism) =>
    categorySection(idOf(slug), categories, list);

  return (
    <HomePage
      latest={latest}
      mostWatched={mostWatched}
      tourism={section('tourism', tourism)}
      business={section('business', business)}
      crime={section('crime', crime)}
      politics={section('politics', politics)}
      lifestyle={section('lifestyle', lifestyle)}
      technology={section('technology', technology)}
      sports={section('sports', sports)}
    />
  );
}
