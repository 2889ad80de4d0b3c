import { CATEGORIES } from '@byline/api-client/contract';

/**
 * The site's categories as this process last read them (docs/adr/0038): the contract's until
 * the table is read at start-up, then the administrators' (renamed, added, new slugs), with the
 * slugs a category had before, which move to its page. Every page reads the site's settings, so
 * each process holds what its last read found: a change shows as soon as cached answers drop it.
 */
export interface SiteCategoryEntry {
  id: number;
  slug: string;
  name: string;
}

let categories: SiteCategoryEntry[] = CATEGORIES.map(({ id, slug, name }) => ({ id, slug, name }));
let movedSlugs = new Map<string, number>();

export const siteCategoryList = (): readonly SiteCategoryEntry[] => categories;

export const findSiteCategoryById = (id: number) =>
  categories.find((category) => category.id === id);

export function findSiteCategoryBySlug(slug: string | null | undefined) {
  if (!slug) return undefined;
  const wanted = slug.trim().toLowerCase();
  return categories.find((category) => category.slug === wanted);
}

export const categoryName = (id: number): string => findSiteCategoryById(id)?.name ?? '';

/** Where a slug a category no longer has now leads: its category's current slug. */
export function movedCategorySlug(slug: string): string | undefined {
  const id = movedSlugs.get(slug.toLowerCase());
  return id === undefined ? undefined : findSiteCategoryById(id)?.slug;
}

/** Takes the categories (and their old slugs) from the table just read or written. */
export function rememberSiteCategories(
  rows: readonly SiteCategoryEntry[],
  redirects?: readonly { slug: string; categoryId: number }[],
): void {
  categories = rows.map(({ id, slug, name }) => ({ id, slug, name }));
  if (redirects) movedSlugs = new Map(redirects.map((row) => [row.slug, row.categoryId]));
}
