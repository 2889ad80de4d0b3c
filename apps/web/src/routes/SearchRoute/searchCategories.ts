import { CATEGORIES, type SiteCategory, type SiteSettings } from '@byline/api-client';

/**
 * The categories the search page offers to filter by and to browse: as the site's settings name
 * and order them, without the hidden ones (docs/adr/0038). Before the settings are read (they
 * come with every server-rendered page), the contract's list.
 */
export function searchCategories(
  settings: SiteSettings | undefined,
): readonly Pick<SiteCategory, 'id' | 'name' | 'slug'>[] {
  if (!settings) return CATEGORIES;
  return settings.categories
    .filter((category) => !category.hidden)
    .map(({ id, name, slug }) => ({ id, name, slug }));
}
