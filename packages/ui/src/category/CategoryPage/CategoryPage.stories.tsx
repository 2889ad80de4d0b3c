import { CATEGORY_BY_SLUG, type NewsItem } from '@byline/api-client/contract';
import { fixtureNewsInCategory, fixtures } from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { READER_TEXTS, SCREEN_TEXTS } from '../../constants';
import { ExtraBlock } from '../../home/ExtraBlock/ExtraBlock';
import { PageShell } from '../../layout/PageShell/PageShell';
import { atViewport, viewportParameters, withStoryLinks } from '../../testing/layout.mocks';
import { CategoryPage, type CategoryPageProps } from './CategoryPage';

const world = fixtureNewsInCategory(CATEGORY_BY_SLUG.world.name);

/** Case-insensitive over title, description and keywords, as the server searches. */
const matches = (item: NewsItem, query: string) => {
  const wanted = query.toLowerCase();
  return [item.title, item.description, ...item.keywords].some((text) =>
    text.toLowerCase().includes(wanted),
  );
};

/**
 * Plays the host's part: keeps the search, "fetches" pages of 10 then 5 from the fixtures,
 * and passes them in as a real container would.
 */
function CategoryPageHost(props: Partial<CategoryPageProps> & { source?: readonly NewsItem[] }) {
  const { source = world, onLoadMore, onSearch, ...rest } = props;
  const [query, setQuery] = useState('');
  const [loaded, setLoaded] = useState(10);
  const found = source.filter((item) => matches(item, query));
  return (
    <CategoryPage
      category="world"
      mostRead={{ items: fixtures.mostWatched }}
      searchDelayMs={50}
      {...rest}
      items={found.slice(0, loaded)}
      hasMore={loaded < found.length}
      onLoadMore={() => {
        onLoadMore?.();
        setLoaded((count) => count + 5);
      }}
      onSearch={(text) => {
        onSearch?.(text);
        setQuery(text);
        setLoaded(10);
      }}
    />
  );
}

const meta = {
  title: 'Category/CategoryPage',
  component: CategoryPage,
  decorators: [
    withStoryLinks,
    (Story) => (
      <PageShell
        signedIn={false}
        footerYear={2025}
        extra={<ExtraBlock items={fixtures.mostRecent} />}
      >
        <Story />
      </PageShell>
    ),
  ],
  parameters: viewportParameters,
  globals: atViewport('large'),
  args: { category: 'world', items: world, onLoadMore: fn(), onSearch: fn() },
  render: (args) => <CategoryPageHost {...args} />,
} satisfies Meta<typeof CategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const listOf = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('region', { name: READER_TEXTS.articles });
const cardCount = (canvas: ReturnType<typeof within>) =>
  within(listOf(canvas)).queryAllByRole('article').length;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: CATEGORY_BY_SLUG.world.name }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('searchbox', {
        name: READER_TEXTS.searchCategory(CATEGORY_BY_SLUG.world.name),
      }),
    ).toBeVisible();
    await expect(cardCount(canvas)).toBe(10);
    const sidebar = canvas.getByRole('complementary', { name: READER_TEXTS.mostRead });
    await expect(within(sidebar).getAllByRole('article')).toHaveLength(5);
  },
};

/**
 * With the host's link to the next page, LOAD MORE is a link (readers without JavaScript and
 * crawlers follow it); a plain click still shows 5 more in place.
 */
export const LoadMoreLink: Story = {
  name: 'Load more as a link',
  args: { loadMoreHref: '/news/world?before=cursor-after-ten' },
  play: async ({ canvas, args }) => {
    const loadMore = canvas.getByRole('link', { name: SCREEN_TEXTS.loadMore });
    await expect(loadMore).toHaveAttribute('href', '/news/world?before=cursor-after-ten');
    await userEvent.click(loadMore);
    await waitFor(() => expect(cardCount(canvas)).toBe(15));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** 10, then 15, then 20, then the last 3; the button goes when nothing is left. */
export const LoadMoreCounts: Story = {
  name: 'Five more at a time',
  play: async ({ canvas, args }) => {
    const loadMore = () => canvas.getByRole('button', { name: SCREEN_TEXTS.loadMore });
    await expect(cardCount(canvas)).toBe(10);
    await userEvent.click(loadMore());
    await waitFor(() => expect(cardCount(canvas)).toBe(15));
    await userEvent.click(loadMore());
    await waitFor(() => expect(cardCount(canvas)).toBe(20));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
    await userEvent.click(loadMore());
    await waitFor(() => expect(cardCount(canvas)).toBe(world.length));
    await expect(canvas.queryByRole('button', { name: SCREEN_TEXTS.loadMore })).toBeNull();
  },
};

/** After loading 20, a new search starts again at 10. */
export const SearchResetsToTen: Story = {
  name: 'New search, back to ten',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: SCREEN_TEXTS.loadMore }));
    await userEvent.click(canvas.getByRole('button', { name: SCREEN_TEXTS.loadMore }));
    await waitFor(() => expect(cardCount(canvas)).toBe(20));
    // "e" matches nearly every story, so more than 10 are found.
    await userEvent.type(canvas.getByRole('searchbox'), 'e');
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith('e'));
    await expect(world.filter((item) => matches(item, 'e')).length).toBeGreaterThan(10);
    await expect(cardCount(canvas)).toBe(10);
    await userEvent.click(canvas.getByRole('button', { name: SCREEN_TEXTS.loadMore }));
    await waitFor(() => expect(cardCount(canvas)).toBe(15));
  },
};

