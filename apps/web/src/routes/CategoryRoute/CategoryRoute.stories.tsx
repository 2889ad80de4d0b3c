import { CATEGORY_BY_SLUG, encodeNewsCursor } from '@byline/api-client/contract';
import {
  fixtureNewsInCategory,
  MOCK_SERVER_ERROR_MESSAGE,
  mockDb,
  mockHandlers,
} from '@byline/api-client/mocks';
import { READER_TEXTS, SCREEN_TEXTS } from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mswState } from '../../stories/mockStates';
import { appPage, atWidth, PAGE_VIEWPORTS } from '../../stories/routeStory';

/**
 * `/news/:category`: the category's news a page at a time from the mock server (10, then 5
 * more per LOAD MORE), searched on the server, with Most Read beside it and the shared block.
 * The mock World category holds 23 published articles.
 */
const meta = {
  title: 'Pages/Category',
  ...appPage({ url: '/news/world', signedIn: false }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list of the page (not the Most Read sidebar). */
const articleList = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: READER_TEXTS.articles }));

const newsListCalls = () => mockDb.log.filter((entry) => entry.endpoint === 'newsList');

/** World's news, newest first, as the list pages it. */
const worldNewest = fixtureNewsInCategory(CATEGORY_BY_SLUG.world.name).sort(
  (a, b) => b.date.localeCompare(a.date) || b.id - a.id,
);
const afterTenth = worldNewest[9];
if (!afterTenth) throw new Error('the fixtures have fewer than 10 World articles');
/** The cursor after the first page's last item: what LOAD MORE's link carries. */
const secondPageCursor = encodeNewsCursor({ publishedAt: afterTenth.date, id: afterTenth.id });

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: CATEGORY_BY_SLUG.world.name, level: 1 }),
    ).toBeVisible();
    await waitFor(() =>
      expect(articleList(canvasElement).getAllByRole('article')).toHaveLength(10),
    );
    const loadMore = canvas.getByRole('link', { name: SCREEN_TEXTS.loadMore });
    await expect(loadMore).toBeVisible();
    // Without JavaScript, or for a crawler, LOAD MORE leads to the page after the first ten.
    await expect(loadMore).toHaveAttribute(
      'href',
      `/news/world?before=${encodeURIComponent(secondPageCursor)}`,
    );
    await expect(canvas.getByRole('link', { name: READER_TEXTS.signIn })).toBeVisible();
  },
};

export const SignedIn: Story = {
  parameters: { app: { signedIn: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: READER_TEXTS.accountMenu }),
    ).toBeVisible();
    await waitFor(() =>
      expect(articleList(canvasElement).getAllByRole('article')).toHaveLength(10),
    );
  },
};

/** LOAD MORE asks the mock server for the next page (by cursor) and shows 5 more, up to all 23. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loadMore = await canvas.findByRole('link', { name: SCREEN_TEXTS.loadMore });
    await waitFor(() =>
      expect(articleList(canvasElement).getAllByRole('article')).toHaveLength(10),
    );
    const callsBefore = newsListCalls().length;
    await userEvent.click(loadMore);
    await waitFor(() =>
      expect(articleList(canvasElement).getAllByRole('article')).toHaveLength(15),
    );
    const nextPage = newsListCalls().slice(callsBefore);
    await expect(nextPage.some((entry) => typeof entry.fields.cursor === 'string')).toBe(true);
    await userEvent.click(canvas.getByRole('link', { name: SCREEN_TEXTS.loadMore }));
    await waitFor(() =>
      expect(articleList(canvasElement).getAllByRole('article')).toHaveLength(20),
    );
    await userEvent.click(canvas.getByRole('link', { name: SCREEN_TEXTS.loadMore }));
    await waitFor(() =>
      expect(articleList(canvasElement).getAllByRole('article')).toHaveLength(23),
    );
    // Everything is shown: no more LOAD MORE.
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: SCREEN_TEXTS.loadMore })).toBeNull(),
    );
  },
};

/** The search goes to the server; a match narrows the list, nothing matching says so. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('searchbox', {
      name: READER_TEXTS.searchCategory(CATEGORY_BY_SLUG.world.name),
    });
    await waitFor(() =>
      expect(articleList(canvasElement).getAllByRole('article')).toHaveLength(10),
    );
    await userEvent.type(search, 'flood{Enter}');
    await waitFor(() => {
      const found = articleList(canvasElement).getAllByRole('article');
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThan(10);
    });
    await expect(newsListCalls().some((entry) => entry.fields.q === 'flood')).toBe(true);
  },
};

export const SearchFindsNothing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('searchbox', {
      name: READER_TEXTS.searchCategory(CATEGORY_BY_SLUG.world.name),
    });
    await userEvent.type(search, 'zeppelin{Enter}');
    await expect(await canvas.findByText(SCREEN_TEXTS.categoryEmpty)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: SCREEN_TEXTS.loadMore })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: mswState('loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(READER_TEXTS.loadingCategory(CATEGORY_BY_SLUG.world.name)),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: READER_TEXTS.articles })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The category exists but has no news yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [mockHandlers.newsList.empty, mockHandlers.mostWatched.empty] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SCREEN_TEXTS.categoryEmpty)).toBeVisible();
    await expect(await canvas.findByText(READER_TEXTS.sectionEmpty)).toBeVisible();
  },
};

/** LOAD MORE's link opened as a page: the list starts after the cursor it carries. */
export const PagedLink: Story = {
  parameters: { app: { url: `/news/world?before=${secondPageCursor}` } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(articleList(canvasElement).getAllByRole('article')).toHaveLength(10),
    );
    const shown = articleList(canvasElement)
      .getAllByRole('article')
      .map((article) => article.querySelector('a[href^="/article/"]')?.getAttribute('href'));
    expect(shown).toEqual(worldNewest.slice(10, 20).map((item) => `/article/${item.id}`));
    await expect(newsListCalls()[0]?.fields.cursor).toBe(secondPageCursor);
  },
};

