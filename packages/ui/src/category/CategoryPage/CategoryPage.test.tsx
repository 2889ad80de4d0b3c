import { CATEGORY_BY_SLUG } from '@byline/api-client/contract';
import { fixtureNewsInCategory } from '@byline/api-client/mocks';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READER_TEXTS, SCREEN_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { CategoryPage } from './CategoryPage';

const world = fixtureNewsInCategory(CATEGORY_BY_SLUG.world.name);
const cards = () =>
  screen.getByRole('region', { name: READER_TEXTS.articles }).querySelectorAll('article');
const loadMore = () => fireEvent.click(screen.getByRole('button', { name: SCREEN_TEXTS.loadMore }));

afterEach(cleanup);

/** A first page of 10 whose host has a link to the next page. */
function renderWithNextPageLink() {
  const onLoadMore = vi.fn();
  renderWithTheme(
    <CategoryPage
      category="world"
      items={world.slice(0, 10)}
      hasMore
      onLoadMore={onLoadMore}
      loadMoreHref="/news/world?before=abc"
    />,
  );
  return { link: screen.getByRole('link', { name: SCREEN_TEXTS.loadMore }), onLoadMore };
}

describe('CategoryPage visible count', () => {
  it('shows 10, then 5 more per LOAD MORE from what it already has, without asking', () => {
    const onLoadMore = vi.fn();
    renderWithTheme(<CategoryPage category="world" items={world} onLoadMore={onLoadMore} />);
    expect(cards()).toHaveLength(10);
    loadMore();
    expect(cards()).toHaveLength(15);
    loadMore();
    expect(cards()).toHaveLength(20);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('asks the host for more only when its items run short and more exist', () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderWithTheme(
      <CategoryPage category="world" items={world.slice(0, 12)} hasMore onLoadMore={onLoadMore} />,
    );
    loadMore();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // Until the page arrives, the 12 it has show.
    expect(cards()).toHaveLength(12);
    rerender(
      <CategoryPage category="world" items={world.slice(0, 17)} hasMore onLoadMore={onLoadMore} />,
    );
    expect(cards()).toHaveLength(15);
  });

  it('makes LOAD MORE a link to the next page when the host has one, still loading in place', () => {
    const { link, onLoadMore } = renderWithNextPageLink();
    // Without JavaScript, or for a crawler, it leads to the next page.
    expect(link).toHaveAttribute('href', '/news/world?before=abc');
    // A plain click stays on the page and asks the host for more.
    expect(fireEvent.click(link)).toBe(false);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('lets a click that asks for a new tab follow the LOAD MORE link', () => {
    const { link, onLoadMore } = renderWithNextPageLink();
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('hides LOAD MORE when everything is shown', () => {
    renderWithTheme(<CategoryPage category="world" items={world.slice(0, 8)} />);
    expect(cards()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: SCREEN_TEXTS.loadMore })).toBeNull();
  });

  it('starts again at 10 when the category changes', () => {
    const view = renderWithTheme(<CategoryPage category="world" items={world} />);
    loadMore();
    expect(cards()).toHaveLength(15);
    view.rerender(<CategoryPage category="politics" items={world} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      CATEGORY_BY_SLUG.politics.name,
    );
    expect(cards()).toHaveLength(10);
  });

  it('shows what a returning host still holds, then goes on 5 at a time', () => {
    renderWithTheme(
      <CategoryPage category="world" items={world.slice(0, 15)} hasMore initialVisibleCount={15} />,
    );
    expect(cards()).toHaveLength(15);
    expect(screen.getByText('Showing 15 articles')).toBeInTheDocument();
    cleanup();
    // Never fewer than the first page's 10.
    renderWithTheme(<CategoryPage category="world" items={world} initialVisibleCount={3} />);
    expect(cards()).toHaveLength(10);
  });
});

describeComponent(CategoryPage, { props: { category: 'world', items: world } });
