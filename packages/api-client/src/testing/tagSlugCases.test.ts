import { describe, expect, it } from 'vitest';
import { articleTags, isTagSlug, tagName, tagSlug, tagSlugsOf } from '../contract/tagSlug';
import { TAG_SLUG_CASES } from './tagSlugCases';

describe('tagSlug', () => {
  it.each(TAG_SLUG_CASES)('makes %j %j', (keyword, slug) => {
    expect(tagSlug(keyword)).toBe(slug);
  });

  it('makes only slugs a tag page answers to', () => {
    for (const [keyword, slug] of TAG_SLUG_CASES) {
      if (slug !== '') expect(isTagSlug(tagSlug(keyword)), keyword).toBe(true);
    }
    for (const text of [
      '',
      'Climate',
      'climate change',
      '-climate',
      'climate-',
      'a--b',
      'zürich',
    ]) {
      expect(isTagSlug(text), text).toBe(false);
    }
  });

  it('gives an article one tag per slug, named as first written, none without a slug', () => {
    expect(articleTags(['Climate Change', 'climate change', '中文', ' Zürich '])).toEqual([
      { name: 'Climate Change', slug: 'climate-change' },
      { name: 'Zürich', slug: 'zurich' },
    ]);
    expect(tagSlugsOf(['Climate Change', 'climate-change', '—', 'rail'])).toEqual([
      'climate-change',
      'rail',
    ]);
  });

  it('names a tag page as its newest article writes the keyword, else by its slug', () => {
    const items = [{ keywords: ['rail'] }, { keywords: ['Climate Change'] }];
    expect(tagName('climate-change', items)).toBe('Climate Change');
    expect(tagName('food-security', items)).toBe('food security');
  });
});
