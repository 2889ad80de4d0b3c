import { ApiError, ERROR_MESSAGES, type NewsListState } from '@byline/api-client';
import { fixtureNewsInCategory } from '@byline/api-client/mocks';
import { describe, expect, it, vi } from 'vitest';
import { categorySection } from './sectionData';

const worldNews = fixtureNewsInCategory('World');

const loadedList = (): NewsListState => ({
  items: worldNews,
  loadMore: vi.fn(),
  hasMore: false,
  isLoading: false,
  isLoadingMore: false,
  isEmpty: false,
  error: undefined,
  revalidate: vi.fn(),
});

const categoriesLoaded = { error: undefined, retry: vi.fn() };

describe('categorySection', () => {
  it("shows the category's news once its id is known, with Retry asking for them again", () => {
    const list = loadedList();
    const section = categorySection(3, categoriesLoaded, list);
    expect(section.items).toBe(worldNews);
    expect(section.loading).toBe(false);
    section.onRetry?.();
    expect(list.revalidate).toHaveBeenCalledOnce();
  });

  it('is loading, not empty, while the categories load', () => {
    const section = categorySection(undefined, categoriesLoaded, loadedList());
    expect(section).toMatchObject({ items: [], loading: true });
  });

  it("fails with the categories' message, and Retry asks for the categories again", () => {
    const retry = vi.fn();
    const error = new ApiError({
      kind: 'network',
      endpoint: 'categories',
      message: ERROR_MESSAGES.newsLoad,
    });
    const section = categorySection(undefined, { error, retry }, loadedList());
    expect(section).toMatchObject({ items: [], loading: false, error: ERROR_MESSAGES.newsLoad });
    section.onRetry?.();
    expect(retry).toHaveBeenCalledOnce();
  });
});
