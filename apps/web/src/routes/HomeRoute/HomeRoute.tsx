import { type NewsListState, useMostRecent, useMostWatched, useNewsList } from '@byline/api-client';
import { HOME_SECTIONS, HomePage } from '@byline/ui';
import { fromNewsList, fromResource } from '../../app/sectionData';
import { useCategoryIds } from '../../app/useCategoryId';
import { usePageMeta } from '../../app/usePageMeta';

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
  const { idOf, error: categoriesError, retry: retryCategories } = useCategoryIds();
  const latest = useMostRecent();
  const mostWatched = useMostWatched();
  const tourism = useNewsList({ categoryId: idOf('tourism'), pageSize: FIRST_PAGE.tourism });
  const business = useNewsList({ categoryId: idOf('business'), pageSize: FIRST_PAGE.business });
  const crime = useNewsList({ categoryId: idOf('crime'), pageSize: FIRST_PAGE.crime });
  const politics = useNewsList({ categoryId: idOf('politics'), pageSize: FIRST_PAGE.politics });
  const lifestyle = useNewsList({ categoryId: idOf('lifestyle'), pageSize: FIRST_PAGE.compact });
  const technology = useNewsList({ categoryId: idOf('technology'), pageSize: FIRST_PAGE.compact });
  const sports = useNewsList({ categoryId: idOf('sports'), pageSize: FIRST_PAGE.compact });

  // A category section waits for the category list (its id) and fails with it: never a flash of
  // "No news in this section yet." while the categories load, nor that text when they failed.
  const categorySection = (slug: string, list: NewsListState) => {
    if (categoriesError) {
      return {
        items: [],
        loading: false,
        error: categoriesError.message,
        onRetry: retryCategories,
      };
    }
    if (idOf(slug) === undefined) return { items: [], loading: true };
    return fromNewsList(list);
  };

  return (
    <HomePage
      latest={fromResource(latest)}
      mostWatched={fromResource(mostWatched)}
      tourism={categorySection('tourism', tourism)}
      business={categorySection('business', business)}
      crime={categorySection('crime', crime)}
      politics={categorySection('politics', politics)}
      lifestyle={categorySection('lifestyle', lifestyle)}
      technology={categorySection('technology', technology)}
      sports={categorySection('sports', sports)}
    />
  );
}
