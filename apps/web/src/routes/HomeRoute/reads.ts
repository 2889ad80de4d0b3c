import { CATEGORY_IDS, pageRead } from '@byline/api-client';
import { HOME_SECTIONS } from '@byline/ui';

/** How many items each category section asks the server for (its largest index + 1). */
const FIRST_PAGE = {
  tourism: HOME_SECTIONS.tourism.items,
  business: HOME_SECTIONS.business.items,
  crime: 1 + HOME_SECTIONS.crime.sideItems,
  politics: HOME_SECTIONS.politics.to + 1,
  compact: HOME_SECTIONS.compact.to + 1,
} as const;

const HOME_READS = {
  latest: pageRead.mostRecent(),
  mostWatched: pageRead.mostWatched(),
  tourism: pageRead.newsList({ categoryId: CATEGORY_IDS.tourism, pageSize: FIRST_PAGE.tourism }),
  business: pageRead.newsList({ categoryId: CATEGORY_IDS.business, pageSize: FIRST_PAGE.business }),
  crime: pageRead.newsList({ categoryId: CATEGORY_IDS.crime, pageSize: FIRST_PAGE.crime }),
  politics: pageRead.newsList({ categoryId: CATEGORY_IDS.politics, pageSize: FIRST_PAGE.politics }),
  lifestyle: pageRead.newsList({
    categoryId: CATEGORY_IDS.lifestyle,
    pageSize: FIRST_PAGE.compact,
  }),
  technology: pageRead.newsList({
    categoryId: CATEGORY_IDS.technology,
    pageSize: FIRST_PAGE.compact,
  }),
  sports: pageRead.newsList({ categoryId: CATEGORY_IDS.sports, pageSize: FIRST_PAGE.compact }),
};

/** `/`: Latest news, Most Read and every category section's first page, whatever the URL says. */
export const homeReads = (): typeof HOME_READS => HOME_READS;