/** Search is case-insensitive over title, description and keywords (the host does it). */
export const SearchNarrows: Story = {
  name: 'Search narrowing the list',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'FLOOD{Enter}');
    const expected = world.filter((item) => matches(item, 'flood')).length;
    await waitFor(() => expect(cardCount(canvas)).toBe(expected));
    await expect(canvas.queryByRole('button', { name: SCREEN_TEXTS.loadMore })).toBeNull();
  },
};

export const NoMatches: Story = {
  name: 'No matches',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'zzzz-no-such-story');
    await waitFor(() => expect(canvas.getByText(SCREEN_TEXTS.categoryEmpty)).toBeVisible());
    await expect(canvas.queryByRole('button', { name: SCREEN_TEXTS.loadMore })).toBeNull();
  },
};

export const Empty: Story = {
  args: { category: 'environment' },
  render: (args) => <CategoryPageHost {...args} source={[]} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: CATEGORY_BY_SLUG.environment.name }),
    ).toBeVisible();
    await expect(canvas.getByText(SCREEN_TEXTS.categoryEmpty)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, mostRead: { loading: true } },
  render: (args) => <CategoryPage {...args} items={[]} />,
  play: async ({ canvas }) => {
    await expect(listOf(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: SCREEN_TEXTS.loadMore })).toBeNull();
  },
};

/** A page on its way (it never arrives here): placeholders stand where the next five will go. */
export const LoadingMore: Story = {
  args: { items: world.slice(0, 10), hasMore: true },
  render: function LoadingMoreStory(args) {
    const [loadingMore, setLoadingMore] = useState(false);
    return (
      <CategoryPage
        {...args}
        loadingMore={loadingMore}
        onLoadMore={() => {
          args.onLoadMore?.();
          setLoadingMore(true);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const list = listOf(canvas);
    const before = list.getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('button', { name: SCREEN_TEXTS.loadMore }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(cardCount(canvas)).toBe(10);
    // Five placeholders hold the places of the coming items.
    const placeholders = list.querySelectorAll('[aria-hidden="true"][data-variant="horizontal"]');
    await expect(placeholders).toHaveLength(5);
    await expect(list.getBoundingClientRect().height).toBeGreaterThan(before);
  },
};

export const ErrorState: Story = {
  name: 'Error, with retry',
  args: {
    error: 'Something went wrong on our side',
    onRetry: fn(),
    mostRead: { error: 'Something went wrong on our side' },
  },
  render: (args) => <CategoryPage {...args} items={[]} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(within(listOf(canvas)).getByRole('button', { name: READER_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A further page failed: the loaded articles stay, the failure and Retry sit below them. */
export const FurtherPageError: Story = {
  name: 'Later page failed, with retry',
  args: { error: 'Something went wrong on our side', onRetry: fn(), hasMore: true },
  render: (args) => <CategoryPage {...args} items={world.slice(0, 10)} />,
  play: async ({ canvas, args }) => {
    await expect(cardCount(canvas)).toBe(10);
    await expect(
      within(listOf(canvas)).queryByRole('button', { name: SCREEN_TEXTS.loadMore }),
    ).toBeNull();
    await userEvent.click(within(listOf(canvas)).getByRole('button', { name: READER_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  render: (args) => (
    <CategoryPageHost
      {...args}
      source={world.map((item) => ({
        ...item,
        title: `${item.title}: ${item.subtitle}, and what it means for the region over the coming months`,
        description: `${item.description} ${item.description}`,
      }))}
    />
  ),
};

export const MissingImages: Story = {
  render: (args) => (
    <CategoryPageHost {...args} source={world.map((item) => ({ ...item, image_url: null }))} />
  ),
};

export const Small: Story = { name: 'Small screen', globals: atViewport('small') };

export const Medium: Story = { name: 'Medium screen', globals: atViewport('medium') };
