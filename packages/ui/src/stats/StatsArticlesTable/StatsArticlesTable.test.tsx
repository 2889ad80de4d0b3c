import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATS_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { statsArticles } from '../../testing/stats.mocks';
import { StatsArticlesTable } from './StatsArticlesTable';

afterEach(cleanup);

const props = {
  articles: statsArticles(45),
  sort: 'views' as const,
  order: 'desc' as const,
  onSortChange: () => {},
  onPageChange: () => {},
  articleHref: (id: number) => `/stats/article/${id}`,
};

describe('StatsArticlesTable', () => {
  it('links each article to its stats and says how the table is sorted', () => {
    renderWithTheme(<StatsArticlesTable {...props} />);
    expect(screen.getByRole('link', { name: 'Story number 1' }).getAttribute('href')).toBe(
      '/stats/article/1',
    );
    const views = screen
      .getByRole('button', { name: STATS_TEXTS.sortBy(STATS_TEXTS.viewsColumn) })
      .closest('th');
    expect(views?.getAttribute('aria-sort')).toBe('descending');
  });

  it('turns the order round on the same column, and sorts another high to low', () => {
    const onSortChange = vi.fn();
    renderWithTheme(<StatsArticlesTable {...props} onSortChange={onSortChange} />);
    fireEvent.click(
      screen.getByRole('button', { name: STATS_TEXTS.sortBy(STATS_TEXTS.viewsColumn) }),
    );
    expect(onSortChange).toHaveBeenLastCalledWith('views', 'asc');
    fireEvent.click(
      screen.getByRole('button', { name: STATS_TEXTS.sortBy(STATS_TEXTS.coinsColumn) }),
    );
    expect(onSortChange).toHaveBeenLastCalledWith('coins', 'desc');
  });

  it("names each article's author in the site's table only", () => {
    renderWithTheme(<StatsArticlesTable {...props} />);
    expect(screen.queryByRole('columnheader', { name: STATS_TEXTS.authorColumn })).toBeNull();
    cleanup();
    renderWithTheme(<StatsArticlesTable {...props} showAuthor />);
    expect(screen.getByRole('columnheader', { name: STATS_TEXTS.authorColumn })).toBeTruthy();
    const first = screen.getByRole('link', { name: 'Story number 1' }).closest('tr');
    expect(first?.textContent).toContain(props.articles.items[0]?.author.name);
  });

  it('says when there are no articles', () => {
    renderWithTheme(<StatsArticlesTable {...props} articles={statsArticles(0)} />);
    expect(screen.getByText(STATS_TEXTS.noArticles)).toBeTruthy();
  });
});

describeComponent(StatsArticlesTable, { props });