/** A paged link whose cursor the server could never have issued leads to the not-found page. */
export const ForgedPagedLink: Story = {
  parameters: { app: { url: '/news/world?before=not-a-cursor' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: READER_TEXTS.notFoundTitle, level: 1 }),
    ).toBeVisible();
    await expect(newsListCalls()).toEqual([]);
  },
};

/** The search box is a GET form too: a search in the URL (`?q=`) fills it and filters. */
export const SearchFromUrl: Story = {
  parameters: { app: { url: '/news/world?q=flood' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('searchbox', {
      name: READER_TEXTS.searchCategory(CATEGORY_BY_SLUG.world.name),
    });
    await expect(search).toHaveValue('flood');
    await expect(search).toHaveAttribute('name', 'q');
    await waitFor(() => {
      const found = articleList(canvasElement).getAllByRole('article');
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThan(10);
    });
    await expect(newsListCalls()[0]?.fields.q).toBe('flood');
  },
};

/** A category no one has heard of is the not-found page (the server answers it with 404). */
export const UnknownCategory: Story = {
  parameters: { app: { url: '/news/astrology' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: READER_TEXTS.notFoundTitle, level: 1 }),
    ).toBeVisible();
    await expect(newsListCalls()).toEqual([]);
  },
};

export const ServerError: Story = {
  parameters: mswState('error', ['newsList', 'mostWatched']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText(MOCK_SERVER_ERROR_MESSAGE)).toHaveLength(2));
    await expect(canvas.getAllByRole('button', { name: READER_TEXTS.retry })).toHaveLength(2);
  },
};

export const Offline: Story = {
  parameters: mswState('networkError', ['newsList', 'mostWatched']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: READER_TEXTS.retry })).toHaveLength(2),
    );
  },
};

/**
 * The category's id comes from the contract's list: the page asks for its news at once, so a
 * categories call that never answers holds nothing up.
 */
export const NoCategoriesCall: Story = {
  parameters: mswState('loading', ['categories']),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(articleList(canvasElement).getAllByRole('article')).toHaveLength(10),
    );
    await expect(newsListCalls()[0]?.fields.category_id).toBe('1');
  },
};

export const SmallScreen: Story = {
  globals: atWidth('small'),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(articleList(canvasElement).getAllByRole('article')).toHaveLength(10),
    );
  },
};

/** The next page fails once (the first page is fine); no cursor, no failure. */
let nextPageFailed = false;
const nextPageFailsOnce = http.get('*/api/News/newsList', ({ request }) => {
  if (nextPageFailed || !new URL(request.url).searchParams.has('cursor')) return undefined;
  nextPageFailed = true;
  return HttpResponse.json({ status: 500, message: MOCK_SERVER_ERROR_MESSAGE, data: null });
});

/** LOAD MORE fails: the 10 articles stay, the failure shows below them with Retry, and Retry brings the 15. */
export const LoadMoreFailsThenRetry: Story = {
  parameters: { msw: { handlers: [nextPageFailsOnce] } },
  beforeEach: () => {
    nextPageFailed = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loadMore = await canvas.findByRole('link', { name: SCREEN_TEXTS.loadMore });
    await waitFor(() =>
      expect(articleList(canvasElement).getAllByRole('article')).toHaveLength(10),
    );
    await userEvent.click(loadMore);
    const list = canvas.getByRole('region', { name: READER_TEXTS.articles });
    await expect(await within(list).findByText(MOCK_SERVER_ERROR_MESSAGE)).toBeVisible();
    await expect(articleList(canvasElement).getAllByRole('article')).toHaveLength(10);
    await userEvent.click(within(list).getByRole('button', { name: READER_TEXTS.retry }));
    await waitFor(() =>
      expect(articleList(canvasElement).getAllByRole('article')).toHaveLength(15),
    );
  },
};
