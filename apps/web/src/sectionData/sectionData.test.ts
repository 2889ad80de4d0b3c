import { ApiError, CATEGORY_BY_SLUG, ERROR_MESSAGES, type NewsListState } from '@byline/api-client';
import { fixtureNewsInCategory } from '@byline/api-client/mocks';
import { describe, expect, it, vi } from 'vitest';
import { newsListSection } from './sectionData';

const worldNews = fixtureNewsInCategory(CATEGORY_BY_SLUG.world.name);

const list = (state: Partial<NewsListState> = {}): NewsListState => ({
  items: worldNews,
  loadMore: vi.fn(),
  hasMore: false,
  isLoading: false,
  isLoadingMore: false,
  isEmpty: false,
  error: undefined,
  revalidate: vi.fn(),
  nextCursor: null,
  ...state,
});

describe('newsListSection', () => {
  it("shows the category's news, with Retry asking for them again", () => {
    const loaded = list();
    const section = newsListSection(loaded);
    expect(section).toMatchObject({ items: worldNews, loading: false, error: null });
    section.onRetry?.();
    expect(loaded.revalidate).toHaveBeenCalledOnce();
  });

  it('is loading while the first page loads', () => {
    expect(newsListSection(list({ items: [], isLoading: true }))).toMatchObject({
      items: [],
      loading: true,
    });
  });

  it("fails with the list's message", () => {
    const error = new ApiError({
      kind: 'network',
      endpoint: 'newsList',
      message: ERROR_MESSAGES.newsLoad,
    });
    expect(newsListSection(list({ items: [], error }))).toMatchObject({
      loading: false,
      error: ERROR_MESSAGES.newsLoad,
    });
  });
});
