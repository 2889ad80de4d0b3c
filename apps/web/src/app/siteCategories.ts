import { findCategoryById, findCategoryBySlug, type SiteCategory } from '@byline/api-client';

/**
 * The site's categories as the last settings read gave them (docs/adr/0038): the server takes
 * them before it reads a page, the browser from the page it hydrates and from each settings
 * read after. A route resolves its category's slug here (a renamed slug, a new category), and
 * falls back to the contract's list before any settings are known.
 */
let known: readonly SiteCategory[] | null = null;

export function rememberSiteCategories(categories: readonly SiteCategory[] | undefined): void {
  if (categories) known = categories;
}

export function findSiteCategory(
  slug: string | undefined,
): { id: number; slug: string; name: string } | undefined {
  if (!slug) return undefined;
  if (!known) return findCategoryBySlug(slug);
  const wanted = slug.trim().toLowerCase();
  return known.find((category) => category.slug === wanted);
}

export function findSiteCategoryById(
  id: number,
): { id: number; slug: string; name: string } | undefined {
  return known ? known.find((category) => category.id === id) : findCategoryById(id);
}

/** The categories a writer may choose: the site's not hidden, in their order. */
export function writableCategories(
  categories: readonly SiteCategory[] | undefined,
): { id: number; name: string }[] | undefined {
  return categories?.filter((category) => !category.hidden).map(({ id, name }) => ({ id, name }));
}
