import { CATEGORY_BY_SLUG } from '@byline/api-client/contract';
import { PAGE_META } from '@byline/ui';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageMeta } from './usePageMeta';

const description = () =>
  document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('usePageMeta', () => {
  it("names the page in the tab's title and describes it for search engines", () => {
    renderHook(() =>
      usePageMeta(
        CATEGORY_BY_SLUG.world.name,
        PAGE_META.categoryDescription(CATEGORY_BY_SLUG.world.name),
      ),
    );
    expect(document.title).toBe(PAGE_META.pageTitle(CATEGORY_BY_SLUG.world.name));
    expect(description()).toBe(PAGE_META.categoryDescription(CATEGORY_BY_SLUG.world.name));
  });

  it('uses the site title for a page without a name of its own, and follows a change', () => {
    const { rerender } = renderHook(({ title }) => usePageMeta(title, 'Independent news.'), {
      initialProps: { title: PAGE_META.signupTitle as string | null },
    });
    rerender({ title: null });
    expect(document.title).toBe(PAGE_META.siteTitle);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
