import { fixtures } from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { READER_TEXTS, SCREEN_TEXTS, SHARING_TEXTS } from '../../constants';
import { PageShell } from '../../layout/PageShell/PageShell';
import { atViewport, viewportParameters, withStoryLinks } from '../../testing/layout.mocks';
import { TagPage } from './TagPage';

const meta = {
  title: 'Category/TagPage',
  component: TagPage,
  decorators: [
    withStoryLinks,
    (Story) => (
      <PageShell signedIn={false} footerYear={2025}>
        <Story />
      </PageShell>
    ),
  ],
  parameters: viewportParameters,
  globals: atViewport('large'),
  args: {
    name: 'Climate Change',
    items: fixtures.newsItems.slice(0, 12),
    hasMore: true,
    loadMoreHref: '/tag/climate-change?before=abc',
    mostRead: { items: fixtures.mostWatched },
  },
} satisfies Meta<typeof TagPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tag's articles, 10 at first, with LOAD MORE as a link to the next page; no search box. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: SHARING_TEXTS.tag('Climate Change') }),
    ).toBeVisible();
    const list = canvas.getByRole('region', { name: READER_TEXTS.articles });
    await expect(within(list).getAllByRole('article')).toHaveLength(10);
    await expect(canvas.getByRole('link', { name: SCREEN_TEXTS.loadMore })).toHaveAttribute(
      'href',
      '/tag/climate-change?before=abc',
    );
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const Loading: Story = {
  args: { items: [], loading: true, hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: READER_TEXTS.articles }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const SmallScreen: Story = {
  globals: atViewport('small'),
};
