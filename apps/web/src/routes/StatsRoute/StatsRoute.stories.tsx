import { mockHandlers } from '@byline/api-client/mocks';
import { STATS_TEXTS } from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appLocation, appPage, PAGE_VIEWPORTS } from '../../stories/routeStory';

/** `/stats`: the signed-in author's stats from the mock backend (a year of made-up history). */
const meta = {
  title: 'Pages/Stats',
  ...appPage({ url: '/stats', signedIn: true }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name });

/** Views, followers, coins and the articles table; a title leads to the article's stats. */
export const AuthorStats: Story = {
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: STATS_TEXTS.pageTitle, level: 1 }),
    ).toBeVisible();
    const views = await region(canvasElement, STATS_TEXTS.viewsTitle);
    await waitFor(() => expect(within(views).getByText(STATS_TEXTS.showTable)).toBeVisible());
    const table = await region(canvasElement, STATS_TEXTS.articlesTitle);
    const first = (await within(table).findAllByRole('link'))[0];
    if (!first) throw new Error('no article in the table');
    await userEvent.click(first);
    await waitFor(() => expect(appLocation(id).pathname).toMatch(/^\/stats\/article\/\d+$/));
    await expect(await region(canvasElement, STATS_TEXTS.sourcesTitle)).toBeVisible();
  },
};

/** The stats could not be loaded: each part says so, with a retry. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: [mockHandlers.authorStats.error, mockHandlers.statsArticles.error] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect(within(canvasElement).getAllByText(STATS_TEXTS.loadError).length).toBeGreaterThan(0),
    );
  },
};

/** A new author: nothing yet. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [mockHandlers.authorStats.empty, mockHandlers.statsArticles.empty] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(STATS_TEXTS.noViews)).toBeVisible();
    await expect(await within(canvasElement).findByText(STATS_TEXTS.noArticles)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [mockHandlers.authorStats.loading, mockHandlers.statsArticles.loading] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect(
        within(canvasElement).getAllByRole('status', { name: STATS_TEXTS.loading }).length,
      ).toBeGreaterThan(0),
    );
  },
};
