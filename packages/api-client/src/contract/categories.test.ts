import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CATEGORY_IDS,
  findCategoryById,
  findCategoryBySlug,
  NAVIGATION_CATEGORIES,
} from './categories';

describe('the category list', () => {
  it('links the header to the nine route slugs, Technology as Tech', () => {
    expect(NAVIGATION_CATEGORIES).toEqual([
      { slug: 'world', label: 'World' },
      { slug: 'politics', label: 'Politics' },
      { slug: 'business', label: 'Business' },
      { slug: 'entertainment', label: 'Entertainment' },
      { slug: 'sports', label: 'Sports' },
      { slug: 'environment', label: 'Environment' },
      { slug: 'lifestyle', label: 'Lifestyle' },
      { slug: 'technology', label: 'Tech' },
      { slug: 'tourism', label: 'Tourism' },
    ]);
  });

  it('has unique ids and slugs, and Crime as the tenth category with a page but no header link', () => {
    expect(new Set(CATEGORIES.map((category) => category.id)).size).toBe(CATEGORIES.length);
    expect(new Set(CATEGORIES.map((category) => category.slug)).size).toBe(CATEGORIES.length);
    expect(findCategoryById(10)).toMatchObject({ slug: 'crime', name: 'Crime', navLabel: null });
    expect(CATEGORY_IDS.crime).toBe(10);
  });

  it('finds a route slug case-insensitively and nothing for an unknown one', () => {
    expect(findCategoryBySlug('World')?.id).toBe(1);
    expect(findCategoryBySlug(' technology ')?.name).toBe('Technology');
    expect(findCategoryBySlug('astrology')).toBeUndefined();
    expect(findCategoryBySlug('')).toBeUndefined();
    expect(findCategoryById(11)).toBeUndefined();
  });
});
