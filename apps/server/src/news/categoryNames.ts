import { CATEGORIES } from '@byline/api-client/contract';

/**
 * The categories' names as answers show them (a card's category, a feed's): the contract's until
 * the site's settings are read, then the administrators' (docs/adr/0038). Every page reads the
 * settings, so each process holds the names of its last read: a rename shows in its lists as
 * soon as their cached answers are dropped.
 */
const names = new Map<number, string>(CATEGORIES.map((category) => [category.id, category.name]));

export const categoryName = (id: number): string => names.get(id) ?? '';

/** Takes the names from the settings just read or saved. */
export function rememberCategoryNames(categories: readonly { id: number; name: string }[]): void {
  for (const category of categories) names.set(category.id, category.name);
}
