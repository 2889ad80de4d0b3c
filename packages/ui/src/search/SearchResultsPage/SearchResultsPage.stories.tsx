import {
  CATEGORIES,
  ERROR_MESSAGES,
  escapeHtml,
  type SearchResult,
} from '@byline/api-client/contract';
import { fixtures } from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { READER_TEXTS, SCREEN_TEXTS, SEARCH_TEXTS } from '../../constants';
import { atViewport, viewportParameters, withStoryLinks } from '../../testing/layout.mocks';
import { SearchResultsPage } from './SearchResultsPage';

/** The fixtures' first word of each headline, marked as the API marks a match. */
const results: SearchResult[] = fixtures.mostWatched.slice(0, 5).map((item) => {
  const [first = '', ...rest] = item.title.split(' ');
  return {
    ...item,
    headline_html: `<mark>${escapeHtml(first)}</mark> ${escapeHtml(rest.join(' '))}`,
    snippet_html: escapeHtml(item.description),
  };
});
const query = 'harbour';
const noFilters = { categoryId: 0, from: '', to: '' };

const meta = {
  title: 'Search/SearchResultsPage',
  component: SearchResultsPage,
  decorators: [withStoryLinks],
  parameters: viewportParameters,
  globals: atViewport('large'),
  args: {
    query,
    filters: noFilters,
    categories: CATEGORIES,
    items: results,
    onLoadMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SearchResultsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const resultsRegion = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('region', { name: SEARCH_TEXTS.results });

/** Results with their matched words marked; Load more is a link that also works in place. */
export const Results: Story = {
  args: { hasMore: true, loadMoreHref: '/search?q=harbour&cursor=next' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: SEARCH_TEXTS.resultsFor(query) }),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: SEARCH_TEXTS.field })).toHaveValue(query);
    const region = resultsRegion(canvas);
    await expect(within(region).getAllByRole('listitem')).toHaveLength(results.length);
    await expect(region.querySelectorAll('mark')).toHaveLength(results.length);
    const loadMore = canvas.getByRole('link', { name: SCREEN_TEXTS.loadMore });
    await expect(loadMore).toHaveAttribute('href', '/search?q=harbour&cursor=next');
    await userEvent.click(loadMore);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** Markup in a title is text: only the API's `<mark>` is an element. */
export const EscapedText: Story = {
  name: 'Markup shown as text',
  args: {
    items: [
      {
        ...(results[0] as SearchResult),
        headline_html: `<mark>Tags</mark> ${escapeHtml('<img src=x onerror=alert(1)>')}`,
      },
    ],
  },
  play: async ({ canvas }) => {
    const region = resultsRegion(canvas);
    await expect(region.querySelector('img')).toBeNull();
    await expect(within(region).getByText(/<img src=x/)).toBeVisible();
  },
};

/** Nothing found: what was searched, what to try, and the categories to browse. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SEARCH_TEXTS.noResultsTitle(query))).toBeVisible();
    for (const suggestion of SEARCH_TEXTS.suggestions) {
      await expect(canvas.getByText(suggestion)).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: CATEGORIES[0].name })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvas }) => {
    await expect(resultsRegion(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText(SEARCH_TEXTS.noResultsTitle(query))).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error, with retry',
  args: { items: [], error: ERROR_MESSAGES.newsLoad },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(ERROR_MESSAGES.newsLoad)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
