import { CATEGORY_IDS } from '@byline/api-client';
import { HOME_SECTIONS } from '@byline/ui';

/** How many items each category section asks the server for (its largest index + 1). */
const FIRST_PAGE = {
  tourism: HOME_SECTIONS.tourism.items,
  business: HOME_SECTIONS.business.items,
  crime: 1 + HOME_SECTIONS.crime.sideItems,
  politics: HOME_SECTIONS.politics.to + 1,
  compact: HOME_SECTIONS.compact.to + 1,
} as const;

/**
 * The home page's category sections and the first page each reads. The page's hooks and its
 * server-side reads (prefetch.ts) both take them from here, so their SWR keys are the same.
 */
export const HOME_LISTS = {
  tourism: { categoryId: CATEGORY_IDS.tourism, pageSize: FIRST_PAGE.tourism },
  business: { categoryId: CATEGORY_IDS.business, pageSize: FIRST_PAGE.business },
  crime: { categoryId: CATEGORY_IDS.crime, pageSize: FIRST_PAGE.crime },
  politics: { categoryId: CATEGORY_IDS.politics, pageSize: FIRST_PAGE.politics },
  lifestyle: { categoryId: CATEGORY_IDS.lifestyle, pageSize: FIRST_PAGE.compact },
  technology: { categoryId: CATEGORY_IDS.technology, pageSize: FIRST_PAGE.compact },
  sports: { categoryId: CATEGORY_IDS.sports, pageSize: FIRST_PAGE.compact },
} as const;
