import { CATEGORIES } from '@byline/api-client/contract';
import { defaultMockSiteSettings } from '@byline/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { searchCategories } from './searchCategories';

describe('the search page’s categories', () => {
  it('are named and ordered as the settings say, without the hidden ones', () => {
    const settings = defaultMockSiteSettings();
    const [first, second, ...rest] = settings.categories;
    if (!first || !second) throw new Error('the mock site has fewer than two categories');
    const renamed = { ...first, name: 'Town Hall' };
    const hidden = { ...second, hidden: true };
    const shown = searchCategories({ ...settings, categories: [...rest, renamed, hidden] });

    expect(shown.map((category) => category.name)).toEqual([
      ...rest.map((category) => category.name),
      'Town Hall',
    ]);
    expect(shown.some((category) => category.id === hidden.id)).toBe(false);
    // The renamed category keeps its id and slug: the filter's value and the browse link.
    expect(shown.at(-1)).toEqual({ id: first.id, name: 'Town Hall', slug: first.slug });
  });

  it('are the contract’s list before the settings are read', () => {
    expect(searchCategories(undefined)).toBe(CATEGORIES);
  });
});
