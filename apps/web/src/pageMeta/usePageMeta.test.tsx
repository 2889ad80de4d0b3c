import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageMeta } from './usePageMeta';

const description = () =>
  document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('usePageMeta', () => {
  it("names the page in the tab's title and describes it for search engines", () => {
    renderHook(() => usePageMeta('World', 'The latest World news on Byline.'));
    expect(document.title).toBe('World | Byline');
    expect(description()).toBe('The latest World news on Byline.');
  });

  it('uses the site title for a page without a name of its own, and follows a change', () => {
    const { rerender } = renderHook(({ title }) => usePageMeta(title, 'Independent news.'), {
      initialProps: { title: 'Sign up' as string | null },
    });
    rerender({ title: null });
    expect(document.title).toBe('Byline: independent news');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
