/**
 * The news categories, defined once: the server checks its `categories` table against this list
 * at start-up, the header and footer link to `/news/<slug>`, the web app turns a route's slug
 * into the category id without asking the server, and the mocks serve it.
 *
 * Nine route slugs, Technology labelled Tech in the header (docs/product.md#header-and-footer). Crime is
 * the tenth, for the home page's Crime block: it has a page but no header link (`navLabel` null).
 * Ids are part of the API (the editor sends them): never renumber, only append.
 */
export const CATEGORIES = [
  { id: 1, slug: 'world', name: 'World', navLabel: 'World' },
  { id: 2, slug: 'politics', name: 'Politics', navLabel: 'Politics' },
  { id: 3, slug: 'business', name: 'Business', navLabel: 'Business' },
  { id: 4, slug: 'entertainment', name: 'Entertainment', navLabel: 'Entertainment' },
  { id: 5, slug: 'sports', name: 'Sports', navLabel: 'Sports' },
  { id: 6, slug: 'environment', name: 'Environment', navLabel: 'Environment' },
  { id: 7, slug: 'lifestyle', name: 'Lifestyle', navLabel: 'Lifestyle' },
  { id: 8, slug: 'technology', name: 'Technology', navLabel: 'Tech' },
  { id: 9, slug: 'tourism', name: 'Tourism', navLabel: 'Tourism' },
  { id: 10, slug: 'crime', name: 'Crime', navLabel: null },
] as const;

export type CategoryDefinition = (typeof CATEGORIES)[number];
export type CategorySlug = CategoryDefinition['slug'];
export type CategoryName = CategoryDefinition['name'];

/** A route slug's category, matched case-insensitively (as a lookup by name is). */
export function findCategoryBySlug(
  slug: string | null | undefined,
): CategoryDefinition | undefined {
  if (!slug) return undefined;
  const wanted = slug.trim().toLowerCase();
  return CATEGORIES.find((category) => category.slug === wanted);
}

/** Category ids by slug, for code that names its categories (the home page's sections). */
export const CATEGORY_IDS = Object.fromEntries(
  CATEGORIES.map((category) => [category.slug, category.id]),
) as Record<CategorySlug, number>;

/** Each category by its slug, for code and tests that name one: `CATEGORY_BY_SLUG.world.name`. */
export const CATEGORY_BY_SLUG = Object.fromEntries(
  CATEGORIES.map((category) => [category.slug, category]),
) as { [Category in CategoryDefinition as Category['slug']]: Category };

export function findCategoryById(id: number): CategoryDefinition | undefined {
  return CATEGORIES.find((category) => category.id === id);
}

/** The categories the header links to, in order. */
export const NAVIGATION_CATEGORIES = CATEGORIES.flatMap((category) =>
  category.navLabel === null ? [] : [{ slug: category.slug, label: category.navLabel }],
);
